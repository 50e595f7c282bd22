import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OrderPassengerInput, OrderRequest } from '../../src/domain/ticketing/order';
import { localDate } from '../../src/domain/voyages';
import type { Db } from '../db/client';
import { voyageInventory, voyages } from '../db/schema';
import { authHeader, createUser, loginAs } from './login';

/** Shared set-up of the order tests: sailings, passengers born relative to a departure, logged-in users. */

const DAY = 24 * 3600 * 1000;

export type Sailing = typeof voyages.$inferSelect;

/** Scheduled sailings of a route departing more than `daysAhead` days from now, earliest first. */
export function futureSailings(db: Db, routeCode: string, daysAhead = 2): Promise<Sailing[]> {
  return db
    .select()
    .from(voyages)
    .where(and(eq(voyages.routeCode, routeCode), eq(voyages.status, 'SCHEDULED'), gt(voyages.departureTime, new Date(Date.now() + daysAhead * DAY))))
    .orderBy(asc(voyages.departureTime));
}

const inventoryRow = (voyageUuid: string, cabinClass: string) => and(eq(voyageInventory.voyageUuid, voyageUuid), eq(voyageInventory.cabinClass, cabinClass));

export async function remaining(db: Db, voyageUuid: string, cabinClass: string): Promise<number> {
  const [row] = await db.select({ remaining: voyageInventory.remainingBerths }).from(voyageInventory).where(inventoryRow(voyageUuid, cabinClass));
  if (!row) throw new Error(`no inventory for ${voyageUuid} ${cabinClass}`);
  return row.remaining;
}

export async function setRemaining(db: Db, voyageUuid: string, cabinClass: string, berths: number): Promise<void> {
  await db.update(voyageInventory).set({ remainingBerths: berths }).where(inventoryRow(voyageUuid, cabinClass));
}

/** The departure day of a sailing from Shanghai (or any Chinese port), as the rules see it. */
export const departureDay = (sailing: Sailing, port = 'CNSHA'): string => localDate(sailing.departureTime, port);

/** `day` shifted by whole years and days, as YYYY-MM-DD. */
export function shiftDay(day: string, years: number, days = 0): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, d) + days * DAY).toISOString().slice(0, 10);
}

export function passenger(ticketType: string, birthDate: string, overrides: Partial<OrderPassengerInput> = {}): OrderPassengerInput {
  return {
    cnSurname: '王',
    cnGivenName: '小明',
    enSurname: 'WANG',
    enGivenName: 'XIAOMING',
    nationality: 'CN',
    gender: 'MALE',
    certificateType: 'PASSPORT',
    certificateNo: `E${randomBytes(4).toString('hex').toUpperCase()}`,
    certificateExpiry: '2035-05-01',
    secondCertificateType: '',
    secondCertificateNo: '',
    secondCertificateExpiry: '',
    birthDate,
    career: '',
    email: '',
    cnMobile: '',
    jpMobile: '090-1234-5678',
    jpAddress: '大阪府大阪市住之江区南港北1-20-52',
    sailingPurpose: '',
    ticketType,
    ...overrides,
  };
}

/** An adult of 30 at any departure in the next years. */
export const adult = (overrides: Partial<OrderPassengerInput> = {}) => passenger('ADULT', '1990-02-28', overrides);

/** A one-way submit of one adult in the cabin class; `overrides` change any part. */
export function oneWay(sailing: Sailing, cabinClass: string, overrides: Partial<OrderRequest> = {}): OrderRequest {
  return {
    submit: true,
    orderType: 'ONE_WAY',
    outbound: { voyageUuid: sailing.uuid, cabinClass },
    contactName: '王小明',
    contactPhone: '+86 138-0013-8000',
    contactEmail: 'wang@example.org',
    passengers: [adult()],
    extraBed: false,
    noticeAgreed: true,
    ...overrides,
  };
}

/** A new individual user, logged in through the real token endpoint. */
export async function newUser(app: FastifyInstance, db: Db): Promise<{ userId: string; headers: { authorization: string } }> {
  const logonId = `ord_${randomBytes(5).toString('hex')}`;
  const user = await createUser(db, { logonId, role: 'individual' });
  return { userId: user.userId, headers: authHeader(await loginAs(app, logonId)) };
}
