import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** The next value of a sequence of the schema (booking, bill of lading numbers...): each handed out once, even to concurrent transactions. */
export async function nextval(db: Db, sequence: string): Promise<number> {
  const result = await db.execute<{ value: string | number }>(sql`select nextval(${sequence}) as value`);
  const [row] = (result as unknown as { rows: { value: string | number }[] }).rows;
  return Number(row?.value);
}
