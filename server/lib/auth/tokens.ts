import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AuthConfig } from '../../config';
import type { Db } from '../../db/client';
import type { EnterpriseState, Role } from '../../../src/domain/roles';
import type { Clock } from '../clock';

/**
 * Access and refresh tokens. Each is 32 random bytes (base64url) handed to the client once;
 * the database keeps only their SHA-256, so a leaked table opens no session.
 *
 * A login starts a family. Each refresh rotates: the presented row is marked rotated and a
 * new row joins the family with the same session start. A rotated refresh token presented
 * again means two parties hold it, so every token of that login is revoked.
 */

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// Tokens are 43 base64url characters; anything else is refused before a database look-up.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,128}$/;

function looksLikeToken(value: string): boolean {
  return TOKEN_SHAPE.test(value);
}

/** The idle limit is checked against last_used_at, which is written at most this often. */
export const TOUCH_INTERVAL_MS = 60_000;

export interface TokenRow {
  id: string;
  userId: string;
  familyId: string;
  clientId: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date;
  sessionStartedAt: Date;
  lastUsedAt: Date;
  rotatedAt: Date | null;
  /** the one return of a rotated refresh token within the reuse interval */
  reusedAt: Date | null;
  revokedAt: Date | null;
}

/** A token row with what a request needs to know about its user. */
export interface TokenWithUser extends TokenRow {
  logonId: string;
  logonIdKey: string;
  role: Role;
  enterpriseId: string | null;
  enterpriseState: EnterpriseState | null;
  /** a disabled account (staff, by the administrator): its tokens stop working at once */
  disabledAt?: Date | null;
  /** a staff account that must choose its own password before anything else */
  mustChangePassword?: boolean;
}

/** Whether the token's account is disabled, its enterprise's or its own. */
const accountDisabled = (token: Pick<TokenWithUser, 'enterpriseState' | 'disabledAt'>): boolean =>
  token.enterpriseState === 'DISABLED' || Boolean(token.disabledAt);

interface NewTokenRow {
  userId: string;
  familyId: string;
  clientId: string;
  accessHash: string;
  refreshHash: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date;
  sessionStartedAt: Date;
  lastUsedAt: Date;
}

/** The SQL side (server/modules/auth/tokens.repository.ts). */
export interface TokenRepository {
  insert(row: NewTokenRow): Promise<{ id: string }>;
  findByAccessHash(accessHash: string): Promise<TokenWithUser | undefined>;
  findByRefreshHash(refreshHash: string): Promise<TokenWithUser | undefined>;
  /** sets last_used_at = now unless it was set after `unlessAfter` */
  touch(id: string, now: Date, unlessAfter: Date): Promise<void>;
  /** marks the row rotated if it is neither rotated nor revoked yet; false when another request got there first */
  claimForRotation(id: string, now: Date): Promise<boolean>;
  /**
   * marks a rotated row's one allowed return if it was rotated at or after `rotatedSince`, not returned
   * yet and not revoked; false when it may not come back (a concurrent return got there first)
   */
  claimReuse(id: string, now: Date, rotatedSince: Date): Promise<boolean>;
  revokeFamily(familyId: string, now: Date): Promise<void>;
  revokeUser(userId: string, now: Date): Promise<number>;
  /** every session of the user but the one `keepTokenId` belongs to (a password changed from that session) */
  revokeOtherSessions(userId: string, keepTokenId: string, now: Date): Promise<number>;
  revokeEnterprise(enterpriseId: string, now: Date): Promise<number>;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  /** lifetime of the access token in seconds */
  expiresIn: number;
  tokenId: string;
}

export type Resolution = { ok: true; token: TokenWithUser } | { ok: false; problem: 'invalid' | 'expired' };

type RefreshFailure =
  /** no such refresh token, or it belongs to another login */
  | 'unknown'
  /** revoked (logout, password change, disabled account) */
  | 'revoked'
  /** refresh expiry, idle or absolute limit */
  | 'expired'
  /** a rotated token presented again: every token of the login was revoked */
  | 'reused'
  | 'disabled';

export type RefreshResult = { ok: true; tokens: IssuedTokens; userId: string } | { ok: false; reason: RefreshFailure };

interface Deps {
  db: Db;
  /** the repository over the database or over a transaction of it */
  repositoryFor: (db: Db) => TokenRepository;
  config: Pick<AuthConfig, 'accessTokenTtlSeconds' | 'refreshTokenTtlSeconds' | 'refreshReuseSeconds' | 'sessionIdleSeconds' | 'sessionAbsoluteSeconds'>;
  clock: Clock;
}

const plus = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);
const earliest = (a: Date, b: Date) => (a <= b ? a : b);

