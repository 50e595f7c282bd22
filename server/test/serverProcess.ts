import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * A real server process (`node dist-server/main.js`, the build that `npm run serve` and production
 * run; the server project's global setup builds it when stale) for the tests that need processes
 * apart: several on one PostgreSQL, or one killed with SIGKILL and started again.
 */

export const BUILT_MAIN = fileURLToPath(new URL('../../dist-server/main.js', import.meta.url));

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly pid: number;
  /** http://127.0.0.1:<port> once started */
  readonly origin: string;
  /** everything the process wrote so far (stdout and stderr) */
  output(): string;
  /** resolves when the process has exited (at once if it already has) */
  exited(): Promise<void>;
  /** SIGKILL: no shutdown, no lock released, as a crash or the OOM killer would */
  crash(): Promise<void>;
  /** SIGTERM and wait: the server's own orderly shutdown */
  stop(): Promise<void>;
}

export class ServerStartError extends Error {
  override name = 'ServerStartError';
}

/**
 * Starts the server with `env` on top of this process's environment (DATABASE_URL is not
 * inherited: pass it to use PostgreSQL) on a free port, and resolves once it listens.
 * The payment sweep is pushed far out so that it does not run during a test, and the general API
 * rate limit is off.
 */
export async function startServerProcess(
  env: Record<string, string | undefined>,
  timeoutMs = 120_000,
  /** the program and its arguments; by default `node dist-server/main.js` */
  command: readonly string[] = [process.execPath, BUILT_MAIN],
): Promise<ServerProcess> {
  const { DATABASE_URL: _notInherited, ...inherited } = process.env;
  const [program, ...args] = command;
  const child = spawn(program!, args, {
    env: {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      PAYMENT_SWEEP_SECONDS: '86400',
      // The storms and races send thousands of requests from 127.0.0.1 within a minute.
      RATE_LIMIT_PER_IP: '0',
      RATE_LIMIT_PER_USER: '0',
      // and one account makes hundreds of orders: the limits on holding have their own tests
      MAX_UNPAID_ORDERS: '1000000',
      ORDER_SUBMITS_PER_MINUTE: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new ServerStartError(`server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Portal ready at http:\/\/[^:]+:(\d+)\//.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(Number(ready[1]));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new ServerStartError(`server exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
  const exited = () => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : exit);
  return {
    child,
    pid: child.pid!,
    origin: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    async crash() {
      child.kill('SIGKILL');
      await exited();
    },
    async stop() {
      child.kill('SIGTERM');
      await exited();
    },
  };
}
