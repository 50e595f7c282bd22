import type { DictItem } from '../../../domain/baseData';
import type { Lang } from '../../../domain/lang';
import type { OrderType } from '../../../domain/orderEnums';
import type { SavedPassenger } from '../../../domain/passengers';
import { ageAtDeparture, ticketTypeForAge, ticketTypeRules, type TicketTypeRule } from '../../../domain/ticketing/age';
import { isIdValidOn, lastArrivalDay } from '../../../domain/ticketing/idValidity';
import { checkOrder, type FieldViolation, type OrderCheck } from '../../../domain/ticketing/checkOrder';
import { formatMessage } from '../../../domain/ticketing/messages';
import { formatMinor, toMinor } from '../../../domain/ticketing/money';
import type { LegChoice, OrderDraft, OrderPassengerInput } from '../../../domain/ticketing/order';
import type { OrderRuleData } from '../../../domain/ticketing/orderRules';
import { cabinRules, type CabinRules } from '../../../domain/ticketing/party';
import { passengerSchema } from '../../../domain/validation/passengerSchema';
import { localDate, type CabinOffer } from '../../../domain/voyages';

/**
 * What the CreateOrder form derives from its values, the chosen legs and the dictionaries,
 * as pure functions: the view only shows it. The rules themselves are checkOrder's, the
 * same function the server runs on submit, so the live total is the stored one.
 */

export interface RuleSet {
  ticketRules: TicketTypeRule[];
  cabinRulesOf(cabinClass: string): CabinRules | undefined;
}

export function ruleSetOf(data: OrderRuleData): RuleSet {
  const ticketRules = ticketTypeRules(data.ticketTypes, data.adultAge);
  const cabins = new Map(data.cabinClasses.map((item) => [item.cde, cabinRules(item)]));
  return { ticketRules, cabinRulesOf: (code) => cabins.get(code) };
}

/** A dictionary item's name in the interface language (ennme holds the Japanese name). */
export function dictName(items: readonly DictItem[], code: string, lang: Lang): string {
  const item = items.find((i) => i.cde === code);
  if (!item) return code;
  return lang === 'zh' ? item.cnnme : item.ennme;
}

export const cabinOf = (leg: LegChoice | undefined): CabinOffer | undefined => leg?.voyage.cabins.find((c) => c.cabinClass === leg.cabinClass);

export function checkDraft(draft: Pick<OrderDraft, 'passengers' | 'extraBed'>, orderType: OrderType, legs: readonly LegChoice[], rules: RuleSet): OrderCheck {
  return checkOrder({
    orderType,
    legs,
    passengers: draft.passengers.map((p) => ({
      ticketType: p.ticketType ?? '',
      birthDate: p.birthDate ?? '',
      certificateExpiry: p.certificateExpiry ?? '',
      secondCertificateExpiry: p.secondCertificateExpiry ?? '',
    })),
    extraBed: draft.extraBed === true,
    ticketRules: rules.ticketRules,
    cabinRules: rules.cabinRulesOf,
  });
}

export interface TicketTypeOption {
  code: string;
  name: string;
  isFree: boolean;
  /** the outbound fare, formatted in the order's currency; the word for "free" is the view's */
  fare: string | null;
}

/** The ticket types the outbound cabin sells (the return must sell the same), in the dictionary's order. */
export function ticketTypeOptions(legs: readonly LegChoice[], data: OrderRuleData, rules: RuleSet, lang: Lang): TicketTypeOption[] {
  const leg = legs[0];
  const cabin = cabinOf(leg);
  if (!leg || !cabin) return [];
  return cabin.fares.map((fare) => {
    const isFree = rules.ticketRules.find((r) => r.code === fare.ticketType)?.isFree ?? false;
    const minor = toMinor(fare.amount, leg.voyage.currency);
    return {
      code: fare.ticketType,
      name: dictName(data.ticketTypes, fare.ticketType, lang),
      isFree,
      fare: isFree || minor === null ? null : formatMinor(minor, leg.voyage.currency, lang),
    };
  });
}

