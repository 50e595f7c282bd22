import type { Currency, DictItem, DictType } from '../../../src/domain/baseData';
import { isUuid } from '../../../src/domain/ids';
import type { TicketTypeRule } from '../../../src/domain/ticketing/age';
import { BASE_RULES } from './orders.baseRules';
import { changeQuote, isChangeable, type ChangeQuote } from '../../../src/domain/ticketing/changeFee';
import { berthsNeeded, checkOrder, type CheckedLeg } from '../../../src/domain/ticketing/checkOrder';
import { fromMinor, toMinor } from '../../../src/domain/ticketing/money';
import type { OrderPassengerInput } from '../../../src/domain/ticketing/order';
import type { OrderChangeConfirm, OrderChangeQuote, OrderChangeRequest } from '../../../src/domain/ticketing/orderChange';
import type { CabinRules } from '../../../src/domain/ticketing/party';
import type { LegBreakdown, PriceBreakdown } from '../../../src/domain/ticketing/price';
import { unitsTaken } from '../../../src/domain/ticketing/saleUnit';
import type { VoyagePortLine } from '../../../src/domain/voyages';
import { changeOutcome } from '../../../src/machines/orderChange.machine';
import type { Db } from '../../db/client';
import type { VersionedCache } from '../../lib/cache';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { SailingChanged } from '../notifications/notifications.orders';
import { PaidBackByTransfer } from '../payments/refundThroughProvider';
import { WechatPayError } from '../payments/wechatpay/wechatpay.errors';
import { recordStaffAction } from '../staff/audit';
import type { InventoryRepository } from './inventory.repository';
import {
  changeConflict,
  changeCutOffPassed,
  changeOtherRoute,
  changePaymentDue,
  changePriceChanged,
  changeSameSailing,
  sailingNotOnSale,
  unknownLeg,
} from './orders.change.errors';
import { createOrderChangeRepository, type OrderChangeRepository } from './orders.change.repository';
import { noPaymentToRefund, notEnoughTickets, orderMoveRefused, orderRulesFailed } from './orders.errors';
import type { OrderLifecycle } from './orders.lifecycle';
import type { LegRow, NewTicket, OrderRow, OrdersRepository } from './orders.repository';
import type { RefundThroughProvider } from './orders.staff';

/**
 * Changing a sailing (issue 25 "Change sailing"): one leg of a PAID order moves to another sailing
 * of the same route and direction (another cabin class too, where units are left), for the same
 * passengers. The quote prices the new leg at today's fares and nets the price difference with
 * the published change fee (src/domain/ticketing/changeFee.ts). The change itself is asked of the
 * change chart (src/machines/orderChange.machine.ts) and written in ONE transaction: the new
 * sailing's units taken with the conditional update, the old ones given back, the leg moved, its
 * tickets voided and issued anew, the order's price, the history row, and, when money comes back,
 * an APPROVED refund of it, sent through the payment's provider after the commit (a bank transfer
 * is paid back by the clerk's payout, as a refund's is).
 */

/** Who changes: the passenger (their own order only) or a clerk (any submitted order, audited). */
export type ChangedBy = { actor: 'user'; userUuid: string } | { actor: 'staff'; userUuid: string };

interface PortLineSource {
  portLineByUuid(uuid: string, currency?: Currency): Promise<VoyagePortLine | undefined>;
  baseCache: Pick<VersionedCache, 'get'>;
}

interface Deps {
  db: Db;
  repositoryFor: (db: Db) => OrdersRepository;
  changesFor?: (db: Db) => OrderChangeRepository;
  /** the conditional update that takes the new sailing's units (never below zero) */
  inventoryFor: (db: Db) => Pick<InventoryRepository, 'reserve'>;
  voyages: PortLineSource;
  baseData: { dictionary(type: DictType): Promise<DictItem[]>; adultAge(): Promise<number> };
  clock: Clock;
  /** its transaction is retried whole on a deadlock (server/db/transaction.ts) */
  lifecycle: Pick<OrderLifecycle, 'transaction'>;
  /** sends the money that comes back through the provider that took the payment (the payments module's) */
  refundThroughProvider?: RefundThroughProvider;
  /**
   * The payout of a refund the provider did not take (server/modules/refunds/payouts.ts `ensureFor`),
   * with the provider's answer: the clerk's money-back queue then has it, and the passenger is asked
   * for an account, as for a refund the provider could not pay back (REFUND.CLOSED / ABNORMAL).
   */
  ensurePayout?: (refundNo: string, providerOutcome: string) => Promise<unknown>;
  /** writes, in the change's transaction, the passenger's notification of it (order.changed) */
  notifyChanged?: (tx: Db, change: SailingChanged) => Promise<unknown>;
  logError?: (error: unknown, message: string) => void;
}

