/**
 * Identical reads share one trip to the database, and no caller gets an answer older than its
 * call: a call whose key has no read running starts one; a call that arrives while one runs
 * waits for the next, which starts when the running one ends and answers every call that
 * arrived meanwhile. So fifty callers asking for the same day's berths at once cost two reads,
 * and each answer was read after its caller asked (a plain shared promise could hand a caller
 * a read that started before a berth it had just bought was taken).
 */
export function coalesced<A extends unknown[], R>(keyOf: (...args: A) => string, read: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  /** Per key, its latest read: running (`started`) or waiting for the one before it. */
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
    flight.promise = last ? last.promise.then(begin, begin) : begin();
    latest.set(key, flight);
    const forget = () => {
      if (latest.get(key) === flight) latest.delete(key);
    };
    flight.promise.then(forget, forget);
    return flight.promise;
  };
}
