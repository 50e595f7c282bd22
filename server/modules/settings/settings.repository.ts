import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings, type SettingKey, type SettingValues } from '../../db/schema';

export function createSettingsRepository({ db }: { db: Db }) {
  return {
    async get<K extends SettingKey>(key: K): Promise<SettingValues[K] | undefined> {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
      return row?.value as SettingValues[K] | undefined;
    },

    /** The value with its row locked until the transaction ends, so two editors saving take turns. */
    async lock<K extends SettingKey>(key: K): Promise<SettingValues[K] | undefined> {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).for('update');
      return row?.value as SettingValues[K] | undefined;
    },

    /** For settings the base seed provides: their absence is a broken installation, not a user error. */
    async require<K extends SettingKey>(key: K): Promise<SettingValues[K]> {
      const value = await this.get(key);
      if (value === undefined) throw new Error(`Setting "${key}" is missing: the base seed step has not run on this database`);
      return value;
    },

    async put<K extends SettingKey>(key: K, value: SettingValues[K]): Promise<void> {
      await db
        .insert(settings)
        .values({ key, value })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
