import type { BafBody, FareBody, StaffBaf, StaffFare } from '../../../src/domain/staff/ticketing';
import { ADULT_AGE_RANGE } from '../../../src/domain/staff/ticketing';
import { isCalendarDate } from '../../../src/domain/calendarDate';
import { localDate } from '../../../src/domain/voyages';
import { EXTRA_BED_FARE } from '../../../src/domain/ticketing/order';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { validation, type FieldErrors } from '../../lib/errors';
import { createSettingsRepository } from '../settings/settings.repository';
import { recordStaffAction } from './audit';
import type { TicketingRepository } from './ticketing.repository';

interface Deps {
  db: Db;
  repositoryFor: (db: Db) => TicketingRepository;
  clock: Clock;
}

const field = (message: string, jpMessage: string) => ({ message, jpMessage });

/** Amounts are major units: JPY has no fraction, RMB at most two decimals. */
const amountFits = (amount: number, currency: 'RMB' | 'JPY'): boolean =>
  currency === 'JPY' ? Number.isInteger(amount) : Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6;

/**
 * Fares (route direction x cabin class x ticket type), the fuel surcharge per departure
 * country and the adult age. A new price starts on a day (today or later, China time) and the
 * period running then ends that day, so orders already priced and past days keep their price.
 */
export function createStaffRates({ db, repositoryFor, clock }: Deps) {
  const repository = repositoryFor(db);
  const today = () => localDate(clock(), 'CNSHA');

  function checkStart(effectiveFrom: string, fields: FieldErrors) {
    if (!isCalendarDate(effectiveFrom)) fields.effectiveFrom = field('日期格式不正确（YYYY-MM-DD）', '日付の形式が正しくありません（YYYY-MM-DD）');
    else if (effectiveFrom < today()) fields.effectiveFrom = field('生效日期不能早于今天', '適用開始日は今日以降にしてください');
  }

  const fareView = (row: {
    id: string;
    routeCode: string;
    cabinClass: string;
    ticketType: string;
    amount: number;
    currency: 'RMB' | 'JPY';
    effectiveFrom: string;
    effectiveTo: string | null;
  }): StaffFare => ({
    id: row.id,
    routeCode: row.routeCode,
    cabinClass: row.cabinClass,
    ticketType: row.ticketType,
    amount: Number(row.amount),
    currency: row.currency,
    effectiveFrom: row.effectiveFrom,
    effectiveTo: row.effectiveTo,
  });
  const bafView = (row: {
    id: string;
    departureCountry: 'CN' | 'JP';
    amount: number;
    currency: 'RMB' | 'JPY';
    effectiveFrom: string;
    effectiveTo: string | null;
  }): StaffBaf => ({
    id: row.id,
    departureCountry: row.departureCountry,
    amount: Number(row.amount),
    currency: row.currency,
    effectiveFrom: row.effectiveFrom,
    effectiveTo: row.effectiveTo,
  });

  return {
    async fares(routeCode: string): Promise<StaffFare[]> {
      return (await repository.fares(routeCode)).map(fareView);
    },

    async saveFare(staffId: string, body: FareBody): Promise<StaffFare> {
      const fields: FieldErrors = {};
      const route = await repository.route(body.routeCode);
      if (!route) fields.routeCode = field('航线不存在', '航路が存在しません');
      if (!(await repository.dictionaryCodes('SHIPPING_CLASS_TYPE')).includes(body.cabinClass))
        fields.cabinClass = field('舱位等级不存在', '客室等級が存在しません');
      // The extra bed's price is a fare of its own pseudo ticket type (not in the dictionary).
      const ticketTypes = [...(await repository.dictionaryCodes('TICKET_TYPE')), EXTRA_BED_FARE];
      if (!ticketTypes.includes(body.ticketType)) fields.ticketType = field('票种不存在', '券種が存在しません');
      if (route && !amountFits(body.amount, route.currency)) fields.amount = field('金额的小数位数不正确', '金額の小数桁が正しくありません');
      checkStart(body.effectiveFrom, fields);
      if (Object.keys(fields).length || !route) throw validation(fields);
      return db.transaction(async (tx) => {
        const saved = await repositoryFor(tx).saveFare({ ...body, currency: route.currency });
        const after = fareView(saved.after);
        await recordStaffAction(tx, {
          staffUserId: staffId,
          action: 'fare.save',
          recordType: 'fare',
          recordId: after.id,
          before: saved.before && fareView(saved.before),
          after,
        });
        return after;
      });
    },

    async fuelSurcharges(): Promise<StaffBaf[]> {
      return (await repository.fuelSurcharges()).map(bafView);
    },

    async saveFuelSurcharge(staffId: string, body: BafBody): Promise<StaffBaf> {
      const fields: FieldErrors = {};
      const currency = await repository.countryCurrency(body.departureCountry);
      if (!currency) fields.departureCountry = field('出发国家不存在', '出発国が存在しません');
      else if (!amountFits(body.amount, currency)) fields.amount = field('金额的小数位数不正确', '金額の小数桁が正しくありません');
      checkStart(body.effectiveFrom, fields);
      if (Object.keys(fields).length || !currency) throw validation(fields);
      return db.transaction(async (tx) => {
        const saved = await repositoryFor(tx).saveFuelSurcharge({ ...body, currency });
        const after = bafView(saved.after);
        await recordStaffAction(tx, {
          staffUserId: staffId,
          action: 'fuelSurcharge.save',
          recordType: 'fuelSurcharge',
          recordId: after.id,
          before: saved.before && bafView(saved.before),
          after,
        });
        return after;
      });
    },

    async setAdultAge(staffId: string, adultAge: number): Promise<{ adultAge: number }> {
      if (!Number.isInteger(adultAge) || adultAge < ADULT_AGE_RANGE.min || adultAge > ADULT_AGE_RANGE.max) {
        throw validation({
          adultAge: field(
            `成人年龄须为 ${ADULT_AGE_RANGE.min} 到 ${ADULT_AGE_RANGE.max} 之间的整数`,
            `大人の年齢は ${ADULT_AGE_RANGE.min}〜${ADULT_AGE_RANGE.max} の整数にしてください`,
          ),
        });
      }
      return db.transaction(async (tx) => {
        const settings = createSettingsRepository({ db: tx });
        const before = await settings.get('adultAge');
        await settings.put('adultAge', adultAge);
        await recordStaffAction(tx, {
          staffUserId: staffId,
          action: 'setting.adultAge',
          recordType: 'setting',
          recordId: 'adultAge',
          before: { adultAge: before ?? null },
          after: { adultAge },
        });
        return { adultAge };
      });
    },
  };
}
export type StaffRates = ReturnType<typeof createStaffRates>;
