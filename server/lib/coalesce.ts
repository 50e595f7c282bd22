/**
 * Resolves once the event loop has read the requests that have arrived: a read starts only
 * then, so that every caller already at the door joins it. PGlite answers on this thread
 * without yielding, so a read started at once would be over before the next request is parsed.
 */
const afterPendingIo = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Identical reads share one trip to the database, and no caller gets an answer older than its
 * call. A call whose key has no read waiting schedules one, which starts once the requests that
 * have arrived are read and answers every call made before it starts; a call that arrives while
 * a read runs waits for the next, which starts when the running one ends. So fifty callers
 * asking for the same day's berths at once cost one or two reads, and each answer was read
 * after its caller asked (a plain shared promise could hand a caller a read that started
 * before a berth it had just bought was taken).
 */
export function coalesced<A extends unknown[], R>(keyOf: (...args: A) => string, read: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  /** Per key, its latest read: running (`started`) or waiting to start. */
  const latest = new Map<string, { promise: Promise<R>; started: boolean }>();

  return (...args: A) => {
    const key = keyOf(...args);
    const last = latest.get(key);
    if (last && !last.started) return last.promise;

    const flight = { promise: undefined as unknown as Promise<R>, started: false };
    const begin = () => {
      flight.started = true;
      return read(...args);
    };
    flight.promise = (last ? last.promise.then(afterPendingIo, afterPendingIo) : afterPendingIo()).then(begin);
    latest.set(key, flight);
    const forget = () => {
      if (latest.get(key) === flight) latest.delete(key);
    };
    flight.promise.then(forget, forget);
    return flight.promise;
  };
}