/** A quote with what the change needs to write. */
interface Priced {
  row: OrderRow;
  leg: LegRow;
  line: VoyagePortLine;
  cabinClass: string;
  units: number;
  newLeg: LegBreakdown;
  /** the ticket type each passenger travels on, on the new leg */
  ticketTypes: string[];
  quote: ChangeQuote;
}

const LEG_FIELD = ['outbound', 'returnLeg'] as const;

/** A round trip's rule broken by the new leg, at the change form's field: one class on both legs, or the legs' order. */
const roundTripField = (key: string): string => (key === 'roundCabinError' ? 'cabinClass' : 'voyageUuid');

/** Signed major units to minor units; null when unreadable or finer than the currency allows. */
function signedMinor(amount: number, currency: Currency): number | null {
  const minor = toMinor(Math.abs(amount), currency);
  return minor === null ? null : amount < 0 ? -minor : minor;
}

export function createOrderChanges({
  db,
  repositoryFor,
  changesFor = (on) => createOrderChangeRepository({ db: on }),
  inventoryFor,
  voyages,
  baseData,
  clock,
  lifecycle,
  refundThroughProvider,
  notifyChanged,
  ensurePayout,
  logError = (error, message) => console.error(message, error),
}: Deps) {
  const repository = repositoryFor(db);

  async function rules(): Promise<{ tickets: TicketTypeRule[]; cabins: Map<string, CabinRules> }> {
    // Valid once portLineByUuid found the sailing in this request: the cache has seen its version.
    const [tickets, cabins] = await Promise.all([
      voyages.baseCache.get(BASE_RULES.ticketRules.key, () => BASE_RULES.ticketRules.load(baseData)),
      voyages.baseCache.get(BASE_RULES.cabinRules.key, () => BASE_RULES.cabinRules.load(baseData)),
    ]);
    return { tickets, cabins };
  }

  /** The order as the changer may see it: the passenger's own, or any submitted one for a clerk; 10404 otherwise. */
  async function orderOf(store: OrdersRepository, by: ChangedBy, uuid: string): Promise<OrderRow> {
    const row = !isUuid(uuid) ? undefined : by.actor === 'user' ? await store.find(by.userUuid, uuid) : await store.findAny(uuid);
    // A draft is its owner's business (the clerk's console lists submitted orders only).
    if (!row || (by.actor === 'staff' && row.status === 'DRAFT')) throw notFound();
    return row;
  }

  /**
   * Prices the change at `now` and checks everything but the units left (the conditional update
   * decides those): the order paid, the cut-off ahead, the same route and direction, the order's
   * rules with the new leg (ages on its day, room capacity, a round trip's order and one class).
   */
  async function price(by: ChangedBy, input: OrderChangeRequest, now: Date): Promise<Priced> {
    const row = await orderOf(repository, by, input.uuid);
    // The change chart's first question, asked early so a refusal says the order's state rather than a detail of the leg.
    if (row.status !== 'PAID') throw orderMoveRefused();
    const legs = await repository.legs(row.uuid);
    const leg = legs.find((l) => l.legIndex === input.legIndex);
    const paidLeg = row.breakdown?.legs[input.legIndex];
    if (!leg || !paidLeg) throw unknownLeg();
    if (!isChangeable(leg.departureTime, now)) throw changeCutOffPassed();

    const line = isUuid(input.voyageUuid) ? await voyages.portLineByUuid(input.voyageUuid, row.currency) : undefined;
    if (!line) throw sailingNotOnSale();
    if (line.departurePort !== leg.departurePort || line.arrivalPort !== leg.arrivalPort) throw changeOtherRoute();
    const cabinClass = input.cabinClass ?? leg.cabinClass;
    if (line.uuid === leg.uuid && cabinClass === leg.cabinClass) throw changeSameSailing();

    // A round trip is checked whole while its other leg is still on sale; once that leg has
    // sailed (the return is changed), the new leg alone, and its place after the outbound below.
    const other = legs.find((l) => l.legIndex !== input.legIndex);
    const otherLine = other ? await voyages.portLineByUuid(other.uuid, row.currency) : undefined;
    const checkedLegs: CheckedLeg[] = [{ voyage: line, cabinClass }];
    if (other && otherLine) checkedLegs.splice(other.legIndex < input.legIndex ? 0 : 1, 0, { voyage: otherLine, cabinClass: other.cabinClass });
    const at = checkedLegs.findIndex((l) => l.voyage === line);
    const { tickets: ticketRules, cabins } = await rules();
    const passengers = row.passengers as OrderPassengerInput[];
    const check = checkOrder({
      orderType: checkedLegs.length === 2 ? 'ROUND_TRIP' : 'ONE_WAY',
      legs: checkedLegs,
      passengers,
      extraBed: row.extraBed,
      ticketRules,
      cabinRules: (code) => cabins.get(code),
    });
    // The change form has one sailing and one class: the new leg's fields are named as its own.
    const ownField = `${LEG_FIELD[at]}.`;
    const violations = check.violations
      .filter((v) => v.key !== 'notEnoughTickets')
      .map((v) => ({ ...v, field: v.field.startsWith(ownField) ? v.field.slice(ownField.length) : v.field === 'returnLeg' ? roundTripField(v.key) : v.field }));
    if (other && !otherLine && input.legIndex === 1 && Date.parse(line.departureTime) < other.arrivalTime.getTime() + (line.minTurnaroundMinutes ?? 0) * 60_000)
      violations.push({ field: 'voyageUuid', key: 'returnBeforeOutbound' });
    // The refusal names ticket types as the dictionary does (成人, not ADULT).
    if (violations.length) throw orderRulesFailed(violations, await voyages.baseCache.get('orders:ticketTypes', () => baseData.dictionary('TICKET_TYPE')));
    const newLeg = check.price?.ok ? check.price.breakdown.legs[at] : undefined;
    if (!newLeg) throw orderRulesFailed([{ field: 'cabinClass', key: 'chooseCabinClass' }]);

    const ticketTypes = check.legTicketTypes[at] ?? passengers.map((p) => p.ticketType);
    const units = unitsTaken(
      cabins.get(cabinClass)?.saleUnit ?? 'room',
      berthsNeeded(
        ticketTypes.map((ticketType) => ({ ticketType })),
        ticketRules,
      ),
    );
    const quote = changeQuote({
      oldLegMinor: paidLeg.subtotalMinor,
      newLegMinor: newLeg.subtotalMinor,
      departure: leg.departureTime,
      now,
      feeWaived: row.refundFeeWaivedAt !== null,
    });
    if (!quote) throw changeCutOffPassed();
    return { row, leg, line, cabinClass, units, newLeg, ticketTypes, quote };
  }

  function quoteView(priced: Priced): OrderChangeQuote {
    const { row, leg, line, cabinClass, quote, newLeg } = priced;
    const major = (minor: number) => fromMinor(minor, row.currency);
    return {
      uuid: row.uuid,
      legIndex: leg.legIndex,
      currency: row.currency,
      from: {
        voyageUuid: leg.uuid,
        voyageCode: leg.code,
        departureTime: leg.departureTime.toISOString(),
        cabinClass: leg.cabinClass,
        amount: major(row.breakdown?.legs[leg.legIndex]?.subtotalMinor ?? 0),
      },
      to: { voyageUuid: line.uuid, voyageCode: line.voyageCode, departureTime: line.departureTime, cabinClass, amount: major(newLeg.subtotalMinor) },
      band: quote.band,
      feePercent: quote.percent,
      fee: major(quote.feeMinor),
      difference: major(quote.differenceMinor),
      balance: major(quote.balanceMinor),
      due: major(quote.dueMinor),
      back: major(quote.backMinor),
      changeable: quote.dueMinor === 0,
    };
  }

  /** The new leg's tickets: one per passenger, numbered after the order, the leg, the passenger and the change. */
  function newTickets(row: OrderRow, legIndex: number, newLeg: LegBreakdown, ticketTypes: string[], changeNo: number): NewTicket[] {
    const passengers = row.passengers as OrderPassengerInput[];
    return passengers.map((p, passengerIndex) => {
      const amount = (kind: string) => newLeg.lines.find((l) => l.passenger === passengerIndex && l.kind === kind)?.amountMinor ?? 0;
      return {
        ticketNo: `${row.orderNo ?? row.uuid}-${legIndex + 1}-${passengerIndex + 1}-C${changeNo}`,
        legIndex,
        passengerIndex,
        ticketType: ticketTypes[passengerIndex] ?? p.ticketType,
        passengerNameZh: `${p.cnSurname}${p.cnGivenName}`,
        passengerNameEn: `${p.enSurname} ${p.enGivenName}`.trim(),
        certificateNo: p.certificateNo,
        status: 'VALID' as const,
        fareMinor: amount('FARE'),
        surchargeMinor: amount('FUEL_SURCHARGE'),
      };
    });
  }

  /**
   * Sends the money that comes back; the change stands whatever the provider says. A refusal (or no
   * answer) leaves the refund APPROVED with a PENDING payout carrying the provider's answer: the
   * order stays PAID, so no refund approval can be retried for it, and the clerk's payout queue is
   * where it is seen. Should the provider have taken it after all, its REFUND.SUCCESS notification
   * makes the refund SUCCEEDED and withdraws the payout not yet made (refundNotifications.ts).
   */
  async function sendRefund(
    refund: { uuid: string; refundNo: string; amountMinor: number; currency: Currency },
    payment: { outTradeNo: string; amountMinor: number },
  ) {
    if (!refundThroughProvider) return;
    try {
      const sent = await refundThroughProvider({
        refundNo: refund.refundNo,
        outTradeNo: payment.outTradeNo,
        amountMinor: refund.amountMinor,
        totalMinor: payment.amountMinor,
        currency: refund.currency,
      });
      await repository.updateRefund(
        refund.uuid,
        sent.status === 'PENDING' ? { providerRefundId: sent.providerRefundId } : { status: 'SUCCEEDED', providerRefundId: sent.providerRefundId },
      );
    } catch (error) {
      // A bank transfer: its payout (PENDING) now waits for the clerk's transfer, the refund stays APPROVED.
      if (error instanceof PaidBackByTransfer) return;
      const outcome = error instanceof WechatPayError ? error.wechatCode : 'NOT_SENT';
      logError(error, `refund ${refund.refundNo} of a change of sailing was not taken by the provider (${outcome}): it waits as a payout on the clerk's queue`);
      try {
        await ensurePayout?.(refund.refundNo, outcome);
      } catch (payoutError) {
        logError(payoutError, `refund ${refund.refundNo} of a change of sailing: its payout could not be made (the refund stays APPROVED)`);
      }
    }
  }

  return {
    /** What changing the leg would cost now; refused as the change itself would be, but for the balance and the units left. */
    async quote(by: ChangedBy, input: OrderChangeRequest): Promise<OrderChangeQuote> {
      const priced = await price(by, input, clock());
      // Sold out now: the change would be refused, so the quote is too (the change decides again under its lock).
      const offer = priced.line.cabins.find((c) => c.cabinClass === priced.cabinClass);
      if (!offer || offer.remainingBerths < priced.units) throw notEnoughTickets('cabinClass');
      return quoteView(priced);
    },

    /**
     * Moves the leg, all or nothing, when the chart accepts it and `balance` is still what it costs.
     * Answers the outcome; the order itself is read by the caller (the passenger's or the clerk's view).
     */
    async change(by: ChangedBy, input: OrderChangeConfirm): Promise<{ outcome: 'changed' | 'refundDue' }> {
      const now = clock();
      const priced = await price(by, input, now);
      const { row, leg, line, cabinClass, units, newLeg, ticketTypes, quote } = priced;
      const sent = await lifecycle.transaction(async (tx) => {
        const store = repositoryFor(tx);
        const changes = changesFor(tx);
        // The global lock order: both inventory rows (by sailing, then cabin), then the order row.
        await changes.lockInventory([
          { voyageUuid: leg.uuid, cabinClass: leg.cabinClass },
          { voyageUuid: line.uuid, cabinClass },
        ]);
        const locked = await store.lockAny(row.uuid);
        if (!locked) throw notFound();
        // Another change (or a refund, a cancelled sailing) committed while this one waited: what was quoted no longer holds.
        const current = (await store.legs(row.uuid)).find((l) => l.legIndex === leg.legIndex);
        if (!current || current.uuid !== leg.uuid || current.cabinClass !== leg.cabinClass || locked.totalMinor !== row.totalMinor) throw changeConflict();
        const outcome = changeOutcome({
          type: 'change.confirm',
          orderState: locked.stateValue as never,
          departureTime: leg.departureTime,
          now,
          balanceMinor: quote.balanceMinor,
        });
        if (!outcome) throw locked.status !== 'PAID' ? orderMoveRefused() : quote.dueMinor > 0 ? changePaymentDue() : changeCutOffPassed();
        if (signedMinor(input.balance, row.currency) !== quote.balanceMinor) throw changePriceChanged();

        if (!(await inventoryFor(tx).reserve(line.uuid, cabinClass, units))) throw notEnoughTickets('cabinClass');
        await changes.giveBack({ voyageUuid: leg.uuid, cabinClass: leg.cabinClass }, leg.berths);
        await changes.moveLeg(row.uuid, leg.legIndex, { voyageUuid: line.uuid, cabinClass, berths: units });
        const history = await store.history(row.uuid);
        const changeNo = history.filter((h) => h.event === 'order.changeSailing').length + 1;
        await changes.voidTickets(row.uuid, leg.legIndex);
        await changes.insertTickets(row.uuid, newTickets(locked, leg.legIndex, newLeg, ticketTypes, changeNo));
        const breakdown: PriceBreakdown | null = locked.breakdown
          ? { ...locked.breakdown, legs: locked.breakdown.legs.map((l, i) => (i === leg.legIndex ? newLeg : l)) }
          : null;
        const totalMinor = breakdown ? breakdown.legs.reduce((sum, l) => sum + l.subtotalMinor, 0) : locked.totalMinor + quote.differenceMinor;
        await changes.setPrice(row.uuid, { totalMinor, breakdown, updatedAt: now });
        const money = (minor: number) => `${fromMinor(minor, row.currency)} ${row.currency}`;
        const note =
          `${leg.code} ${leg.cabinClass} -> ${line.voyageCode} ${cabinClass}; ` +
          `fee ${money(quote.feeMinor)}, difference ${money(quote.differenceMinor)}, ${quote.backMinor > 0 ? `back ${money(quote.backMinor)}` : 'nothing to settle'}`;
        await store.insertEvent({
          orderUuid: row.uuid,
          event: 'order.changeSailing',
          fromState: locked.stateValue,
          toState: locked.stateValue,
          fromStatus: locked.status,
          toStatus: locked.status,
          actor: by.actor,
          actorUserUuid: by.userUuid,
          note,
          createdAt: now,
        });

        let refund: { uuid: string; refundNo: string; amountMinor: number; currency: Currency } | undefined;
        let payment: { outTradeNo: string; amountMinor: number } | undefined;
        if (outcome === 'refundDue') {
          const paid = await store.succeededPayment(row.uuid);
          if (!paid) throw noPaymentToRefund();
          payment = paid;
          refund = await store.insertRefund({
            orderUuid: row.uuid,
            paymentUuid: paid.uuid,
            refundNo: `${row.orderNo ?? row.uuid}-C${changeNo}`,
            amountMinor: quote.backMinor,
            feeMinor: quote.feeMinor,
            currency: row.currency,
            status: 'APPROVED',
            reason: 'CHANGE_SAILING',
            decidedBy: by.actor === 'staff' ? by.userUuid : null,
            createdAt: now,
            decidedAt: now,
          });
        }
        // The passenger is told by the clerk's change as by their own: to the order's contact, in the owner's language.
        await notifyChanged?.(tx, {
          orderUuid: row.uuid,
          legIndex: leg.legIndex,
          from: { voyageCode: leg.code, departureTime: leg.departureTime.toISOString() },
          to: { voyageCode: line.voyageCode, departureTime: new Date(line.departureTime).toISOString() },
          fee: fromMinor(quote.feeMinor, row.currency),
          back: fromMinor(quote.backMinor, row.currency),
          currency: row.currency,
          changeNo,
          at: now,
        });
        if (by.actor === 'staff') {
          await recordStaffAction(tx, {
            staffUserId: by.userUuid,
            action: 'order.changeSailing',
            recordType: 'order',
            recordId: row.uuid,
            before: { legIndex: leg.legIndex, voyageUuid: leg.uuid, voyageCode: leg.code, cabinClass: leg.cabinClass, totalMinor: locked.totalMinor },
            after: {
              legIndex: leg.legIndex,
              voyageUuid: line.uuid,
              voyageCode: line.voyageCode,
              cabinClass,
              totalMinor,
              feeMinor: quote.feeMinor,
              backMinor: quote.backMinor,
            },
            at: now,
          });
        }
        return { outcome, refund, payment };
      });
      // After the commit: the provider's call holds no lock.
      if (sent.refund && sent.payment) await sendRefund(sent.refund, sent.payment);
      return { outcome: sent.outcome };
    },
  };
}
export type OrderChanges = ReturnType<typeof createOrderChanges>;
