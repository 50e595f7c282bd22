import type { AccountInfo, RegisteredAnswer } from '../../../src/domain/identityApi';
import type { Lang } from '../../../src/domain/lang';
import type {
  AccountForm,
  ChangeEmailForm,
  ChangePasswordForm,
  ChangePhoneForm,
  ForgotPasswordForm,
  RegisterIndividualForm,
} from '../../../src/domain/validation/accountSchemas';
import type { Db } from '../../db/client';
import { emailKey, logonIdKey, phoneKey } from '../../lib/accountKeys';
import { hashPassword, verifyPassword } from '../../lib/auth/passwords';
import type { Background } from '../../lib/background';
import type { Clock } from '../../lib/clock';
import { violatedUniqueConstraint } from '../../lib/dbErrors';
import { notFound, type AppError } from '../../lib/errors';
import type { Mailer } from '../../lib/mail/mailer';
import { rateKey, type RateLimiter } from '../../lib/rateLimit';
import type { VerificationService } from '../verification/verification.service';
import { RESEND_RULE } from '../verification/verification.service';
import { codeDead } from '../verification/verification.errors';
import { alreadyTaken, passwordHasUserInput, proofRequired, samePassword, unchanged, wrongOldPassword, wrongPassword, type UniqueField } from './users.errors';
import { containsUserInput, passwordUserInputs } from '../../../src/domain/validation/passwordStrength';
import { emailChangedMessage } from './users.mail';
import { UNIQUE_INDEX_FIELD, type UserRecord, type UsersRepository } from './users.repository';

/** What the token service offers this module: ending every session of a user. */
interface Sessions {
  /** `tx` joins the caller's transaction */
  revokeAllOfUser(userId: string, tx?: Db): Promise<number>;
}

interface Deps {
  db: Db;
  repositoryFor: (db: Db) => UsersRepository;
  verification: VerificationService;
  sessions: Sessions;
  limiter: RateLimiter;
  background: Background;
  clock: Clock;
  /** tells the old address that the account's e-mail changed */
  mailer: Mailer;
}

/** Forgotten-password requests from one client address. */
const RESET_REQUESTS_PER_IP = { limit: 10, windowSeconds: 600 };

/**
 * Password proofs on the account screens (changing the e-mail or mobile) per account: a stolen
 * session may not try passwords at will. Every proof counts, right or wrong.
 */
export const PASSWORD_PROOFS_PER_ACCOUNT = { limit: 5, windowSeconds: 900 };

type Outcome<T> = { ok: true; value: T } | { ok: false; error: AppError };

export function toAccountInfo(user: UserRecord): AccountInfo {
  return {
    userId: user.id,
    logonId: user.logonId,
    nickname: user.nickname,
    email: user.email,
    phone: user.phone,
    role: user.role,
    enterpriseId: user.enterpriseId,
    enterpriseCnnme: user.enterpriseCnName,
    enterpriseState: user.enterpriseState,
    createdAt: user.createdAt.toISOString(),
  };
}

/** A unique index broken by a concurrent request becomes the same CONFLICT a check would have given. */
export function rethrowAsTaken(error: unknown, fieldOfIndex: Record<string, UniqueField> = UNIQUE_INDEX_FIELD): never {
  const constraint = violatedUniqueConstraint(error);
  const field = constraint !== undefined ? fieldOfIndex[constraint] : undefined;
  if (field) throw alreadyTaken([field]);
  throw error;
}

/**
 * Accounts of every kind once they exist (and individual registration): profile,
 * password change and the forgotten-password flows. A changed or reset password ends
 * every session of the user, in the same transaction.
 */
