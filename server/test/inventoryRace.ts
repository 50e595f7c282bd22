import { isDeepStrictEqual } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { ErrorCode } from '../../src/domain/errorCodes';
import { TICKETING_MESSAGES } from '../../src/domain/ticketing/messages';
import { ORDER_PATHS } from '../../src/domain/ticketing/order';
import type { Db } from '../db/client';
import { dictionaryItems, orderLegs, orders, voyageInventory } from '../db/schema';
import { adult, futureSailings, oneWay, type Sailing } from './orders.testkit';

/**
 * The inventory race (issue 10, point 4): many buyers submit orders for a cabin class with few
 * units left (rooms of the suite, each order a couple in one room; berths of the dormitory, each
 * order one adult), all at once, over real HTTP to one or several server processes,
 * while a sampler reads sold and remaining berths in one statement (one snapshot) again and
 * again. The caller decides what the figures must be; `report` lets the bench collect them.
 */

/** Order statuses whose legs hold berths (drafts hold none; these three gave theirs back). */
const NOT_HOLDING = ['DRAFT', 'CANCEL', 'REFUND', 'ABOLISH'] as const;

/** Units (rooms of a room class, berths of a berth class) of one sailing's cabin class. */
export interface Berths {
  total: number;
  remaining: number;
  /** units in the legs of orders that hold them */
  sold: number;
}

/**
 * The per-account cap of units held unpaid (dictionary data) lifted for every cabin class: the
 * races make a few accounts buy many rooms, and measure the inventory, not the cap.
 */
export async function liftHoldingCaps(db: Db): Promise<void> {
  await db
    .update(dictionaryItems)
    .set({ extra: sql`${dictionaryItems.extra} || '{"maxHeldPerAccount": 100000}'::jsonb` })
    .where(eq(dictionaryItems.type, 'SHIPPING_CLASS_TYPE'));
}

/** A room class's order is a couple in one room; a berth class's one adult in one berth. */
const raceOrder = ({ sailing, cabinClass }: Berth) => oneWay(sailing, cabinClass, cabinClass === 'SECOND_DORMITORY' ? {} : { passengers: [adult(), adult()] });

export interface RaceResult {
  buyers: number;
  capacity: number;
  /** answers with code 200 */
  sold: number;
  /** answers that are exactly the not-enough-tickets envelope (10409 at outbound.cabinClass) */
  notEnough: number;
  /** any other answer (HTTP status and body), which should never happen */
  other: { status: number; body: unknown }[];
  /** distinct order numbers among the successful answers */
  orderNumbers: number;
  /** readings taken while the race ran, and after it */
  samples: number;
  /** readings where sold + remaining differed from the capacity, or sold exceeded it */
  badSamples: Berths[];
  final: Berths;
  /** from the first submit to the last answer */
  durationMs: number;
  /** more sold (answers or berths in orders) than the capacity */
  oversold: boolean;
}

/** What the not-enough-tickets answer of a one-way submit is, to the letter. */
const NOT_ENOUGH_ANSWER = {
  code: ErrorCode.CONFLICT,
  message: TICKETING_MESSAGES.notEnoughTickets.zh,
  jpMessage: TICKETING_MESSAGES.notEnoughTickets.ja,
  data: {
    fields: { 'outbound.cabinClass': { message: TICKETING_MESSAGES.notEnoughTickets.zh, jpMessage: TICKETING_MESSAGES.notEnoughTickets.ja } },
  },
  reason: 'order.not_enough_tickets',
};

/** A cabin class of a sailing that no race has used yet. */
export interface Berth {
  sailing: Sailing;
  cabinClass: string;
}

/**
 * Hands out (sailing, cabin class) pairs nobody has ordered from, so every repetition
 * starts clean without deleting anything. One-adult orders price on every route in these classes.
 */
export async function freshBerths(db: Db): Promise<() => Berth> {
  const routes = ['SHA-OSA', 'SHA-KOB', 'OSA-SHA', 'KOB-SHA'];
  const sailings = (await Promise.all(routes.map((route) => futureSailings(db, route, 2)))).flat();
  const pairs = sailings.flatMap((sailing) => ['SUITE', 'SECOND_DORMITORY'].map((cabinClass) => ({ sailing, cabinClass })));
  let next = 0;
  return () => {
    const pair = pairs[next++];
    if (!pair) throw new Error(`only ${pairs.length} unused sailing cabin classes in the seed`);
    return pair;
  };
}

