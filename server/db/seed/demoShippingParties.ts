import { eq } from 'drizzle-orm';
import { logonIdKey } from '../../lib/auth/logonIdKey';
import type { Db } from '../client';
import { enterprises, users } from '../schema';
import { DEMO_ENTERPRISE } from './users.seed';

/** The demo enterprise, its shipper and the shipping clerk, as the container seeds act for them; undefined until the users step made them. */
export async function demoShippingParties(db: Db): Promise<{ enterprise: { id: string }; shipper: { id: string }; clerk: { id: string } } | undefined> {
  const [enterprise] = await db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.creditCode, DEMO_ENTERPRISE.creditCode));
  const [shipper] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.logonIdKey, logonIdKey('demo.shipper')));
  const [clerk] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.logonIdKey, logonIdKey('demo.shipping')));
  if (!enterprise || !shipper || !clerk) return undefined;
  return { enterprise, shipper, clerk };
}
