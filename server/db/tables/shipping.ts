import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgSequence, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES, CONTAINER_TYPES, MESSAGE_TYPES, PARTY_ROLES } from '../../../src/domain/shipping/enums';
import type { BookingActor, BookingStatus, ContainerType, MessageType, PartyRole } from '../../../src/domain/shipping/enums';
import type { BookingForm } from '../../../src/domain/shipping/schemas';
import { enterprises, users } from './identity';
import { voyages } from './voyages';

/**
 * Container shipping: the enterprise's address book, its bookings (with containers, parties
 * and history), booking templates, bills of lading, and messages to users. Every row an
 * enterprise owns carries its enterprise id, and every read and write is scoped by it.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });
const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** Booking numbers: a sequence hands out each value once, even to concurrent transactions. */
export const BOOKING_NO_SEQUENCE = 'booking_no_seq';
export const bookingNoSequence = pgSequence(BOOKING_NO_SEQUENCE, { startWith: 1, increment: 1 });

/** Bill of lading numbers, likewise. */
export const BL_NO_SEQUENCE = 'bl_no_seq';
export const blNoSequence = pgSequence(BL_NO_SEQUENCE, { startWith: 1, increment: 1 });

/** The enterprise's address book: shippers, consignees, notify parties...; the flags say which roles each can take. */
export const parties = pgTable(
  'parties',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    enterpriseId: uuid('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    contact: text('contact').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    /** ISO 3166-1 alpha-2, '' when not given */
    countryCode: text('country_code').notNull().default(''),
    /** BK */
    bookingInd: boolean('booking_ind').notNull().default(false),
    /** SH */
    shipperInd: boolean('shipper_ind').notNull().default(false),
    /** CO */
    consigneeInd: boolean('consignee_ind').notNull().default(false),
    /** NF1 */
    notifyPartyInd: boolean('notify_party_ind').notNull().default(false),
    /** NF2: second notify party / loading-place contact */
    secondNotifyPartyInd: boolean('second_notify_party_ind').notNull().default(false),
    /** NF3 */
    destinationReceiver: boolean('destination_receiver').notNull().default(false),
    /** FW */
    forwarderInd: boolean('forwarder_ind').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('parties_enterprise_name_idx').on(t.enterpriseId, t.name)],
);

/** A container booking of an enterprise; its number is assigned when it is created (Draft included). */
export const bookings = pgTable(
  'bookings',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    /** e.g. BK26000012 */
    bookingNo: text('booking_no').notNull().unique(),
    enterpriseId: uuid('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<BookingStatus>().notNull(),
    /** the booking statechart's full state value, beside the spec's status */
    stateValue: jsonb('state_value').notNull(),
    /** port of loading, UN/LOCODE; '' while a draft has none */
    polCode: text('pol_code').notNull().default(''),
    /** port of discharge, UN/LOCODE */
    podCode: text('pod_code').notNull().default(''),
    /** the container sailing (queryItsVoyage); its code and vessel are copied for lists and the bill */
    voyageUuid: uuid('voyage_uuid').references(() => voyages.uuid),
    voyageCode: text('voyage_code').notNull().default(''),
    vessel: text('vessel').notNull().default(''),
    commodity: text('commodity').notNull().default(''),
    cargoDescription: text('cargo_description').notNull().default(''),
    marks: text('marks').notNull().default(''),
    remarks: text('remarks').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    submittedAt: ts('submitted_at'),
  },
  (t) => [
    // An enterprise's bookings, newest first.
    index('bookings_enterprise_created_idx').on(t.enterpriseId, t.createdAt.desc()),
    // The shipping clerk's list: by status, newest first.
    index('bookings_status_created_idx').on(t.status, t.createdAt.desc()),
    check('bookings_status_check', sql`${t.status} in (${quoted(BOOKING_STATUSES)})`),
    // Past Draft a booking has its sailing.
    check('bookings_sailing_check', sql`${t.status} in ('Draft', 'Canceled') or ${t.voyageUuid} is not null`),
  ],
);

