import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ErrorCode } from '../../../src/domain/errorCodes';
import { STAFF_ROLES } from '../../../src/domain/roles';
import { ConfigError, loadConfig } from '../../config';
import { openDb, pgliteDataDir, type DbHandle } from '../../db/client';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from '../../db/lock';
import { pendingMigrations } from '../../db/migrate';
import { systemClock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { rethrowAsTaken } from '../users/users.service';
import { checkStaffPassword, insertStaffAccount, listStaffAccounts, placeholderContact, prepareStaffAccount, setPasswordBySomeoneElse } from './accounts.staff';

/**
 * Staff accounts for operators, on the server's own database settings (DATABASE_URL, or the
 * embedded database in DATA_DIR while the server is stopped):
 *
 *   npm run staff -- create <logonId> --role <role> [--email e] [--name n]   (password on standard input)
 *   npm run staff -- reset-password <logonId>                                 (password on standard input)
 *   npm run staff -- list
 *
 * A password set here is the account's until its next login, where the console makes it choose
 * its own. Exit code 0 when done, 1 when refused, with the reason on one line.
 */

const USAGE =
  'usage: npm run staff -- create <logonId> --role <' +
  STAFF_ROLES.join('|') +
  '> [--email <e-mail>] [--name <name>] | reset-password <logonId> | list ' +
  '(passwords are read from standard input)';

/** A refusal the operator reads: one line, exit code 1. */
class Refusal extends Error {}

type Command =
  { kind: 'create'; logonId: string; role: string; email?: string; name?: string } | { kind: 'reset-password'; logonId: string } | { kind: 'list' };

function parseCommand(argv: string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { role: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' } } });
  } catch (error) {
    throw new Refusal(`${(error as Error).message}; ${USAGE}`);
  }
  const [kind, logonId, ...extra] = parsed.positionals;
  const { role, email, name } = parsed.values;
  if (kind === 'list' && !logonId) return { kind };
  if (kind === 'create' && logonId && extra.length === 0) {
    if (!role) throw new Refusal(`create needs --role (${STAFF_ROLES.join(', ')})`);
    return { kind, logonId, role, email, name };
  }
  if (kind === 'reset-password' && logonId && extra.length === 0 && !role && !email && !name) return { kind, logonId };
  throw new Refusal(USAGE);
}

/** A password from standard input: typed without echo at a terminal (twice), else the first line of what is piped. */
async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const first = await readHidden('Password: ');
    if (first !== (await readHidden('Again: '))) throw new Refusal('the two passwords differ');
    return first;
  }
  let text = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) text += chunk as string;
  const line = text.split(/\r?\n/)[0] ?? '';
  if (!line) throw new Refusal('no password on standard input (pipe it in, for example: printf %s "$PASSWORD" | npm run staff -- ...)');
  return line;
}

function readHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (then: () => void) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
      then();
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') return finish(() => resolve(value));
        if (ch === '\u0003') return finish(() => reject(new Refusal('cancelled')));
        value = ch === '\u007f' || ch === '\b' ? value.slice(0, -1) : value + ch;
      }
    };
    stdin.on('data', onData);
  });
}

/** The driver's own words under the query builder's wrapping (connect ECONNREFUSED ..., password authentication failed ...). */
function deepestMessage(error: unknown): string {
  let message = error instanceof Error ? error.message : String(error);
  for (let current = (error as { cause?: unknown })?.cause, depth = 0; current && depth < 5; depth++) {
    if (current instanceof Error && current.message) message = current.message;
    current = (current as { cause?: unknown }).cause;
  }
  return message;
}

function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string') return code;
    current = cause;
  }
  return undefined;
}

