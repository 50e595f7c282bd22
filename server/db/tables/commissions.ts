import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { RAIL_COMMISSION_STATUSES, type RailCommissionLine, type RailCommissionStatus } from '../../../src/domain/shipping/railCommissions';
import { loadingAddresses } from './addresses';
import { enterprises, users } from './identity';
import { bookings } from './shipping';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Rail commission numbers (RC26000001): a sequence hands out each value once, even to concurrent transactions. */
export const RAIL_COMMISSION_NO_SEQUENCE = 'rail_commission_no_seq';
export const railCommissionNoSequence = pgSequence(RAIL_COMMISSION_NO_SEQUENCE, { startWith: 1, increment: 1 });

/**
 * Rail carriage of a booking's containers, commissioned by the enterprise and decided by the
 * shipping clerk (the rail commission statechart). The enterprise id is repeated so every read is
 * scoped by it directly; the decision (who, when, the reason of a rejection) is kept on the row.
 */
export const railCommissions = pgTable(
  'rail_commissions',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    commissionNo: text('commission_no').notNull().unique(),
    enterpriseId: uuid('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    bookingUuid: uuid('booking_uuid')
      .notNull()
      .references(() => bookings.uuid, { onDelete: 'cascade' }),
    status: text('status').$type<RailCommissionStatus>().notNull(),
    originStation: text('origin_station').notNull(),
    destinationStation: text('destination_station').notNull(),
    // A deleted address leaves the commission without one rather than deleting it.
    loadingAddressUuid: uuid('loading_address_uuid').references(() => loadingAddresses.uuid, { onDelete: 'set null' }),
    readyDate: date('ready_date', { mode: 'string' }).notNull(),
    containers: jsonb('containers').$type<RailCommissionLine[]>().notNull(),
    cargoDescription: text('cargo_description').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    remarks: text('remarks').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    decidedAt: ts('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
  },
  (t) => [
    index('rail_commissions_enterprise_created_idx').on(t.enterpriseId, t.createdAt.desc()),
    // The shipping clerk's list: by status, newest first.
    index('rail_commissions_status_created_idx').on(t.status, t.createdAt.desc()),
    check('rail_commissions_status_check', sql`${t.status} in (${sql.raw(RAIL_COMMISSION_STATUSES.map((v) => `'${v}'`).join(', '))})`),
  ],
);
