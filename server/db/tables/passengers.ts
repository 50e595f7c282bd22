import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const day = (name: string) => date(name, { mode: 'string' });

/** A user's saved travellers (spec section 3 "Passenger"); optional text fields are '' when absent. */
export const userPassengers = pgTable(
  'user_passengers',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cnSurname: text('cn_surname').notNull(),
    cnGivenName: text('cn_given_name').notNull(),
    enSurname: text('en_surname').notNull(),
    enGivenName: text('en_given_name').notNull(),
    nationality: text('nationality').notNull(),
    gender: text('gender').notNull(),
    certificateType: text('certificate_type').notNull(),
    certificateNo: text('certificate_no').notNull(),
    certificateExpiry: day('certificate_expiry').notNull(),
    secondCertificateType: text('second_certificate_type').notNull().default(''),
    secondCertificateNo: text('second_certificate_no').notNull().default(''),
    secondCertificateExpiry: day('second_certificate_expiry'),
    birthDate: day('birth_date').notNull(),
    career: text('career').notNull().default(''),
    email: text('email').notNull().default(''),
    cnMobile: text('cn_mobile').notNull().default(''),
    jpMobile: text('jp_mobile').notNull(),
    jpAddress: text('jp_address').notNull(),
    sailingPurpose: text('sailing_purpose').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  // The list reads one owner's passengers, newest first.
  (t) => [index('user_passengers_owner_created_idx').on(t.ownerUserId, t.createdAt.desc())],
);
