/**
 * Business codes of the envelope (spec section 8, DOMAIN "The envelope and error codes").
 * One table for both sides: the server raises them, the HTTP module interprets them.
 */
export const SUCCESS_WEB = 0; // /auth-ts/... and /api/web/... success
export const SUCCESS_WEB_TS = 200; // /api/web-ts/... success

export const ErrorCode = {
  /** token-empty case of the code-0 family: { code: 1, msg, data: 10040 } */
  TOKEN_EMPTY: 10040,
  TOKEN_INVALID: 10030,
  /** login expired: the client shows the expiry message and logs out */
  LOGIN_EXPIRED: 100004,
  LOGIN_EXPIRED_ALT: 600,
  VALIDATION: 10422,
  NO_PERMISSION: 10403,
  NOT_FOUND: 10404,
  CONFLICT: 10409,
  BUSINESS: 10500,
  RATE_LIMITED: 10429,
  /** wrong, expired or used captcha */
  CAPTCHA_INVALID: 10420,
  /** wrong login name or password: never says which */
  LOGIN_FAILED: 10421,
  /** too many wrong passwords: locked for a while */
  LOGIN_LOCKED: 10423,
  /** wrong, expired, used-up or too-often-tried e-mail code */
  EMAIL_CODE_INVALID: 10424,
  /** the mail server refused the address: it cannot receive codes */
  EMAIL_UNDELIVERABLE: 10425,
  /** unknown OAuth client or secret, or a grant it may not use */
  INVALID_CLIENT: 10426,
  /** the login is not (or no longer) allowed: disabled enterprise */
  ACCOUNT_DISABLED: 10427,
  /**
   * a staff account whose password someone else chose (first administrator, reset, operators'
   * CLI): every call but changing its own password is refused until it has chosen one
   */
  PASSWORD_CHANGE_REQUIRED: 10428,
  /** the account already has MAX_UNPAID_ORDERS orders waiting for payment: pay or cancel one first */
  UNPAID_ORDERS_LIMIT: 10430,
  /** the order would take the account past its cap of rooms/berths held unpaid on a sailing (per cabin class) */
  HOLDING_LIMIT: 10431,
  /** an Idempotency-Key sent again with another request body (HTTP 200, like every business error) */
  IDEMPOTENCY_KEY_REUSED: 10432,
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * The stable string reason an error envelope carries beside its numeric code (`reason`), dotted
 * `area.what` (`order.not_draft`, `common.not_found`): it tells apart refusals that share a code.
 */
export type ErrorReason = `${string}.${string}`;
