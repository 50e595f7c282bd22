import * as yup from 'yup';
import { ADULT_AGE_RANGE } from '../../domain/staff/ticketing';
import type { AdminMessageId } from '../i18n/adminCatalogues';
import { fromPortLocal } from './portTime';

/**
 * The clerk's forms: the rules the server checks again, said at the field before the call.
 * Messages are the console's message ids; the forms show them in the console's language.
 */
const msg = (id: AdminMessageId) => id;

const berths = yup
  .number()
  .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
  .typeError(msg('admin.ticketing.form.wholeNumber'))
  .integer(msg('admin.ticketing.form.wholeNumber'))
  .min(0, msg('admin.ticketing.form.notNegative'))
  .max(5000, msg('admin.ticketing.form.berthsMax'))
  .required(msg('admin.ticketing.form.required'));

/** A sailing's times: wall clock of the departure and arrival ports, arrival after departure. */
export function scheduleSchema(departurePort: () => string, arrivalPort: () => string) {
  return yup.object({
    departure: yup
      .string()
      .required(msg('admin.ticketing.form.required'))
      .test('time', msg('admin.ticketing.form.badTime'), (v) => fromPortLocal(v ?? '', departurePort()) !== null),
    arrival: yup
      .string()
      .required(msg('admin.ticketing.form.required'))
      .test('time', msg('admin.ticketing.form.badTime'), (v) => fromPortLocal(v ?? '', arrivalPort()) !== null)
      .test('after', msg('admin.ticketing.form.arrivalAfterDeparture'), function (v) {
        const departure = fromPortLocal(this.parent.departure ?? '', departurePort());
        const arrival = fromPortLocal(v ?? '', arrivalPort());
        return !departure || !arrival || Date.parse(arrival) > Date.parse(departure);
      }),
  });
}
type ScheduleForm = yup.InferType<ReturnType<typeof scheduleSchema>>;

export interface VoyageForm extends ScheduleForm {
  routeCode: string;
  code: string;
  vessel: string;
  /** total berths per cabin class code */
  berths: Record<string, number>;
}

export function voyageSchema(departurePort: () => string, arrivalPort: () => string, cabins: readonly string[]) {
  return scheduleSchema(departurePort, arrivalPort).shape({
    routeCode: yup.string().required(msg('admin.ticketing.form.chooseRoute')),
    code: yup
      .string()
      .trim()
      .required(msg('admin.ticketing.form.required'))
      .max(40, msg('admin.ticketing.form.tooLong'))
      .matches(/^[A-Za-z0-9-]+$/, msg('admin.ticketing.form.voyageCode')),
    vessel: yup.string().trim().required(msg('admin.ticketing.form.required')).max(100, msg('admin.ticketing.form.tooLong')),
    berths: yup.object(Object.fromEntries(cabins.map((cabin) => [cabin, berths]))),
  });
}

export const inventorySchema = yup.object({ totalBerths: berths });

const money = yup
  .number()
  .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
  .typeError(msg('admin.ticketing.form.amount'))
  .min(0, msg('admin.ticketing.form.notNegative'))
  .max(10_000_000, msg('admin.ticketing.form.amountMax'))
  .test('cents', msg('admin.ticketing.form.amount'), (v) => v === undefined || Math.round(v * 100) === v * 100)
  .required(msg('admin.ticketing.form.required'));

/** Today in China time (the operator's), as the server counts "today or later". */
export function todayInChina(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10);
}

const fromDay = yup
  .string()
  .required(msg('admin.ticketing.form.required'))
  .matches(/^\d{4}-\d{2}-\d{2}$/, msg('admin.ticketing.form.badDay'))
  .test('notPast', msg('admin.ticketing.form.dayNotPast'), (v) => !v || v >= todayInChina());

export const fareSchema = yup.object({
  cabinClass: yup.string().required(msg('admin.ticketing.form.chooseCabin')),
  ticketType: yup.string().required(msg('admin.ticketing.form.chooseTicketType')),
  amount: money,
  effectiveFrom: fromDay,
});
export type FareForm = yup.InferType<typeof fareSchema>;

export const bafSchema = yup.object({
  departureCountry: yup.string().oneOf(['CN', 'JP']).required(msg('admin.ticketing.form.required')),
  amount: money,
  effectiveFrom: fromDay,
});
export type BafForm = yup.InferType<typeof bafSchema>;

export const adultAgeSchema = yup.object({
  adultAge: yup
    .number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(msg('admin.ticketing.form.wholeNumber'))
    .integer(msg('admin.ticketing.form.wholeNumber'))
    .min(ADULT_AGE_RANGE.min, msg('admin.ticketing.form.adultAgeRange'))
    .max(ADULT_AGE_RANGE.max, msg('admin.ticketing.form.adultAgeRange'))
    .required(msg('admin.ticketing.form.required')),
});