export function createTokenService({ db, repositoryFor, config, clock }: Deps) {
  const repository = repositoryFor(db);

  /** Whether the session the row belongs to has run out at `now` (idle or absolute limit). */
  function sessionOver(row: TokenRow, now: Date): boolean {
    return now >= plus(row.lastUsedAt, config.sessionIdleSeconds) || now >= plus(row.sessionStartedAt, config.sessionAbsoluteSeconds);
  }

  async function insertTokens(
    store: TokenRepository,
    session: { userId: string; familyId: string; clientId: string; sessionStartedAt: Date },
    now: Date,
  ): Promise<IssuedTokens> {
    const accessToken = newToken();
    const refreshToken = newToken();
    // No token outlives the session's absolute limit.
    const sessionEnd = plus(session.sessionStartedAt, config.sessionAbsoluteSeconds);
    const accessExpiresAt = earliest(plus(now, config.accessTokenTtlSeconds), sessionEnd);
    const { id } = await store.insert({
      userId: session.userId,
      familyId: session.familyId,
      clientId: session.clientId,
      sessionStartedAt: session.sessionStartedAt,
      accessHash: hashToken(accessToken),
      refreshHash: hashToken(refreshToken),
      accessExpiresAt,
      refreshExpiresAt: earliest(plus(now, config.refreshTokenTtlSeconds), sessionEnd),
      lastUsedAt: now,
    });
    // What is really left, so that the client refreshes (and learns the session is over) in time.
    const expiresIn = Math.floor((accessExpiresAt.getTime() - now.getTime()) / 1000);
    return { accessToken, refreshToken, expiresIn, tokenId: id };
  }

  return {
    /** A login: a new family whose session starts now. `tx` joins the caller's transaction. */
    issue(userId: string, clientId: string, tx: Db = db): Promise<IssuedTokens> {
      const now = clock();
      return insertTokens(repositoryFor(tx), { userId, clientId, familyId: randomUUID(), sessionStartedAt: now }, now);
    },

    /**
     * The session of an access token. Revoked, unknown and disabled-enterprise tokens are
     * invalid; past the access expiry, the idle or the absolute limit they are expired.
     * The enterprise state is read on every call, so disabling one stops its tokens at once.
     */
    async resolve(accessToken: string): Promise<Resolution> {
      if (!looksLikeToken(accessToken)) return { ok: false, problem: 'invalid' };
      const token = await repository.findByAccessHash(hashToken(accessToken));
      if (!token || token.revokedAt || accountDisabled(token)) return { ok: false, problem: 'invalid' };
      const now = clock();
      if (now >= token.accessExpiresAt || sessionOver(token, now)) return { ok: false, problem: 'expired' };
      // Spares a write per request: the idle limit is measured in hours, this in a minute.
      if (now.getTime() - token.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
        await repository.touch(token.id, now, new Date(now.getTime() - TOUCH_INTERVAL_MS));
      }
      return { ok: true, token };
    },

    /**
     * A new pair for the current refresh token of the login `logonIdKey`. A refresh token
     * rotated moments ago (within the reuse interval) may come back once, when an answer was
     * lost or two tabs raced: it gets a new pair in the same session instead of ending it.
     * Presented again after that interval, or a second time, it is treated as stolen: every
     * token of the login is revoked. Both claims are conditional updates of the token's row,
     * so of concurrent presentations one rotates, one returns, and any other is refused.
     */
    async refresh(logonIdKey: string, refreshToken: string): Promise<RefreshResult> {
      if (!looksLikeToken(refreshToken)) return { ok: false, reason: 'unknown' };
      const token = await repository.findByRefreshHash(hashToken(refreshToken));
      if (!token || token.logonIdKey !== logonIdKey) return { ok: false, reason: 'unknown' };
      const now = clock();
      if (token.revokedAt) return { ok: false, reason: 'revoked' };
      const withinReuseInterval = (rotatedAt: Date) => now.getTime() - rotatedAt.getTime() <= config.refreshReuseSeconds * 1000;
      const stolen = async (): Promise<RefreshResult> => {
        await repository.revokeUser(token.userId, now);
        return { ok: false, reason: 'reused' };
      };
      if (token.reusedAt || (token.rotatedAt && !withinReuseInterval(token.rotatedAt))) return stolen();
      if (accountDisabled(token)) return { ok: false, reason: 'disabled' };
      if (now >= token.refreshExpiresAt || sessionOver(token, now)) return { ok: false, reason: 'expired' };

      const rotatedSince = new Date(now.getTime() - config.refreshReuseSeconds * 1000);
      const outcome = await db.transaction(async (tx): Promise<RefreshResult | 'refused'> => {
        const store = repositoryFor(tx);
        // Losing the rotation claim to a concurrent request means the token was rotated just
        // now: this presentation is then its one return, if no other return took it.
        const claimed = (!token.rotatedAt && (await store.claimForRotation(token.id, now))) || (await store.claimReuse(token.id, now, rotatedSince));
        if (!claimed) return 'refused';
        const tokens = await insertTokens(store, token, now);
        return { ok: true, tokens, userId: token.userId };
      });
      return outcome === 'refused' ? stolen() : outcome;
    },

    /** Logout: the presented access token's whole family. Unknown tokens are ignored. */
    async revokeSession(accessToken: string): Promise<void> {
      if (!looksLikeToken(accessToken)) return;
      const token = await repository.findByAccessHash(hashToken(accessToken));
      if (token) await repository.revokeFamily(token.familyId, clock());
    },

    /** Every session of a user (password change, reused refresh token). `tx` joins the caller's transaction. */
    revokeAllOfUser: (userId: string, tx: Db = db): Promise<number> => repositoryFor(tx).revokeUser(userId, clock()),

    /** Every session of every user of an enterprise (disabled by a reviewer). `tx` joins the caller's transaction. */
    revokeAllOfEnterprise: (enterpriseId: string, tx: Db = db): Promise<number> => repositoryFor(tx).revokeEnterprise(enterpriseId, clock()),
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