/** The extra bed can be bought when every leg's cabin sells one; its price per leg, formatted. */
export function extraBedOffer(legs: readonly LegChoice[], lang: Lang = 'zh'): { available: boolean; fees: string[] } {
  const fees: string[] = [];
  for (const leg of legs) {
    const fee = cabinOf(leg)?.extraBedFee;
    const minor = fee === null || fee === undefined ? null : toMinor(fee, leg.voyage.currency);
    if (minor === null) return { available: false, fees: [] };
    fees.push(formatMinor(minor, leg.voyage.currency, lang));
  }
  return { available: legs.length > 0, fees };
}

/** A violation in the user's words: the ticket type's name for {type}. */
export function violationText(violation: FieldViolation, lang: Lang, ticketTypes: readonly DictItem[]): string {
  const params =
    violation.params && 'type' in violation.params
      ? { ...violation.params, type: dictName(ticketTypes, String(violation.params.type), lang) }
      : violation.params;
  return formatMessage(violation.key, params, lang);
}

/** Between two messages at one field: each language's own punctuation. */
export const messageSeparator = (lang: Lang): string => (lang === 'zh' ? '；' : '。');

/** Fields of checkOrder that are not inputs of their own: always shown, they describe the chosen sailings. */
const LEG_FIELDS = new Set(['outbound.cabinClass', 'returnLeg', 'returnLeg.cabinClass']);

/** The fields whose interaction makes a violation at `field` worth showing. */
function triggersOf(field: string): string[] {
  const passenger = /^passengers\[(\d+)\]\.ticketType$/.exec(field);
  if (passenger) return [`passengers.${passenger[1]}.ticketType`, `passengers.${passenger[1]}.birthDate`];
  return [field];
}

/**
 * The rule messages shown now, by field: the sailings' always, the others once the user
 * touched what they are about or tried to submit. Several rules at one field are joined.
 */
export function visibleRuleMessages(
  violations: readonly FieldViolation[],
  submitted: boolean,
  touched: (path: string) => boolean,
  text: (violation: FieldViolation) => string,
  separator = '；',
): Record<string, string> {
  const shown: Record<string, string[]> = {};
  for (const violation of violations) {
    const { field } = violation;
    if (!submitted && !LEG_FIELDS.has(field) && !triggersOf(field).some(touched)) continue;
    (shown[field] ??= []).push(text(violation));
  }
  return Object.fromEntries(Object.entries(shown).map(([field, texts]) => [field, texts.join(separator)]));
}

/** The fields that only the rules (and the server) speak about, never the schema. */
function isRuleField(path: string): boolean {
  return LEG_FIELDS.has(path) || path === 'passengers' || path === 'extraBed' || /^passengers\[\d+\]\.ticketType$/.test(path);
}

/** 'passengers[0].cnSurname' as react-hook-form names it: 'passengers.0.cnSurname'. */
export const toFormPath = (path: string): string => path.replace(/\[(\d+)\]/g, '.$1');

const PASSENGER_FIELDS = Object.keys(passengerSchema.fields) as (keyof typeof passengerSchema.fields)[];

export function emptyPassenger(ticketType: string): OrderPassengerInput {
  const passenger = Object.fromEntries(PASSENGER_FIELDS.map((field) => [field, ''])) as unknown as OrderPassengerInput;
  return { ...passenger, ticketType, saveToList: false };
}

/** A saved passenger on the order: its fields, where it came from, not saved again. */
export function fromSaved(saved: SavedPassenger, ticketType: string): OrderPassengerInput {
  const passenger = emptyPassenger(ticketType);
  for (const field of PASSENGER_FIELDS) (passenger as unknown as Record<string, string>)[field] = String(saved[field] ?? '');
  return { ...passenger, savedPassengerUuid: saved.uuid, saveToList: false };
}

