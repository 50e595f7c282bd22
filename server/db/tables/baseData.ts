import { sql } from 'drizzle-orm';
import type { Currency } from '../../../src/domain/baseData';
import { boolean, check, date, integer, jsonb, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/** Items of the data dictionaries (certificate types, cabin classes, ticket types, ...). */
export const dictionaryItems = pgTable(
  'dictionary_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    /** the spec's "English/Japanese" name; the product shows Japanese text */
    nameJa: text('name_ja').notNull(),
    sort: integer('sort').notNull().default(0),
    /** per-type facts such as a cabin class's room capacity or a ticket type's age limits */
    extra: jsonb('extra').$type<Record<string, string | number | boolean>>().notNull().default({}),
  },
  (t) => [unique('dictionary_items_type_code_unique').on(t.type, t.code)],
);

export const countries = pgTable('countries', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** ISO 3166-1 alpha-2 */
  code: text('code').notNull().unique(),
  nameZh: text('name_zh').notNull(),
  nameJa: text('name_ja').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const cities = pgTable('cities', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** UN/LOCODE of the city */
  code: text('code').notNull().unique(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  nameJa: text('name_ja').notNull(),
  countryCode: text('country_code')
    .notNull()
    .references(() => countries.code),
  sort: integer('sort').notNull().default(0),
});

export const ports = pgTable(
  'ports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** UN/LOCODE */
    code: text('code').notNull().unique(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    nameJa: text('name_ja').notNull(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    cityCode: text('city_code')
      .notNull()
      .references(() => cities.code),
    /** currency of fares and charges departing from this port */
    currency: text('currency').$type<Currency>().notNull(),
    isFerryPort: boolean('is_ferry_port').notNull().default(false),
    isContainerPort: boolean('is_container_port').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [check('ports_currency_check', sql`${t.currency} in ('RMB', 'JPY')`)],
);

/** Fuel surcharge (BAF) per paying ticket, by departure country; effectiveTo is exclusive. */
export const fuelSurcharges = pgTable(
  'fuel_surcharges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    departureCountry: text('departure_country').$type<'CN' | 'JP'>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('fuel_surcharges_currency_check', sql`${t.currency} in ('RMB', 'JPY')`),
    check('fuel_surcharges_amount_check', sql`${t.amount} >= 0`),
    check('fuel_surcharges_period_check', sql`${t.effectiveTo} is null or ${t.effectiveTo} > ${t.effectiveFrom}`),
  ],
);
