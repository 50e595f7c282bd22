import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { enterprises, users } from './identity';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** The enterprise's loading addresses: where its containers are stuffed or picked up. */
export const loadingAddresses = pgTable(
  'loading_addresses',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    enterpriseId: uuid('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contact: text('contact').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** ISO 3166-1 alpha-2 */
    countryCode: text('country_code').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    postcode: text('postcode').notNull().default(''),
    remarks: text('remarks').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('loading_addresses_enterprise_name_idx').on(t.enterpriseId, t.name)],
);
