import { randomInt } from 'node:crypto';
import { pageOf, type Page } from '../../../src/domain/envelope';
import { STAFF_ROLES, type StaffRole } from '../../../src/domain/roles';
import { staffAccountSchema, type PasswordResetAnswer, type StaffAccount, type StaffAccountBody } from '../../../src/domain/staff/accounts';
import type { SystemActor } from '../../../src/domain/staff/audit';
import { isStrongPassword } from '../../../src/domain/validation/accountRules';
import { changePasswordSchema } from '../../../src/domain/validation/accountSchemas';
import type { Db } from '../../db/client';
import { emailKey } from '../../lib/accountKeys';
import type { AuthUser } from '../../lib/auth/authUser';
import { logonIdKey } from '../../lib/auth/logonIdKey';
import { hashPassword, verifyPassword } from '../../lib/auth/passwords';
import type { Clock } from '../../lib/clock';
import { noPermission, notFound } from '../../lib/errors';
import { cannotChangeOwnRole, cannotDisableSelf, cannotResetOwnPassword, lastAdministrator } from './staff.errors';
import { isUuid } from '../../../src/domain/ids';
import { parseWith } from '../../lib/validateBody';
import { createTokensRepository } from '../auth/tokens.repository';
import { samePassword, wrongOldPassword } from '../users/users.errors';
import { createUsersRepository } from '../users/users.repository';
import { rethrowAsTaken } from '../users/users.service';
import { createStaffAccountsRepository, type UserRow } from './accounts.repository';
import { recordStaffAction } from './audit';

const accountsOn = (db: Db) => createStaffAccountsRepository({ db });

const view = (row: UserRow): StaffAccount => ({
  userId: row.id,
  logonId: row.logonId,
  role: row.role as StaffRole,
  cnName: row.cnName,
  email: row.email,
  disabled: row.disabledAt !== null,
  mustChangePassword: row.mustChangePassword,
  createdAt: row.createdAt.toISOString(),
});

const isStaff = (row: UserRow | undefined): row is UserRow => row !== undefined && (STAFF_ROLES as readonly string[]).includes(row.role);

/** Who writes to a staff account: a staff member (the administrator, or the account itself), or the system. */
export type Actor = { staffUserId: string } | { system: SystemActor };

const auditedAs = (actor: Actor) => ('system' in actor ? { staffUserId: null, systemActor: actor.system } : { staffUserId: actor.staffUserId });

/** The password rule of staff accounts (the shared schema's, also the console form's). */
const passwordOnly = staffAccountSchema.pick(['password']);

/** A password someone sets for a staff account: the strong rule, or 10422 at `password`. */
export async function checkStaffPassword(password: string): Promise<void> {
  await parseWith(passwordOnly, { password });
}

/** An account checked against the shared schema, with its password hashed: ready to insert. */
export interface PreparedAccount {
  form: StaffAccountBody;
  passwordHash: string;
}

/** Checks a new account against the shared schema (10422 naming each field) and hashes its password. */
export async function prepareStaffAccount(body: unknown): Promise<PreparedAccount> {
  const form = await parseWith(staffAccountSchema, body);
  return { form, passwordHash: await hashPassword(form.password) };
}

/**
 * Inserts a prepared staff account and its audit entry on `tx` (the caller's transaction): the
 * one way staff accounts come to exist, from the console, the bootstrap settings or the CLI.
 * A login name or e-mail taken raises the database's unique violation (see `rethrowAsTaken`).
 */
export async function insertStaffAccount(
  tx: Db,
  { form, passwordHash }: PreparedAccount,
  { actor, mustChangePassword, now, action = 'user.create' }: { actor: Actor; mustChangePassword: boolean; now: Date; action?: string },
): Promise<StaffAccount> {
  const row = await accountsOn(tx).insert({
    logonId: form.logonId,
    logonIdKey: logonIdKey(form.logonId),
    passwordHash,
    role: form.role,
    nickname: form.cnName,
    cnName: form.cnName,
    email: form.email,
    emailKey: emailKey(form.email),
    mustChangePassword,
    createdAt: now,
    updatedAt: now,
  });
  const created = view(row);
  await recordStaffAction(tx, { ...auditedAs(actor), action, recordType: 'user', recordId: created.userId, before: null, after: created });
  return created;
}

