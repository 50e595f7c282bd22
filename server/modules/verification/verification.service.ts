import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { CodePurpose } from '../../../src/domain/identityApi';
import type { Db } from '../../db/client';
import { emailKey } from '../../lib/accountKeys';
import type { Background } from '../../lib/background';
import type { Clock } from '../../lib/clock';
import type { AppError } from '../../lib/errors';
import { UndeliverableAddressError, type Mailer } from '../../lib/mail/mailer';
import { rateKey, type RateLimiter } from '../../lib/rateLimit';
import { alreadyTaken } from '../users/users.errors';
import { codeDead, codeWrong, emailUndeliverable } from './verification.errors';
import { codeMessage } from './verification.mail';
import type { VerificationRepository } from './verification.repository';

export const CODE_VALID_MINUTES = 10;
const CODE_MAX_TRIES = 5;
/** One code a minute per address and purpose. */
export const RESEND_RULE = { limit: 1, windowSeconds: 60 };
/** Codes asked for from one client address, whatever the addresses they go to (the limit is configuration). */
export const CODE_REQUESTS_PER_IP = { limit: 10, windowSeconds: 600 };

export type CodeCheck = { ok: true } | { ok: false; error: AppError };

interface Deps {
  db: Db;
  repositoryFor: (db: Db) => VerificationRepository;
  mailer: Mailer;
  limiter: RateLimiter;
  background: Background;
  clock: Clock;
  /** whether an account uses this e-mail (its key) */
  emailRegistered: (emailKey: string) => Promise<boolean>;
  /** codes one client address may ask for per window; CODE_REQUESTS_PER_IP.limit by default */
  codeRequestsPerIp?: number;
}

function hashCode(code: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('base64url');
}

function matches(stored: string, code: string): boolean {
  const [salt = '', hash = ''] = stored.split('$');
  const expected = Buffer.from(hash);
  const actual = Buffer.from(hashCode(code, salt));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * E-mail verification codes: six digits, kept only as salted hashes, valid for ten
 * minutes, five tries, used once; only the latest code of an address and purpose counts.
 */
export function createVerificationService({
  db,
  repositoryFor,
  mailer,
  limiter,
  background,
  clock,
  emailRegistered,
  codeRequestsPerIp = CODE_REQUESTS_PER_IP.limit,
}: Deps) {
  const perIpRule = { ...CODE_REQUESTS_PER_IP, limit: codeRequestsPerIp };
  /**
   * Mails a new code and then stores it: a refused address leaves nothing behind.
   * Refuses a second code to the same address within a minute.
   */
  async function sendCode(email: string, purpose: CodePurpose, userId?: string): Promise<void> {
    const key = emailKey(email);
    await limiter.enforce(rateKey('code', purpose, key), RESEND_RULE);
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    try {
      await mailer.send(codeMessage(email.trim(), code, purpose, CODE_VALID_MINUTES));
    } catch (error) {
      if (error instanceof UndeliverableAddressError) throw emailUndeliverable();
      throw error;
    }
    const salt = randomBytes(12).toString('base64url');
    const sentAt = clock();
    await repositoryFor(db).insert({
      emailKey: key,
      purpose,
      userId: userId ?? null,
      codeHash: `${salt}$${hashCode(code, salt)}`,
      sentAt,
      expiresAt: new Date(sentAt.getTime() + CODE_VALID_MINUTES * 60_000),
    });
  }

  return {
    sendCode,

    /**
     * sendVerificationCode. `register`: refused when the e-mail is taken, and the mail
     * server's refusal reaches the user. `forgot`: the same answer whether or not the
     * address is registered, so it is sent after answering and only to an account's address.
     */
    async requestCode({ email, purpose, ip }: { email: string; purpose: CodePurpose; ip: string }): Promise<void> {
      await limiter.enforce(rateKey('code-ip', ip), perIpRule);
      const key = emailKey(email);
      if (purpose === 'register') {
        if (await emailRegistered(key)) throw alreadyTaken(['email']);
        await sendCode(email, purpose);
        return;
      }
      // Counted on what was typed, registered or not, so that this refusal tells nothing either.
      await limiter.enforce(rateKey('code-request', purpose, key), RESEND_RULE);
      background.run('forgot-password code', async () => {
        if (await emailRegistered(key)) await sendCode(email, purpose);
      });
    },

    /**
     * A code to the new address of an account changing its e-mail, usable by that account only.
     * The same limits as every code: per client address, and one a minute per address.
     */
    async requestAccountCode({ userId, email, ip }: { userId: string; email: string; ip: string }): Promise<void> {
      await limiter.enforce(rateKey('code-ip', ip), perIpRule);
      await sendCode(email, 'changeEmail', userId);
    },

    /**
     * Checks `code` against the latest code inside the caller's transaction and marks it
     * used when it matches. A wrong try is counted in that same transaction, so the caller
     * must commit it: return the failed check from the transaction, then throw its error.
     */
    async redeem(tx: Db, { email, purpose, code, userId }: { email: string; purpose: CodePurpose; code: string; userId?: string }): Promise<CodeCheck> {
      const repository = repositoryFor(tx);
      // A code asked for by an account counts only for that account: another's is not there.
      const stored = await repository.latestForUpdate(emailKey(email), purpose, userId);
      const now = clock();
      if (!stored || stored.consumedAt || stored.expiresAt <= now || stored.attempts >= CODE_MAX_TRIES) {
        return { ok: false, error: codeDead() };
      }
      if (!matches(stored.codeHash, code.trim())) {
        const tries = await repository.countWrongTry(stored.id);
        return { ok: false, error: tries >= CODE_MAX_TRIES ? codeDead() : codeWrong(CODE_MAX_TRIES - tries) };
      }
      await repository.consume(stored.id, now);
      return { ok: true };
    },
  };
}
export type VerificationService = ReturnType<typeof createVerificationService>;
