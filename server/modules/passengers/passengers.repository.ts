import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DictType } from '../../../src/domain/baseData';
import type { SavedPassenger } from '../../../src/domain/passengers';
import type { PassengerForm } from '../../../src/domain/validation/passengerSchema';
import type { Db } from '../../db/client';
import { countries, dictionaryItems, userPassengers } from '../../db/schema';

type Row = typeof userPassengers.$inferSelect;

function toPassenger({ ownerUserId: _owner, secondCertificateExpiry, createdAt, updatedAt, ...row }: Row): SavedPassenger {
  return { ...row, secondCertificateExpiry: secondCertificateExpiry ?? '', createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

function toColumns(form: PassengerForm) {
  return { ...form, secondCertificateExpiry: form.secondCertificateExpiry || null };
}

const newestFirst = [desc(userPassengers.createdAt), desc(userPassengers.uuid)];
const owned = (ownerUserId: string, uuid: string) => and(eq(userPassengers.uuid, uuid), eq(userPassengers.ownerUserId, ownerUserId));

/** Saved passengers; every call is scoped to their owner. */
export function createPassengersRepository({ db }: { db: Db }) {
  return {
    /** Which of these codes the dictionary of `type` holds. */
    async knownDictCodes(type: DictType, codes: string[]): Promise<Set<string>> {
      if (!codes.length) return new Set();
      const rows = await db
        .select({ code: dictionaryItems.code })
        .from(dictionaryItems)
        .where(and(eq(dictionaryItems.type, type), inArray(dictionaryItems.code, codes)));
      return new Set(rows.map((r) => r.code));
    },

    async countryKnown(code: string): Promise<boolean> {
      const [row] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code)).limit(1);
      return Boolean(row);
    },

    async page(ownerUserId: string, offset: number, limit: number): Promise<{ records: SavedPassenger[]; total: number }> {
      const where = eq(userPassengers.ownerUserId, ownerUserId);
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(userPassengers)
          .where(where)
          .orderBy(...newestFirst)
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(userPassengers).where(where),
      ]);
      return { records: rows.map(toPassenger), total: totalRow?.total ?? 0 };
    },

    async find(ownerUserId: string, uuid: string): Promise<SavedPassenger | undefined> {
      const [row] = await db.select().from(userPassengers).where(owned(ownerUserId, uuid));
      return row && toPassenger(row);
    },

    async insert(ownerUserId: string, form: PassengerForm, now: Date): Promise<SavedPassenger> {
      const [row] = await db
        .insert(userPassengers)
        .values({ ...toColumns(form), ownerUserId, createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new Error('passenger was not inserted');
      return toPassenger(row);
    },

    /** Undefined when the passenger is not the owner's (or does not exist). */
    async update(ownerUserId: string, uuid: string, form: PassengerForm, now: Date): Promise<SavedPassenger | undefined> {
      const [row] = await db
        .update(userPassengers)
        .set({ ...toColumns(form), updatedAt: now })
        .where(owned(ownerUserId, uuid))
        .returning();
      return row && toPassenger(row);
    },

    /** Whether the owner's passenger was there to delete. */
    async remove(ownerUserId: string, uuid: string): Promise<boolean> {
      const rows = await db.delete(userPassengers).where(owned(ownerUserId, uuid)).returning({ uuid: userPassengers.uuid });
      return rows.length > 0;
    },
  };
}
export type PassengersRepository = ReturnType<typeof createPassengersRepository>;
