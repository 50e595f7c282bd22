import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Versions of what server processes cache (server/lib/cache.ts). Triggers on the cached tables
 * (routes, ports, countries, fares, fuel surcharges, dictionaries, settings) bump the 'base' row
 * in the writer's own transaction, so a process sees the new version exactly when it can see
 * the new data, whichever process (or manual SQL) wrote it.
 */
export const cacheVersions = pgTable('cache_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