const inventoryOf = ({ sailing, cabinClass }: Berth) => and(eq(voyageInventory.voyageUuid, sailing.uuid), eq(voyageInventory.cabinClass, cabinClass));

/** The cabin class holds exactly `capacity` berths, all unsold. */
export async function setCapacity(db: Db, berth: Berth, capacity: number): Promise<void> {
  await db.update(voyageInventory).set({ totalBerths: capacity, remainingBerths: capacity }).where(inventoryOf(berth));
}

/** Total, remaining and sold berths of a cabin class in one statement, so they come from one snapshot. */
export async function readBerths(db: Db, { sailing, cabinClass }: Berth): Promise<Berths> {
  const sold = db
    .select({ berths: sql<number>`coalesce(sum(${orderLegs.berths}), 0)::int` })
    .from(orderLegs)
    .innerJoin(orders, eq(orders.uuid, orderLegs.orderUuid))
    .where(
      and(
        eq(orderLegs.voyageUuid, voyageInventory.voyageUuid),
        eq(orderLegs.cabinClass, voyageInventory.cabinClass),
        sql`${orders.status} not in (${sql.join(
          NOT_HOLDING.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      ),
    );
  const [row] = await db
    .select({ total: voyageInventory.totalBerths, remaining: voyageInventory.remainingBerths, sold: sql<number>`(${sold})` })
    .from(voyageInventory)
    .where(and(eq(voyageInventory.voyageUuid, sailing.uuid), eq(voyageInventory.cabinClass, cabinClass)));
  if (!row) throw new Error(`no inventory for ${sailing.uuid} ${cabinClass}`);
  return { total: row.total, remaining: row.remaining, sold: Number(row.sold) };
}

const consistent = (b: Berths) => b.sold + b.remaining === b.total && b.sold <= b.total && b.remaining >= 0;

export interface RaceOptions {
  /** reads the berths while the race runs; any connection to the same database */
  db: Db;
  /** base URLs of the server processes (http://host:port); buyer i sends to origins[i % n] */
  origins: string[];
  /** logged-in buyers' headers, used in turn */
  buyers: { authorization: string }[];
  berth: Berth;
  capacity: number;
  /** how many submits, all in flight at once */
  submits: number;
}

/** Runs one race on a berth nobody has ordered from and returns its figures. */
export async function runInventoryRace({ db, origins, buyers, berth, capacity, submits }: RaceOptions): Promise<RaceResult> {
  await setCapacity(db, berth, capacity);
  const body = JSON.stringify(raceOrder(berth));
  const samples: Berths[] = [];
  let racing = true;
  const sampler = (async () => {
    while (racing) {
      samples.push(await readBerths(db, berth));
      // A pause between readings keeps the sampler from taking the CPU the servers need.
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();

  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: submits }, async (_, i) => {
      const response = await fetch(`${origins[i % origins.length]}/api${ORDER_PATHS.save}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...buyers[i % buyers.length] },
        body,
      });
      return { status: response.status, body: (await response.json()) as { code?: number; data?: { orderNo?: string } } };
    }),
  ).finally(() => {
    racing = false;
  });
  const durationMs = Math.round(performance.now() - started);
  await sampler;
  const final = await readBerths(db, berth);
  samples.push(final);

  const won = answers.filter((a) => a.status === 200 && a.body.code === 200);
  const notEnough = answers.filter((a) => a.status === 200 && isNotEnough(a.body));
  return {
    buyers: submits,
    capacity,
    sold: won.length,
    notEnough: notEnough.length,
    other: answers.filter((a) => !won.includes(a) && !notEnough.includes(a)),
    orderNumbers: new Set(won.map((a) => a.body.data?.orderNo)).size,
    samples: samples.length,
    badSamples: samples.filter((s) => !consistent(s)),
    final,
    durationMs,
    oversold: won.length > capacity || final.sold > capacity,
  };
}

const isNotEnough = (body: unknown): boolean => isDeepStrictEqual(body, NOT_ENOUGH_ANSWER);