/** Whether a passenger row holds nothing typed yet (a picked passenger then fills it rather than adding one). */
export function isBlankPassenger(passenger: OrderPassengerInput): boolean {
  return !passenger.savedPassengerUuid && PASSENGER_FIELDS.every((field) => !String(passenger[field] ?? '').trim());
}

/**
 * The ticket type the passenger's age at the outbound departure gives among those offered
 * (ticketTypeForAge: senior at 65, never student unasked), for a saved passenger picked and
 * a birth date typed alike; the first paying one when the age is unknown. The return's type
 * is judged again from the age on its own day (checkOrder).
 */
export function suggestedTicketType(birthDate: string, legs: readonly LegChoice[], options: readonly TicketTypeOption[], rules: RuleSet): string {
  const leg = legs[0];
  const age = leg ? ageAtDeparture(birthDate, localDate(new Date(leg.voyage.departureTime), leg.voyage.departurePort)) : null;
  const fitting =
    age === null
      ? undefined
      : ticketTypeForAge(
          age,
          rules.ticketRules,
          options.map((o) => o.code),
        );
  return fitting ?? (options.find((o) => !o.isFree) ?? options[0])?.code ?? '';
}

/** The day a passenger's ID must still be valid on: the order's last arrival day; null before the legs are known. */
const idValidOnOf = (legs: readonly LegChoice[]): string | null => lastArrivalDay(legs.map((leg) => leg.voyage));

/** Whether a saved passenger's ID has expired for this journey: marked in the picker, to be updated before use. */
export function isIdExpiredFor(passenger: Pick<SavedPassenger, 'certificateExpiry'>, legs: readonly LegChoice[]): boolean {
  const day = idValidOnOf(legs);
  return day !== null && !isIdValidOn(passenger.certificateExpiry ?? '', day);
}

/** The form's values as the draft the page keeps and submits (the schema's extra fields left out). */
export function toDraft(values: Partial<OrderDraft>): OrderDraft {
  return {
    contactName: values.contactName ?? '',
    contactPhone: values.contactPhone ?? '',
    contactEmail: values.contactEmail ?? '',
    passengers: (values.passengers ?? []).map((p) => {
      const passenger = { ...emptyPassenger(p?.ticketType ?? ''), ...p } as OrderPassengerInput;
      if (!passenger.savedPassengerUuid) delete passenger.savedPassengerUuid;
      return passenger;
    }),
    extraBed: values.extraBed === true,
    noticeAgreed: values.noticeAgreed === true,
  };
}

/** The name a passenger goes by in the breakdown: as typed, else "#n". */
export function passengerName(passenger: Partial<OrderPassengerInput> | undefined, lang: Lang): string {
  if (!passenger) return '';
  const cn = `${passenger.cnSurname ?? ''}${passenger.cnGivenName ?? ''}`.trim();
  const en = `${passenger.enSurname ?? ''} ${passenger.enGivenName ?? ''}`.trim();
  return (lang === 'zh' ? cn || en : en || cn) || '';
}

/** What the page hands over after a refused submit: the general message and the fields' (both languages). */
export type OrderServerError = { message?: string; fields?: Record<string, { message: string; jpMessage: string }> } | null;

/**
 * The server's field messages in the current language, split into those the rules show
 * (the sailings, the party, ticket types, extra bed) and those of the inputs, by form path.
 */
export function serverFieldTexts(error: OrderServerError, lang: Lang): { rules: Record<string, string>; inputs: Record<string, string> } {
  const rules: Record<string, string> = {};
  const inputs: Record<string, string> = {};
  for (const [path, texts] of Object.entries(error?.fields ?? {})) {
    const text = lang === 'zh' ? texts.message || texts.jpMessage : texts.jpMessage || texts.message;
    if (!text) continue;
    if (isRuleField(path)) rules[path] = text;
    else inputs[toFormPath(path)] = text;
  }
  return { rules, inputs };
}