/** Container lines of a booking: type, how many, gross weight of the line. */
export const bookingContainers = pgTable(
  'booking_containers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingUuid: uuid('booking_uuid')
      .notNull()
      .references(() => bookings.uuid, { onDelete: 'cascade' }),
    enterpriseId: uuid('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    containerType: text('container_type').$type<ContainerType>().notNull(),
    quantity: integer('quantity').notNull(),
    grossWeightKg: numeric('gross_weight_kg', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    unique('booking_containers_line_unique').on(t.bookingUuid, t.lineNo),
    check('booking_containers_type_check', sql`${t.containerType} in (${quoted(CONTAINER_TYPES)})`),
    check('booking_containers_quantity_check', sql`${t.quantity} between 1 and 99`),
    check('booking_containers_weight_check', sql`${t.grossWeightKg} > 0`),
  ],
);

/** The parties of a booking, one per role: a copy of the fields when saved, and the address-book entry they came from. */
export const bookingParties = pgTable(
  'booking_parties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingUuid: uuid('booking_uuid')
      .notNull()
      .references(() => bookings.uuid, { onDelete: 'cascade' }),
    enterpriseId: uuid('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    role: text('role').$type<PartyRole>().notNull(),
    partyUuid: uuid('party_uuid').references(() => parties.uuid, { onDelete: 'set null' }),
    name: text('name').notNull().default(''),
    address: text('address').notNull().default(''),
    contact: text('contact').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    countryCode: text('country_code').notNull().default(''),
  },
  (t) => [unique('booking_parties_role_unique').on(t.bookingUuid, t.role), check('booking_parties_role_check', sql`${t.role} in (${quoted(PARTY_ROLES)})`)],
);

/** Every move of a booking, in order. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingUuid: uuid('booking_uuid')
      .notNull()
      .references(() => bookings.uuid, { onDelete: 'cascade' }),
    enterpriseId: uuid('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    fromState: jsonb('from_state'),
    toState: jsonb('to_state').notNull(),
    fromStatus: text('from_status').$type<BookingStatus>(),
    toStatus: text('to_status').$type<BookingStatus>().notNull(),
    actor: text('actor').$type<BookingActor>().notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingUuid, t.createdAt), check('booking_events_actor_check', sql`${t.actor} in ('customer', 'staff')`)],
);

/** Named copies of a booking's content, to start new bookings from. */
export const bookingTemplates = pgTable(
  'booking_templates',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    enterpriseId: uuid('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** the booking form's content, without a sailing */
    content: jsonb('content').$type<BookingForm>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('booking_templates_name_idx').on(t.enterpriseId, t.name)],
);

/** The bill of lading of a confirmed booking: one per booking. */
export const billsOfLading = pgTable(
  'bills_of_lading',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    /** e.g. ESF26000007 */
    blNo: text('bl_no').notNull().unique(),
    bookingUuid: uuid('booking_uuid')
      .notNull()
      .unique()
      .references(() => bookings.uuid, { onDelete: 'cascade' }),
    enterpriseId: uuid('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    issuedAt: ts('issued_at').notNull(),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    telexReleasedAt: ts('telex_released_at'),
    telexReleasedBy: uuid('telex_released_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('bills_of_lading_enterprise_idx').on(t.enterpriseId, t.issuedAt.desc())],
);

/** Messages to a user, or to every user of an enterprise (recipient user null). */
export const userMessages = pgTable(
  'user_messages',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    enterpriseId: uuid('enterprise_id').references(() => enterprises.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<MessageType>().notNull(),
    titleZh: text('title_zh').notNull(),
    titleJa: text('title_ja').notNull(),
    bodyZh: text('body_zh').notNull(),
    bodyJa: text('body_ja').notNull(),
    bookingUuid: uuid('booking_uuid').references(() => bookings.uuid, { onDelete: 'set null' }),
    /** set on a message written once ever (a sweep's reminder): a second run, or another process, writes nothing */
    dedupeKey: text('dedupe_key').unique(),
    readAt: ts('read_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('user_messages_enterprise_idx').on(t.enterpriseId, t.createdAt.desc()),
    index('user_messages_user_idx').on(t.userId, t.createdAt.desc()),
    check('user_messages_recipient_check', sql`${t.enterpriseId} is not null or ${t.userId} is not null`),
    check('user_messages_type_check', sql`${t.type} in (${quoted(MESSAGE_TYPES)})`),
  ],
);