/**
 * An account's name and e-mail when the operator gave none (bootstrap, CLI): its login name, and
 * an address under the reserved .invalid domain (unique, like the login, and never deliverable).
 */
export function placeholderContact(logonId: string): { cnName: string; email: string } {
  return { cnName: logonId.trim(), email: `${logonIdKey(logonId)}@staff.invalid` };
}

/**
 * The administrator's write, checked once the active administrators are locked: the caller is
 * still one of them (two administrators demoting each other at once: the second finds it is not),
 * and `leaving` (an administrator being disabled or demoted) is not the last.
 */
async function holdAdministrators(tx: Db, adminId: string, leaving?: string): Promise<void> {
  // The active administrators, locked in id order (so two writers never wait on each other crosswise).
  const admins = await accountsOn(tx).lockActiveAdmins();
  if (!admins.includes(adminId)) throw noPermission();
  if (leaving !== undefined && admins.includes(leaving) && admins.length === 1) throw lastAdministrator();
}

// No look-alikes (0/O, 1/l/I) in a password read off a screen and typed again.
const PASSWORD_ALPHABETS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '#%+=?@$&*'];

/** A temporary password the strong rule accepts: 16 characters, one of each kind at least, shuffled. */
function generateTemporaryPassword(length = 16): string {
  const all = PASSWORD_ALPHABETS.join('');
  const chars = PASSWORD_ALPHABETS.map((alphabet) => alphabet[randomInt(alphabet.length)]!);
  while (chars.length < length) chars.push(all[randomInt(all.length)]!);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  const password = chars.join('');
  if (!isStrongPassword(password)) throw new Error('generated password breaks the strong rule');
  return password;
}

/** Where a password set by someone else goes: an account by id (console) or by login name (CLI). */
export type AccountRef = { userId: string } | { logonId: string };

/**
 * A password chosen by someone else (the administrator's reset, the CLI): checked against the
 * strong rule, stored as a hash, the account must change it at its next login, every session of
 * it ends, and the action is audited; all in one transaction. Answers the account.
 */
export async function setPasswordBySomeoneElse(db: Db, clock: Clock, ref: AccountRef, password: string, actor: Actor): Promise<StaffAccount> {
  await checkStaffPassword(password);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const accounts = accountsOn(tx);
    const row = await accounts.lockAccount('userId' in ref ? ref : { logonIdKey: logonIdKey(ref.logonId) });
    // Customers keep their own ways of recovering a password.
    if (!isStaff(row)) throw notFound();
    const now = clock();
    const updated = await accounts.update(row.id, { passwordHash, passwordChangedAt: now, mustChangePassword: true, updatedAt: now });
    await createTokensRepository({ db: tx }).revokeUser(row.id, now);
    await recordStaffAction(tx, {
      ...auditedAs(actor),
      action: 'user.resetPassword',
      recordType: 'user',
      recordId: row.id,
      before: { mustChangePassword: row.mustChangePassword },
      after: { mustChangePassword: true },
    });
    return view(updated!);
  });
}

/** Every staff account by login name (the CLI's list). */
export async function listStaffAccounts(db: Db): Promise<StaffAccount[]> {
  return (await accountsOn(db).list()).map(view);
}

/**
 * The administrator's staff accounts (list, create with a role, disable or enable, reset a
 * password, change a role) and every staff member's own password. Every write is audited in its
 * own transaction; whatever changes what an account may do ends its sessions in the same one.
 */
