import type { DictItem } from '../baseData';
import { ruleOf, type TicketTypeRule } from './age';
import type { RuleViolation } from './messages';
import { maxHeldPerAccountOf, saleUnitOf, type SaleUnit } from './saleUnit';

/**
 * Whether a party fits one room of a cabin class (DOMAIN "Cabins, tickets, fares").
 * Every failed rule is reported, so a form can show them all at once; nothing throws.
 */

/** Room limits of a cabin class (SHIPPING_CLASS_TYPE extraInfoMap). */
export interface CabinRules {
  roomCapacity: number;
  maxAdults: number;
  minAdults: number;
  extraBedAllowed: boolean;
  /** whole rooms or single berths (./saleUnit.ts); absent: rooms */
  saleUnit?: SaleUnit;
  /** the most units one account may hold unpaid per sailing in this class; absent: the unit's default */
  maxHeldPerAccount?: number;
}

interface PartyPassenger {
  ticketType: string;
}

export interface Party {
  passengers: readonly PartyPassenger[];
  /** An extra bed is bought for the room. */
  extraBed?: boolean;
}

function numberOf(value: unknown, fallback: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : fallback;
}

/**
 * Limits from a SHIPPING_CLASS_TYPE item. A missing value is read as the strictest
 * (capacity 0, no extra bed) so a broken dictionary refuses rather than oversells a room.
 */
export function cabinRules(item: DictItem): CabinRules {
  const extra = item.extraInfoMap;
  return {
    roomCapacity: numberOf(extra.roomCapacity, 0),
    maxAdults: numberOf(extra.maxAdults, 0),
    minAdults: numberOf(extra.minAdults, 1),
    extraBedAllowed: extra.extraBedAllowed === true || extra.extraBedAllowed === 'true',
    saleUnit: saleUnitOf(extra),
    maxHeldPerAccount: maxHeldPerAccountOf(extra),
  };
}

/**
 * Rule violations of a party in one room, in the order a form shows them. Counting:
 * free passengers (infants) take no berth, so they count neither towards the capacity
 * nor the adults; an allowed extra bed adds one berth to the capacity. An unknown
 * ticket type is "choose ticket type" and the passenger is left out of the counts.
 */
export function validateParty(party: Party, cabin: CabinRules, rules: readonly TicketTypeRule[]): RuleViolation[] {
  const violations: RuleViolation[] = [];
  if (party.passengers.length === 0) return [{ key: 'passengerRequired' }];

  let free = 0;
  let berths = 0;
  let adults = 0;
  let unknown = false;
  for (const passenger of party.passengers) {
    const rule = ruleOf(passenger.ticketType, rules);
    if (!rule) unknown = true;
    else if (rule.isFree) free += 1;
    else {
      berths += 1;
      if (rule.countsAsAdult) adults += 1;
    }
  }

  if (unknown) violations.push({ key: 'chooseTicketType' });
  if (free > adults) violations.push({ key: 'freePassengersPerAdult', params: { num: adults } });
  const extraBed = party.extraBed === true;
  if (extraBed && !cabin.extraBedAllowed) violations.push({ key: 'extraBedNotAllowed' });
  const capacity = cabin.roomCapacity + (extraBed && cabin.extraBedAllowed ? 1 : 0);
  if (berths > capacity) violations.push({ key: 'roomCapacity', params: { num: capacity } });
  if (adults > cabin.maxAdults) violations.push({ key: 'maxAdults', params: { num: cabin.maxAdults } });
  if (adults < cabin.minAdults) violations.push({ key: 'minAdults', params: { num: cabin.minAdults } });
  return violations;
}