export function createUsersService({ db, repositoryFor, verification, sessions, limiter, background, clock, mailer }: Deps) {
  const repository = repositoryFor(db);

  async function existing(userId: string): Promise<UserRecord> {
    const user = await repository.findById(userId);
    if (!user) throw notFound();
    return user;
  }

  /** Which of the logon id, e-mail and phone another account already uses. */
  function takenAmong(values: { logonId?: string; email?: string; phone?: string }, exceptUserId?: string): Promise<UniqueField[]> {
    return repository.takenFields(
      {
        logonIdKey: values.logonId === undefined ? undefined : logonIdKey(values.logonId),
        emailKey: values.email === undefined ? undefined : emailKey(values.email),
        phoneKey: values.phone === undefined ? undefined : phoneKey(values.phone),
      },
      exceptUserId,
    );
  }

  /** Refuses values another account uses, naming each, so that the form can say which. */
  async function assertFree(values: { logonId?: string; email?: string; phone?: string }, exceptUserId?: string): Promise<void> {
    const taken = await takenAmong(values, exceptUserId);
    if (taken.length) throw alreadyTaken(taken);
  }

  /** The account's current password, counted against the per-account limit. */
  async function assertPassword(user: UserRecord, password: string): Promise<void> {
    await limiter.enforce(rateKey('password-proof', user.id), PASSWORD_PROOFS_PER_ACCOUNT);
    if (!(await verifyPassword(password, user.passwordHash))) throw wrongPassword();
  }

  /** Sets the password of `owner` when the code sent to its e-mail matches, and ends every session. */
  async function resetWithCode(code: string, password: string, owner: (tx: Db) => Promise<UserRecord | undefined>): Promise<void> {
    const passwordHash = await hashPassword(password);
    const outcome = await db.transaction(async (tx): Promise<Outcome<null>> => {
      const user = await owner(tx);
      if (!user) return { ok: false, error: codeDead() };
      const check = await verification.redeem(tx, { email: user.email, purpose: 'forgot', code });
      if (!check.ok) return check;
      // The account is known only now (and only to whoever holds its code): the registration's rule against
      // its own login name and e-mail name. Thrown, so the code's use rolls back and it may be used again.
      if (containsUserInput(password, passwordUserInputs(user))) throw passwordHasUserInput('password');
      await repositoryFor(tx).setPasswordHash(user.id, passwordHash, clock());
      await sessions.revokeAllOfUser(user.id, tx);
      return { ok: true, value: null };
    });
    if (!outcome.ok) throw outcome.error;
  }

  return {
    emailRegistered: (key: string) => repository.emailRegistered(key),

    takenAmong,

    /** ebUserRegister: active at once; the e-mail code is used in the same transaction as the insert. */
    async registerIndividual(form: RegisterIndividualForm, lang: Lang = 'zh'): Promise<RegisteredAnswer> {
      await assertFree(form);
      const passwordHash = await hashPassword(form.password);
      const outcome = await db
        .transaction(async (tx): Promise<Outcome<{ id: string }>> => {
          const check = await verification.redeem(tx, { email: form.email, purpose: 'register', code: form.emailCode });
          if (!check.ok) return check;
          const now = clock();
          const user = await repositoryFor(tx).insert({
            logonId: form.logonId,
            logonIdKey: logonIdKey(form.logonId),
            passwordHash,
            role: 'individual',
            nickname: form.nickname,
            cnName: form.nickname,
            email: form.email,
            emailKey: emailKey(form.email),
            phone: form.phone,
            phoneKey: phoneKey(form.phone),
            lang,
            consentVersion: form.consentVersion,
            consentedAt: now,
            createdAt: now,
          });
          return { ok: true, value: user };
        })
        .catch((error: unknown) => rethrowAsTaken(error));
      if (!outcome.ok) throw outcome.error;
      return { userId: outcome.value.id, logonId: form.logonId };
    },

    async account(userId: string): Promise<AccountInfo> {
      return toAccountInfo(await existing(userId));
    },

    /**
     * updateEbUserInfo / updateUserById: the nickname. The body still carries the spec's e-mail
     * and mobile; a different one is refused naming the field (nothing is saved), since those
     * change only through changeEmail and changePhone with their proof.
     */
    async updateAccount(userId: string, form: AccountForm): Promise<AccountInfo> {
      const user = await existing(userId);
      const changed = [
        ...(emailKey(form.email) !== emailKey(user.email) ? (['email'] as const) : []),
        ...(phoneKey(form.phone) !== phoneKey(user.phone) ? (['phone'] as const) : []),
      ];
      if (changed.length) throw proofRequired(changed);
      await repository.setNickname(user.id, { nickname: form.nickname, ...(user.role === 'enterprise' ? {} : { cnName: form.nickname }) }, clock());
      return toAccountInfo(await existing(userId));
    },

    /** sendEmailChangeCode: a code to the new address, which must be free and not the current one. */
    async requestEmailChange(userId: string, { email, ip }: { email: string; ip: string }): Promise<void> {
      const user = await existing(userId);
      if (emailKey(email) === emailKey(user.email)) throw unchanged('email');
      await assertFree({ email }, userId);
      await verification.requestAccountCode({ userId, email, ip });
    },

    /**
     * changeEmail: the current password and the code this account asked for at the new address.
     * The old address is told afterwards. A refusal changes nothing (a wrong code's try is counted).
     */
    async changeEmail(userId: string, form: ChangeEmailForm): Promise<AccountInfo> {
      const user = await existing(userId);
      await assertPassword(user, form.password);
      if (emailKey(form.email) === emailKey(user.email)) throw unchanged('email');
      await assertFree({ email: form.email }, userId);
      const now = clock();
      const outcome = await db
        .transaction(async (tx): Promise<Outcome<null>> => {
          const check = await verification.redeem(tx, { email: form.email, purpose: 'changeEmail', code: form.emailCode, userId });
          if (!check.ok) return check;
          await repositoryFor(tx).setEmail(user.id, { email: form.email, emailKey: emailKey(form.email) }, now);
          return { ok: true, value: null };
        })
        .catch((error: unknown) => rethrowAsTaken(error));
      if (!outcome.ok) throw outcome.error;
      background.run('e-mail changed notice', () =>
        mailer.send(emailChangedMessage(user.email, { logonId: user.logonId, newEmail: form.email, changedAt: now })),
      );
      return toAccountInfo(await existing(userId));
    },

    /** changePhone: the current password; the new mobile must be free. */
    async changePhone(userId: string, form: ChangePhoneForm): Promise<AccountInfo> {
      const user = await existing(userId);
      await assertPassword(user, form.password);
      if (phoneKey(form.phone) === phoneKey(user.phone)) throw unchanged('phone');
      await assertFree({ phone: form.phone }, userId);
      await repository.setPhone(user.id, { phone: form.phone, phoneKey: phoneKey(form.phone) }, clock()).catch((error: unknown) => rethrowAsTaken(error));
      return toAccountInfo(await existing(userId));
    },

    /** ebUserChangePsd / userUpdatePassword: the old password, a different new one; every session ends. */
    async changePassword(userId: string, form: ChangePasswordForm): Promise<void> {
      const user = await existing(userId);
      if (!(await verifyPassword(form.oldPassword, user.passwordHash))) throw wrongOldPassword();
      if (form.newPassword === form.oldPassword) throw samePassword();
      if (containsUserInput(form.newPassword, passwordUserInputs(user))) throw passwordHasUserInput('newPassword');
      const passwordHash = await hashPassword(form.newPassword);
      await db.transaction(async (tx) => {
        await repositoryFor(tx).setPasswordHash(user.id, passwordHash, clock());
        await sessions.revokeAllOfUser(user.id, tx);
      });
    },

    /** ebUserForgotPassword: the code sent for `forgot` to the account's e-mail. */
    async resetByEmail(form: ForgotPasswordForm): Promise<void> {
      await resetWithCode(form.emailCode, form.password, (tx) => repositoryFor(tx).findByEmailKey(emailKey(form.email)));
    },

    /**
     * forgotPswByLogonIdAndPhone: when the pair matches an account, a code goes to its
     * registered e-mail (there is no SMS channel). The answer is the same either way, so
     * the look-up and the mail happen after answering.
     */
    async requestResetByLogonId({ logonId, phone, ip }: { logonId: string; phone: string; ip: string }): Promise<void> {
      await limiter.enforce(rateKey('reset-ip', ip), RESET_REQUESTS_PER_IP);
      await limiter.enforce(rateKey('reset-request', logonIdKey(logonId)), RESEND_RULE);
      background.run('forgotten-password code by logon id', async () => {
        const user = await repository.findByLogonIdKey(logonIdKey(logonId));
        if (user && user.phone && phoneKey(user.phone) === phoneKey(phone)) await verification.sendCode(user.email, 'forgot');
      });
    },

    /** userForgotPassword: the code that went to the e-mail of `logonId`. */
    async resetByLogonId(form: { logonId: string; emailCode: string; password: string }): Promise<void> {
      // An unknown login name answers like a wrong code.
      await resetWithCode(form.emailCode, form.password, (tx) => repositoryFor(tx).findByLogonIdKey(logonIdKey(form.logonId)));
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
