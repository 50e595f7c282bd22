import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

/** The one read the e-ticket needs beyond the orders module: whose order it is (mail after payment has no caller). */
export function createETicketRepository({ db }: { db: Db }) {
  return {
    async ownerOf(orderUuid: string): Promise<string | undefined> {
      const [row] = await db.select({ userUuid: orders.userUuid }).from(orders).where(eq(orders.uuid, orderUuid));
      return row?.userUuid;
    },
  };
}
export type ETicketRepository = ReturnType<typeof createETicketRepository>;
