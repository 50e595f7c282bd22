import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { Currency } from '../../../src/domain/baseData';
import type { VoyageStatus } from '../../../src/domain/voyages';
import { ports } from './baseData';

/** A ferry route in one direction, e.g. SHA-OSA (Shanghai to Osaka). */
export const routes = pgTable(
  'routes',
  {
    code: text('code').primaryKey(),
    departurePort: text('departure_port')
      .notNull()
      .references(() => ports.code),
    arrivalPort: text('arrival_port')
      .notNull()
      .references(() => ports.code),
    /** vessel that usually sails the route; each voyage names its own */
    defaultVessel: text('default_vessel').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /**
     * Least time between arriving at this route's departure port and boarding one of its
     * sailings: a round trip's return on this route leaves at least this long after the
     * outbound arrives (DEFAULT_MIN_TURNAROUND_MINUTES, 2 h, unless the operator sets another).
     */
    minTurnaroundMinutes: integer('min_turnaround_minutes').notNull().default(120),
  },
  (t) => [
    unique('routes_port_pair_unique').on(t.departurePort, t.arrivalPort),
    check('routes_duration_check', sql`${t.durationMinutes} > 0`),
    check('routes_min_turnaround_check', sql`${t.minTurnaroundMinutes} >= 0`),
  ],
);

export const voyages = pgTable(
  'voyages',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    /** e.g. SO2612A */
    code: text('code').notNull().unique(),
    routeCode: text('route_code')
      .notNull()
      .references(() => routes.code),
    vessel: text('vessel').notNull(),
    departureTime: timestamp('departure_time', { withTimezone: true }).notNull(),
    /** estimated time of arrival */
    arrivalTime: timestamp('arrival_time', { withTimezone: true }).notNull(),
    status: text('status').$type<VoyageStatus>().notNull().default('SCHEDULED'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('voyages_route_departure_idx').on(t.routeCode, t.departureTime),
    check('voyages_status_check', sql`${t.status} in ('SCHEDULED', 'CANCELLED')`),
    check('voyages_times_check', sql`${t.arrivalTime} > ${t.departureTime}`),
  ],
);

/**
 * The units on sale per cabin class of one voyage: rooms of a class that sells rooms, berths of
 * one that sells berths (the class's saleUnit, src/domain/ticketing/saleUnit.ts); the column
 * names are older than rooms. Orders reserve by decrementing remaining, never below zero.
 */
export const voyageInventory = pgTable(
  'voyage_inventory',
  {
    voyageUuid: uuid('voyage_uuid')
      .notNull()
      .references(() => voyages.uuid, { onDelete: 'cascade' }),
    /** SHIPPING_CLASS_TYPE code */
    cabinClass: text('cabin_class').notNull(),
    totalBerths: integer('total_berths').notNull(),
    remainingBerths: integer('remaining_berths').notNull(),
  },
  (t) => [
    primaryKey({ name: 'voyage_inventory_pk', columns: [t.voyageUuid, t.cabinClass] }),
    check('voyage_inventory_remaining_check', sql`${t.remainingBerths} >= 0 and ${t.remainingBerths} <= ${t.totalBerths}`),
  ],
);

/** Fare per route direction x cabin class x ticket type, in the departure country's currency; effectiveTo is exclusive. */
export const fares = pgTable(
  'fares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    routeCode: text('route_code')
      .notNull()
      .references(() => routes.code),
    cabinClass: text('cabin_class').notNull(),
    /** TICKET_TYPE code */
    ticketType: text('ticket_type').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }),
  },
  (t) => [
    index('fares_route_cabin_idx').on(t.routeCode, t.cabinClass, t.ticketType, t.effectiveFrom),
    check('fares_currency_check', sql`${t.currency} in ('RMB', 'JPY')`),
    check('fares_amount_check', sql`${t.amount} >= 0`),
    check('fares_period_check', sql`${t.effectiveTo} is null or ${t.effectiveTo} > ${t.effectiveFrom}`),
  ],
);