export function createStaffAccounts({ db, clock }: { db: Db; clock: Clock }) {
  const repository = accountsOn(db);
  return {
    async page(query: { current: number; size: number; role?: StaffRole }): Promise<Page<StaffAccount>> {
      const { rows, total } = await repository.page(query.role, (query.current - 1) * query.size, query.size);
      return pageOf(rows.map(view), total, query);
    },

    async create(adminId: string, body: unknown): Promise<StaffAccount> {
      const prepared = await prepareStaffAccount(body);
      return db
        .transaction((tx) => insertStaffAccount(tx, prepared, { actor: { staffUserId: adminId }, mustChangePassword: false, now: clock() }))
        .catch((error: unknown) => rethrowAsTaken(error));
    },

    async setDisabled(adminId: string, userId: string, disabled: boolean): Promise<StaffAccount> {
      if (!isUuid(userId)) throw notFound();
      if (userId === adminId) throw cannotDisableSelf();
      return db.transaction(async (tx) => {
        if (disabled) await holdAdministrators(tx, adminId, userId);
        const accounts = accountsOn(tx);
        const row = await accounts.lockAccount({ userId });
        // Customers are not the administrator's: enterprises are disabled by the reviewer.
        if (!isStaff(row)) throw notFound();
        if ((row.disabledAt !== null) === disabled) return view(row);
        const now = clock();
        const updated = await accounts.update(userId, { disabledAt: disabled ? now : null, updatedAt: now });
        // In the same transaction: once it says disabled, no session of the account is left.
        if (disabled) await createTokensRepository({ db: tx }).revokeUser(userId, now);
        await recordStaffAction(tx, {
          staffUserId: adminId,
          action: disabled ? 'user.disable' : 'user.enable',
          recordType: 'user',
          recordId: userId,
          before: { disabled: !disabled },
          after: { disabled },
        });
        return view(updated!);
      });
    },

    /** A generated temporary password, answered this once; the account must change it and is signed out. Not one's own. */
    async resetPassword(adminId: string, userId: string): Promise<PasswordResetAnswer> {
      if (!isUuid(userId)) throw notFound();
      if (userId === adminId) throw cannotResetOwnPassword();
      const temporaryPassword = generateTemporaryPassword();
      const account = await setPasswordBySomeoneElse(db, clock, { userId }, temporaryPassword, { staffUserId: adminId });
      return { account, temporaryPassword };
    },

    /** Another staff member's role; never one's own, never the last active administrator's. The account is signed out. */
    async changeRole(adminId: string, userId: string, role: StaffRole): Promise<StaffAccount> {
      if (!isUuid(userId)) throw notFound();
      if (userId === adminId) throw cannotChangeOwnRole();
      return db.transaction(async (tx) => {
        await holdAdministrators(tx, adminId, role === 'admin' ? undefined : userId);
        const accounts = accountsOn(tx);
        const row = await accounts.lockAccount({ userId });
        if (!isStaff(row)) throw notFound();
        if (row.role === role) return view(row);
        const now = clock();
        const updated = await accounts.update(userId, { role, updatedAt: now });
        // The console keeps the role it signed in with: a new login shows the new role's pages.
        await createTokensRepository({ db: tx }).revokeUser(userId, now);
        await recordStaffAction(tx, {
          staffUserId: adminId,
          action: 'user.changeRole',
          recordType: 'user',
          recordId: userId,
          before: { role: row.role },
          after: { role },
        });
        return view(updated!);
      });
    },

    /**
     * One's own password (the current one, then a new one by the strong rule, different): it clears
     * a required change; every other session of the account ends, the one it was changed from goes on.
     */
    async changeOwnPassword(user: AuthUser, body: unknown): Promise<StaffAccount> {
      const form = await parseWith(changePasswordSchema, body);
      const row = await repository.find(user.userId);
      if (!isStaff(row)) throw notFound();
      if (!(await verifyPassword(form.oldPassword, row.passwordHash))) throw wrongOldPassword();
      if (form.newPassword === form.oldPassword) throw samePassword();
      const passwordHash = await hashPassword(form.newPassword);
      return db.transaction(async (tx) => {
        const now = clock();
        await createUsersRepository({ db: tx }).setPasswordHash(row.id, passwordHash, now);
        await createTokensRepository({ db: tx }).revokeOtherSessions(row.id, user.tokenId, now);
        await recordStaffAction(tx, {
          staffUserId: row.id,
          action: 'user.changePassword',
          recordType: 'user',
          recordId: row.id,
          before: { mustChangePassword: row.mustChangePassword },
          after: { mustChangePassword: false },
        });
        return view({ ...row, mustChangePassword: false });
      });
    },
  };
}
export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
