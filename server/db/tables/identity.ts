import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { EnterpriseState, Role } from '../../../src/domain/roles';
import type { Lang } from '../../../src/domain/lang';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Files kept in the file store (a folder by default): business licences, later documents. */
export const storedFiles = pgTable('stored_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  purpose: text('purpose').notNull(),
  originalName: text('original_name').notNull(),
  /** the type found from the content, not from the name */
  mimeType: text('mime_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  storageKey: text('storage_key').notNull().unique(),
  /** null until the upload is attached to what it belongs to (a registration, a booking) */
  ownerUserId: uuid('owner_user_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** An enterprise customer: reviewed before its users reach the container tools. */
export const enterprises = pgTable(
  'enterprises',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cnName: text('cn_name').notNull(),
    /** unified social credit code or Japanese corporate number */
    creditCode: text('credit_code').notNull().unique(),
    contactName: text('contact_name').notNull(),
    licenseFileId: uuid('license_file_id').references(() => storedFiles.id),
    /** the spec's review/enterprise state, kept in step with `stateValue` */
    state: text('state').$type<EnterpriseState>().notNull(),
    /** the enterprise statechart's full state value, to rebuild its snapshot */
    stateValue: jsonb('state_value').notNull(),
    reviewReason: text('review_reason'),
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: ts('reviewed_at'),
    tenantId: text('tenant_id').notNull().default(''),
    sapId: text('sap_id').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('enterprises_state_idx').on(t.state, t.createdAt),
    check('enterprises_state_check', sql`${t.state} in ('PENDING_REVIEW', 'APPROVED', 'REJECTED', 'DISABLED')`),
  ],
);

/** Every account: individual, enterprise user or staff. Login names, e-mails and phones are unique. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** as typed at registration; `logonIdKey` is its lower-case form for uniqueness and look-ups */
    logonId: text('logon_id').notNull(),
    logonIdKey: text('logon_id_key').notNull(),
    /** scrypt or argon2id with its parameters recorded in the string */
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<Role>().notNull(),
    nickname: text('nickname').notNull().default(''),
    cnName: text('cn_name').notNull().default(''),
    email: text('email').notNull(),
    emailKey: text('email_key').notNull(),
    phone: text('phone').notNull().default(''),
    /** digits only, for uniqueness whatever the spacing */
    phoneKey: text('phone_key'),
    enterpriseId: uuid('enterprise_id').references(() => enterprises.id),
    memberLevel: integer('member_level').notNull().default(1),
    wxImgUrl: text('wx_img_url').notNull().default(''),
    passwordChangedAt: ts('password_changed_at').notNull().defaultNow(),
    /** set by the administrator (staff accounts): no login, and every token stops working */
    disabledAt: ts('disabled_at'),
    /**
     * A staff account whose password someone else chose (the bootstrap administrator, the operators'
     * CLI, the administrator's reset): it may log in, but every staff call except changing its own
     * password is refused until it has chosen one (server/lib/auth/routeAccess.ts).
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** the language mail is written in: the one used at registration, then the last one switched to */
    lang: text('lang').$type<Lang>().notNull().default('zh'),
    /** reminders (the check-in reminder the day before) are mailed; transactional mail always is */
    remindersOn: boolean('reminders_on').notNull().default(true),
    /**
     * The privacy policy and terms the user agreed to at registration (LEGAL_VERSION of
     * src/domain/legal/privacyPolicy.ts) and when: PIPL and APPI consent, kept as proof.
     * Empty for accounts made before consent was asked and for staff accounts.
     */
    consentVersion: text('consent_version'),
    consentedAt: ts('consented_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_logon_id_key_idx').on(t.logonIdKey),
    uniqueIndex('users_email_key_idx').on(t.emailKey),
    uniqueIndex('users_phone_key_idx').on(t.phoneKey),
    index('users_enterprise_idx').on(t.enterpriseId),
    check('users_lang_check', sql`${t.lang} in ('zh', 'jp')`),
    check('users_role_check', sql`${t.role} in ('individual', 'enterprise', 'reviewer', 'ticketingClerk', 'shippingClerk', 'editor', 'admin')`),
  ],
);

/**
 * Issued tokens, stored only as SHA-256 hashes. A login starts a family; each refresh adds
 * a row to it and marks the previous one rotated. Presenting a rotated refresh token again
 * revokes every token of that login.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    familyId: uuid('family_id').notNull(),
    clientId: text('client_id').notNull(),
    accessHash: text('access_hash').notNull(),
    refreshHash: text('refresh_hash').notNull(),
    accessExpiresAt: ts('access_expires_at').notNull(),
    refreshExpiresAt: ts('refresh_expires_at').notNull(),
    /** when the login happened: the absolute session limit counts from here */
    sessionStartedAt: ts('session_started_at').notNull(),
    /** the idle limit counts from the last use */
    lastUsedAt: ts('last_used_at').notNull(),
    rotatedAt: ts('rotated_at'),
    /** when the rotated refresh token came back once within the reuse interval: a second return is refused */
    reusedAt: ts('reused_at'),
    revokedAt: ts('revoked_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_tokens_access_hash_idx').on(t.accessHash),
    uniqueIndex('auth_tokens_refresh_hash_idx').on(t.refreshHash),
    index('auth_tokens_user_idx').on(t.userId),
    index('auth_tokens_family_idx').on(t.familyId),
  ],
);

/** Captcha answers: expire in minutes and work once. */
export const captchas = pgTable('captchas', {
  randomStr: text('random_str').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Failed logins per login name (known or not, so the answer never tells which exist). */
export const loginFailures = pgTable('login_failures', {
  logonIdKey: text('logon_id_key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: ts('locked_until'),
  lastFailedAt: ts('last_failed_at').notNull().defaultNow(),
});

/** E-mail verification codes: 10 minutes, 5 tries, one request a minute per address and purpose. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    emailKey: text('email_key').notNull(),
    purpose: text('purpose').notNull(),
    /** the account asking (changing its e-mail): only that account may use the code */
    userId: uuid('user_id').references(() => users.id),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [index('verification_codes_lookup_idx').on(t.emailKey, t.purpose, t.sentAt.desc())],
);

/** Fixed-window counters for rate-limited checks (validatePhoneNum, validateEmail, ...). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: ts('window_start').notNull(),
  count: integer('count').notNull().default(0),
});
