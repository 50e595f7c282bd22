/** How a sweep schedules its next round; tests pass their own so rounds run when they say, not after a sleep. */
export interface SweepTimers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: SweepTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/**
 * A background sweep's schedule: `round` now and then every `intervalMs` after the last one
 * ended, never two at once. `round` must not throw (it logs its own failures).
 */
export function repeatingRounds(round: () => Promise<void>, timers: SweepTimers = realTimers) {
  let timer: unknown;
  let running: Promise<unknown> | undefined;
  let stopped = true;
  return {
    /** Runs a round now and then every `intervalMs`, one round at a time. */
    start(intervalMs: number): void {
      if (!stopped) return;
      stopped = false;
      const next = () => {
        if (stopped) return;
        running = round().finally(() => {
          running = undefined;
          if (!stopped) timer = timers.set(next, intervalMs);
        });
      };
      next();
    },

    /** Stops the timer and waits for a round in progress (the app's close waits for it before the database closes). */
    async stop(): Promise<void> {
      stopped = true;
      if (timer !== undefined) timers.clear(timer);
      timer = undefined;
      await running;
    },
  };
}
