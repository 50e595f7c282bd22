/** Minimal logger shape (Fastify's pino logger fits). */
export interface BackgroundLog {
  error(details: Record<string, unknown>, message: string): void;
}

/**
 * Work that runs after the answer has gone out: mail whose sending must not show
 * in the response time (the forgotten-password answers are the same whether or not
 * the account exists), or must not hold up a reviewer. Failures are logged;
 * `drain` waits for what is still running, so closing the app loses nothing.
 */
export interface Background {
  run(name: string, task: () => Promise<unknown>): void;
  drain(): Promise<void>;
}

export function createBackground(log: BackgroundLog): Background {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const promise: Promise<void> = Promise.resolve()
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error, task: name }, 'background task failed'),
        )
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async drain() {
      while (running.size) await Promise.all([...running]);
    },
  };
}