/** The database the server uses, once its migrations are applied (the server applies them; this never does). */
async function openPrepared(): Promise<{ handle: DbHandle; lock?: DataDirLock }> {
  const config = loadConfig(process.env);
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    const folder = pgliteDataDir(config.dataDir);
    if (!existsSync(folder))
      throw new Refusal(`no database in ${folder}: start the server once (it creates and migrates it), or set DATA_DIR or DATABASE_URL as the server has them`);
    // The embedded database serves one process: the server's, while it runs.
    lock = acquireDataDirLock(config.dataDir, folder);
  }
  const handle = await openDb(config);
  try {
    // No migrations table at all (SQLSTATE 42P01) is a database never prepared; any other failure (no connection) is told as it is.
    const where = config.databaseUrl ? `PostgreSQL, schema ${config.databaseSchema}` : 'embedded';
    const pending = await pendingMigrations(handle.db).catch((error: unknown) => {
      if (sqlStateOf(error) === '42P01') return Number.POSITIVE_INFINITY;
      throw new Refusal(`cannot read the database (${where}): ${deepestMessage(error)}`);
    });
    if (pending > 0)
      throw new Refusal(`the database (${where}) is not up to date with this version's migrations: start the server of this version once, then try again`);
  } catch (error) {
    await handle.close();
    lock?.release();
    throw error;
  }
  return { handle, lock };
}

/** The new account's body for the shared schema: its name and e-mail are placeholders unless given. */
function accountOf(command: Extract<Command, { kind: 'create' }>, password: string) {
  const contact = placeholderContact(command.logonId);
  return { logonId: command.logonId, password, role: command.role, cnName: command.name ?? contact.cnName, email: command.email ?? contact.email };
}

async function run(command: Command): Promise<string[]> {
  // The password is read and checked before the database is opened: a prompt never keeps the embedded database locked.
  const password = command.kind === 'list' ? '' : await readPassword();
  const prepared = command.kind === 'create' ? await prepareStaffAccount(accountOf(command, password)) : undefined;
  if (command.kind === 'reset-password') await checkStaffPassword(password);

  const { handle, lock } = await openPrepared();
  try {
    const { db } = handle;
    if (command.kind === 'list') {
      const accounts = await listStaffAccounts(db);
      return accounts.map((a) => [a.logonId, a.role, a.disabled ? 'disabled' : 'active', ...(a.mustChangePassword ? ['must-change-password'] : [])].join('\t'));
    }
    if (command.kind === 'reset-password') {
      const account = await setPasswordBySomeoneElse(db, systemClock, { logonId: command.logonId }, password, { system: 'system.cli' });
      return [`reset the password of ${account.role} ${account.logonId}: its sessions ended, and it must choose a new password at its next login`];
    }
    const account = await db
      .transaction((tx) => insertStaffAccount(tx, prepared!, { actor: { system: 'system.cli' }, mustChangePassword: true, now: systemClock() }))
      .catch((error: unknown) => rethrowAsTaken(error));
    return [`created ${account.role} ${account.logonId}: it must choose a new password at its first login`];
  } finally {
    await handle.close();
    lock?.release();
  }
}

/** An error as the operator's one line; anything unexpected keeps its message. */
function reasonOf(error: unknown): string {
  if (error instanceof Refusal || error instanceof ConfigError || error instanceof DataDirLockedError) return error.message;
  if (error instanceof AppError) {
    if (error.code === ErrorCode.NOT_FOUND) return 'no staff account with that login name';
    const fields = Object.entries(error.fields ?? {}).map(([field, text]) => `${field}: ${text.message}（${text.jpMessage}）`);
    return fields.length > 0 ? fields.join('; ') : `${error.message}（${error.jpMessage}）`;
  }
  return error instanceof Error ? error.message : String(error);
}

async function main(): Promise<void> {
  try {
    for (const line of await run(parseCommand(process.argv.slice(2)))) console.log(line);
    process.exitCode = 0;
  } catch (error) {
    console.error(`refused: ${reasonOf(error).replace(/\s*\n\s*/g, ' ')}`);
    process.exitCode = 1;
  }
}

void main();
