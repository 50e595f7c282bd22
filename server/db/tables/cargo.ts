import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { Currency } from '../../../src/domain/baseData';
import { CONTAINER_TYPES, type ContainerType } from '../../../src/domain/shipping/enums';
import {
  EVENT_CLASSIFIERS,
  TRACKING_EVENT_CODES,
  type EventClassifier,
  type TrackingEventCode,
  type TrackingEventType,
} from '../../../src/domain/shipping/tracking';
import { ports } from './baseData';
import { enterprises, users } from './identity';
import { bookings } from './shipping';
import { voyages } from './voyages';

/**
 * Containers of confirmed bookings with their tracking events (DCSA codes), and the demurrage
 * and detention tariffs per port and container type. A container carries its enterprise id,
 * and every customer read is scoped by it.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });
const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** A numbered container of a booking (ISO 6346; the check digit is checked before it is written). */
export const containers = pgTable(
  'containers',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    containerNo: text('container_no').notNull(),
    containerType: text('container_type').$type<ContainerType>().notNull(),
    /** declared by the enterprise on the container upload; null when the clerk numbered it */
    sealNo: text('seal_no'),
    /** verified gross mass (SOLAS VGM), kilograms; null until declared */
    vgmKg: numeric('vgm_kg', { precision: 12, scale: 2, mode: 'number' }),
    bookingUuid: uuid('booking_uuid')
      .notNull()
      .references(() => bookings.uuid, { onDelete: 'cascade' }),
    enterpriseId: uuid('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    // A box travels on many bookings over its life, once on each.
    unique('containers_booking_no_unique').on(t.bookingUuid, t.containerNo),
    index('containers_no_idx').on(t.containerNo),
    index('containers_enterprise_idx').on(t.enterpriseId),
    check('containers_no_check', sql`${t.containerNo} ~ '^[A-Z]{3}[UJZ][0-9]{7}$'`),
    check('containers_type_check', sql`${t.containerType} in (${quoted(CONTAINER_TYPES)})`),
  ],
);

/** What happened (ACT) or is planned (PLN) to a container, or to the vessel carrying it, where and when. */
export const containerEvents = pgTable(
  'container_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    containerUuid: uuid('container_uuid')
      .notNull()
      .references(() => containers.uuid, { onDelete: 'cascade' }),
    enterpriseId: uuid('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    eventType: text('event_type').$type<TrackingEventType>().notNull(),
    eventCode: text('event_code').$type<TrackingEventCode>().notNull(),
    classifier: text('classifier').$type<EventClassifier>().notNull(),
    /** UN/LOCODE */
    locationCode: text('location_code')
      .notNull()
      .references(() => ports.code),
    eventTime: ts('event_time').notNull(),
    /** the sailing of a LOAD, DISC, DEPA or ARRI */
    voyageUuid: uuid('voyage_uuid').references(() => voyages.uuid, { onDelete: 'set null' }),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('container_events_container_idx').on(t.containerUuid, t.eventTime),
    check('container_events_type_check', sql`${t.eventType} in ('EQUIPMENT', 'TRANSPORT')`),
    check('container_events_code_check', sql`${t.eventCode} in (${quoted(TRACKING_EVENT_CODES)})`),
    check('container_events_classifier_check', sql`${t.classifier} in (${quoted(EVENT_CLASSIFIERS)})`),
  ],
);

/** Demurrage and detention tariff of a port and container type: free days, then the tiers. */
export const dndTariffs = pgTable(
  'dnd_tariffs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    portCode: text('port_code')
      .notNull()
      .references(() => ports.code),
    containerType: text('container_type').$type<ContainerType>().notNull(),
    /** the port's currency */
    currency: text('currency').$type<Currency>().notNull(),
    freeDays: integer('free_days').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('dnd_tariffs_port_type_unique').on(t.portCode, t.containerType),
    check('dnd_tariffs_type_check', sql`${t.containerType} in (${quoted(CONTAINER_TYPES)})`),
    check('dnd_tariffs_currency_check', sql`${t.currency} in ('RMB', 'JPY')`),
    check('dnd_tariffs_free_days_check', sql`${t.freeDays} between 0 and 60`),
  ],
);

/** Days fromDay..toDay (null: every later day) of a tariff at a daily rate per container, in minor units. */
export const dndTariffTiers = pgTable(
  'dnd_tariff_tiers',
  {
    tariffId: uuid('tariff_id')
      .notNull()
      .references(() => dndTariffs.id, { onDelete: 'cascade' }),
    fromDay: integer('from_day').notNull(),
    toDay: integer('to_day'),
    rateMinor: integer('rate_minor').notNull(),
  },
  (t) => [
    primaryKey({ name: 'dnd_tariff_tiers_pk', columns: [t.tariffId, t.fromDay] }),
    check('dnd_tariff_tiers_days_check', sql`${t.fromDay} >= 1 and (${t.toDay} is null or ${t.toDay} >= ${t.fromDay})`),
    check('dnd_tariff_tiers_rate_check', sql`${t.rateMinor} > 0`),
  ],
);
