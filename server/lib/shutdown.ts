/**
 * An orderly stop on SIGTERM or SIGINT: `close` stops accepting, lets in-flight requests finish,
 * stops the sweeps and closes the database; the process then exits 0. If that takes longer than
 * the grace period it exits 1, so an orchestrator is never kept waiting.
 *
 * A signal that repeats within a moment is the same request arriving twice (Ctrl-C reaches the
 * whole process group, and npm forwards it to its child as well), so it is ignored; a later one
 * means "now", and the process exits at once.
 */
export interface ShutdownOptions {
  graceMs: number;
  close: (signal: NodeJS.Signals) => Promise<void>;
  log?: (message: string) => void;
  exit?: (code: number) => void;
  /** signals closer than this to the first one are taken as duplicates */
  repeatWindowMs?: number;
}

export function onShutdownSignals({ graceMs, close, log = console.log, exit = (code) => process.exit(code), repeatWindowMs = 2_000 }: ShutdownOptions): void {
  let firstAt: number | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    const now = Date.now();
    if (firstAt !== undefined) {
      if (now - firstAt < repeatWindowMs) return;
      log(`${signal} again: stopping now`);
      exit(1);
      return;
    }
    firstAt = now;
    log(`${signal}: finishing the requests in flight (at most ${graceMs} ms), then stopping`);
    const timer = setTimeout(() => {
      log(`still not stopped after ${graceMs} ms: stopping now`);
      exit(1);
    }, graceMs);
    timer.unref();
    close(signal).then(
      () => {
        clearTimeout(timer);
        log('stopped');
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(timer);
        log(`stopping failed: ${error instanceof Error ? error.message : String(error)}`);
        exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
