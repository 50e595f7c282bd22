import type { Config } from '../../config';
import { ConfigError } from '../../config';
import type { Db } from '../../db/client';
import { logonIdKey } from '../../lib/auth/logonIdKey';
import type { Clock } from '../../lib/clock';
import { violatedUniqueConstraint } from '../../lib/dbErrors';
import { AppError } from '../../lib/errors';
import { createStaffAccountsRepository } from './accounts.repository';
import { insertStaffAccount, placeholderContact, prepareStaffAccount, type PreparedAccount } from './accounts.staff';

/** BOOTSTRAP_ADMIN_LOGON_ID and BOOTSTRAP_ADMIN_PASSWORD, as config.ts reads them. */
export type BootstrapAdmin = NonNullable<Config['ops']['bootstrapAdmin']>;

/** Where the outcome is told: the console, or a pino logger (both take a message). */
export interface BootstrapLog {
  info(message: string): void;
  warn(message: string): void;
}

export type BootstrapOutcome =
  /** no bootstrap settings */
  | { action: 'none' }
  /** the administrator was made; it must change its password at its first login */
  | { action: 'created'; userId: string; logonId: string }
  /** an active administrator exists (perhaps made by another process just now): the settings are ignored */
  | { action: 'ignored'; reason: 'adminExists' }
  /** no active administrator, but the login name belongs to another account (a customer, a disabled or demoted one) */
  | { action: 'ignored'; reason: 'logonIdTaken' };

/**
 * The first administrator of a new site: when no active (not disabled) administrator exists, one
 * is made from the bootstrap settings, with "must change password" set, audited as the system's
 * action. Once any administrator exists the settings are ignored, so they may stay set.
 *
 * Processes starting together on one PostgreSQL take turns on a transaction-level advisory lock, so
 * exactly one creates the account and the others find it; a unique violation all the same (another
 * writer that took no lock) is read as "someone else created it", never as a crash.
 */
export async function ensureBootstrapAdmin(
  { db, clock, log }: { db: Db; clock: Clock; log: BootstrapLog },
  bootstrap: BootstrapAdmin | undefined,
): Promise<BootstrapOutcome> {
  if (!bootstrap) return { action: 'none' };
  const outcome = await attempt(db, clock, bootstrap).catch(async (error: unknown) => {
    if (violatedUniqueConstraint(error) === undefined) throw error;
    return (await activeAdminExists(db)) ? ({ action: 'ignored', reason: 'adminExists' } as const) : ({ action: 'ignored', reason: 'logonIdTaken' } as const);
  });
  tell(log, bootstrap, outcome);
  return outcome;
}

async function attempt(db: Db, clock: Clock, bootstrap: BootstrapAdmin): Promise<BootstrapOutcome> {
  // Every later start finds the administrator at once: the settings are then neither checked nor hashed.
  if (await activeAdminExists(db)) return { action: 'ignored', reason: 'adminExists' };
  // Checked before the lock, so that wrong settings stop the start-up naming the rule broken.
  const prepared = await checkedSettings(bootstrap);
  return db.transaction(async (tx): Promise<BootstrapOutcome> => {
    const accounts = createStaffAccountsRepository({ db: tx });
    await accounts.lockBootstrap();
    if (await accounts.activeAdminExists()) return { action: 'ignored', reason: 'adminExists' };
    if (await accounts.logonIdTaken(logonIdKey(bootstrap.logonId))) return { action: 'ignored', reason: 'logonIdTaken' };
    const created = await insertStaffAccount(tx, prepared, {
      actor: { system: 'system.bootstrap' },
      mustChangePassword: true,
      now: clock(),
      action: 'user.bootstrapAdmin',
    });
    return { action: 'created', userId: created.userId, logonId: created.logonId };
  });
}

async function checkedSettings(bootstrap: BootstrapAdmin): Promise<PreparedAccount> {
  try {
    return await prepareStaffAccount({ logonId: bootstrap.logonId, password: bootstrap.password, role: 'admin', ...placeholderContact(bootstrap.logonId) });
  } catch (error) {
    if (!(error instanceof AppError) || !error.fields) throw error;
    const broken = Object.keys(error.fields).map((field) =>
      field === 'password'
        ? 'BOOTSTRAP_ADMIN_PASSWORD (8 to 30 characters with a digit, an upper-case and a lower-case letter and a symbol)'
        : 'BOOTSTRAP_ADMIN_LOGON_ID (4 to 30 letters, digits, _ or .)',
    );
    throw new ConfigError(`the first administrator cannot be made: ${[...new Set(broken)].join('; ')}`);
  }
}

function activeAdminExists(db: Db): Promise<boolean> {
  return createStaffAccountsRepository({ db }).activeAdminExists();
}

function tell(log: BootstrapLog, bootstrap: BootstrapAdmin, outcome: BootstrapOutcome): void {
  if (outcome.action === 'created') {
    log.info(`Created administrator ${outcome.logonId}; the console asks for a new password at first login`);
  } else if (outcome.action === 'ignored' && outcome.reason === 'adminExists') {
    log.info('An active administrator exists: BOOTSTRAP_ADMIN_LOGON_ID and BOOTSTRAP_ADMIN_PASSWORD are ignored (they may be removed)');
  } else if (outcome.action === 'ignored') {
    log.warn(
      `No active administrator, but the login name ${bootstrap.logonId} belongs to another account: no administrator was made. ` +
        'Set another BOOTSTRAP_ADMIN_LOGON_ID, or use `npm run staff -- create <logonId> --role admin`.',
    );
  }
}
