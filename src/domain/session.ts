/**
 * Session entities of spec section 3, shared by the client and the server.
 * Field names are the spec's (snake case for the token, camel case for the user).
 */

/** The token fields of spec section 3, as the server answers them (TokenAnswer narrows two). */
export interface TokenFields {
  access_token: string;
  refresh_token: string;
  /** lifetime of the access token in seconds */
  expires_in: number;
  token_type: string;
  scope: string;
  logon_id: string;
  user_id: string;
  user_name: string;
  user_cnnme: string;
  /** empty for individual users */
  enterprise_id: string;
  enterprise_cnnme: string;
  tenant_id: string;
  sap_id: string;
  license: string;
  member_level: number;
  phone: string;
  wximgurl: string;
}

/** Token info, kept in memory and, encrypted, in local storage: the answer plus what the client adds. */
export interface TokenInfo extends TokenFields {
  /** when the access token stops working: epoch milliseconds (now plus expires_in) */
  activeTime: number;
  /** counts how many times this session's token was set */
  version: number;
}

const TOKEN_DEFAULTS = { token_type: 'bearer', scope: 'server', member_level: 1 } as const;

/** User info of getUserInfo plus the menus the header and layouts build from it. */
export interface UserInfo {
  logonId: string;
  userId: string;
  /** the spec's spelling; DOMAIN: accept `username` on input too */
  usernme: string;
  userCnnme: string;
  enterpriseCnnme: string;
  enterpriseId: string;
  /** permitted menu paths; the shell matches them against its static menu definition */
  menuAll: string[];
  /** the permitted paths that appear in the left menu */
  menuLeft: string[];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function count(value: unknown, fallback: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
}

/**
 * Token info from a token answer (OAuth or refresh). Spec 4: a token is kept only when
 * access_token, refresh_token and expires_in are all present, so otherwise null.
 * `version` is the server's when it sends one, else one more than the previous token's.
 */
export function toTokenInfo(answer: unknown, now: number, previous?: Pick<TokenInfo, 'version'> | null): TokenInfo | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const a = answer as Record<string, unknown>;
  const expiresIn = count(a.expires_in, Number.NaN);
  if (!text(a.access_token) || !text(a.refresh_token) || !Number.isFinite(expiresIn)) return null;
  return {
    access_token: text(a.access_token),
    refresh_token: text(a.refresh_token),
    expires_in: expiresIn,
    token_type: text(a.token_type) || TOKEN_DEFAULTS.token_type,
    scope: text(a.scope) || TOKEN_DEFAULTS.scope,
    activeTime: now + expiresIn * 1000,
    logon_id: text(a.logon_id),
    user_id: text(a.user_id),
    user_name: text(a.user_name ?? a.username),
    user_cnnme: text(a.user_cnnme),
    enterprise_id: text(a.enterprise_id),
    enterprise_cnnme: text(a.enterprise_cnnme),
    tenant_id: text(a.tenant_id),
    sap_id: text(a.sap_id),
    license: text(a.license),
    member_level: count(a.member_level, TOKEN_DEFAULTS.member_level),
    phone: text(a.phone),
    wximgurl: text(a.wximgurl),
    version: count(a.version, (previous?.version ?? 0) + 1),
  };
}

/** Whether the access token has passed its activeTime. */
export function isTokenExpired(token: Pick<TokenInfo, 'activeTime'>, now: number): boolean {
  return now >= token.activeTime;
}

/** A stored value is token info when its three required parts are there. */
export function isTokenInfo(value: unknown): value is TokenInfo {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Record<string, unknown>;
  return (
    typeof t.access_token === 'string' &&
    t.access_token !== '' &&
    typeof t.refresh_token === 'string' &&
    typeof t.expires_in === 'number' &&
    typeof t.activeTime === 'number'
  );
}

export function isUserInfo(value: unknown): value is UserInfo {
  if (typeof value !== 'object' || value === null) return false;
  const u = value as Record<string, unknown>;
  return typeof u.userId === 'string' && typeof u.logonId === 'string';
}
