/**
 * A cache of base data (routes, ports, fares, fuel surcharges, dictionaries, settings) for the
 * hot reads and the order submit, invalidated by a version rather than by time.
 *
 * Why a version row and not a TTL: staff change fares, BAF and settings in any of several server
 * processes on one PostgreSQL, and a customer must never be priced with a fare that was replaced
 * seconds ago. Triggers on the cached tables bump `cache_versions.version` in the writer's own
 * transaction (migration 0013), and each request reads that version inside the statement that
 * fetches its live data (sailings, berths), so checking it costs no extra round trip. A request
 * calls `see(version)` first and only then `get`: whatever it takes from the cache was loaded
 * after that version was committed, in this process or another.
 */
export interface VersionedCache {
  /** Tells the cache the version a request just read; a newer one drops every entry. */
  see(version: number): void;
  /** The value under `key`, loaded once per version (concurrent callers share one load). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** The newest version seen so far (0 before any). */
  readonly version: number;
}

export function createVersionedCache(): VersionedCache {
  let version = 0;
  let entries = new Map<string, Promise<unknown>>();
  return {
    see(seen) {
      // An older version comes from a request whose statement ran before a newer one's: keep the newer data.
      if (seen <= version) return;
      version = seen;
      entries = new Map();
    },
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const held = entries.get(key);
      if (held) return held as Promise<T>;
      const own = entries;
      // Promise.resolve: a Drizzle query is a thenable that runs again on every await; this runs it once.
      const loading = Promise.resolve(load());
      own.set(key, loading);
      // A failed load is not remembered: the next caller tries again.
      loading.catch(() => {
        if (own.get(key) === loading) own.delete(key);
      });
      return loading;
    },
    get version() {
      return version;
    },
  };
}
