import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { settings, type SettingKey, type SettingValues } from '../schema';

/** Writes one setting, replacing an older value: what the settings module's repository `put` does, for seeds, which sit below modules. */
export async function putSetting<K extends SettingKey>(db: Db, key: K, value: SettingValues[K]): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}
