import type { InferType } from 'yup';
import type { Currency, DictItem, DictType } from '../../../src/domain/baseData';
import type { Page } from '../../../src/domain/envelope';
import type { OrderPageQuery } from '../../../src/domain/payments';
import { ErrorCode } from '../../../src/domain/errorCodes';
import type { TicketTypeRule } from '../../../src/domain/ticketing/age';
import { BASE_RULES } from './orders.baseRules';
import { berthsNeeded, checkOrder, type CheckedLeg, type FieldViolation, type OrderCheck } from '../../../src/domain/ticketing/checkOrder';
import type { OrderPassengerInput, OrderView } from '../../../src/domain/ticketing/order';
import type { orderDraftSchema, orderSubmitSchema } from '../../../src/domain/ticketing/orderSchema';
import type { CabinRules } from '../../../src/domain/ticketing/party';
import type { PriceError } from '../../../src/domain/ticketing/price';
import { localDate, type VoyagePortLine } from '../../../src/domain/voyages';
import type { PassengerForm } from '../../../src/domain/validation/passengerSchema';
import type { Db } from '../../db/client';
import type { VersionedCache } from '../../lib/cache';
import type { Clock } from '../../lib/clock';
import { AppError, notFound, type FieldErrors } from '../../lib/errors';
import { noMetrics, type Metrics } from '../../lib/metrics/metrics';
import { numberBlocks } from '../../lib/numberBlocks';
import type { SettingsRepository } from '../settings/settings.repository';
import { holdingLimit, idempotencyKeyReused, notEnoughTickets, onlyDraftDeletable, orderNotDraft, orderRulesFailed, unpaidOrdersLimit } from './orders.errors';
import { requestHashOf } from './orders.idempotency';
import { transaction } from '../../db/transaction';
import { rateKey, type RateLimiter } from '../../lib/rateLimit';
import { unitsTaken } from '../../../src/domain/ticketing/saleUnit';
import type { OrdersConfig } from '../../config';
import type { InventoryRepository } from './inventory.repository';
import type { LegRow, NewLeg, OrderRow, OrdersRepository, OrderValues } from './orders.repository';
import { DRAFT_STATE, stateAfter, type StoredState } from './orders.state';
import { formatOrderNo, ticketsOf } from './orders.tickets';
import { detailsView, toView, withRefundDetails } from './orders.view';
import type { RefundDetails } from '../refunds/refundDetails';
import { orderFilterOf, orderPage } from './orders.page';
import type { OrderLifecycle } from './orders.lifecycle';
import { isUuid } from '../../../src/domain/ids';

export type OrderSubmitInput = InferType<typeof orderSubmitSchema>;
export type OrderDraftInput = InferType<typeof orderDraftSchema>;

const LEG_FIELD = ['outbound', 'returnLeg'] as const;
/** Order numbers taken from the sequence per round trip: a restart leaves at most this gap, as a rolled-back nextval leaves one. */
const ORDER_NUMBER_BLOCK = 16;

/** The voyage read the submit needs: one sailing still on offer, priced in `currency` (the return leg: the outbound's). */
interface PortLineSource {
  portLineByUuid(uuid: string, currency?: Currency): Promise<VoyagePortLine | undefined>;
  /** base data cached per version; valid once portLineByUuid found a sailing in this request (server/lib/cache.ts) */
  baseCache: Pick<VersionedCache, 'get'>;
}

interface Deps {
  db: Db;
  /** the repository over `db` or over a transaction */
  repositoryFor: (db: Db) => OrdersRepository;
  /** the rooms and berths on sale, over the submit's transaction */
  inventoryFor: (db: Db) => Pick<InventoryRepository, 'reserve'>;
  voyages: PortLineSource;
  baseData: { dictionary(type: DictType): Promise<DictItem[]>; adultAge(): Promise<number>; countries(lang: 'zh'): Promise<{ cde: string }[]> };
  settings: Pick<SettingsRepository, 'get'>;
  /** the caller's saved passengers, over a transaction */
  passengersFor: (db: Db) => {
    save(userId: string, form: PassengerForm & { uuid?: string }): Promise<{ uuid: string }>;
    checkCodes(form: PassengerForm): Promise<void>;
  };
  clock: Clock;
  /** the submit's move DRAFT -> DUE_PAY in the submit's own transaction, and the payment window it set */
  lifecycle: Pick<OrderLifecycle, 'move' | 'deadlineFor'>;
  /** counts each submitted order, after its commit */
  metrics?: Pick<Metrics, 'orderCreated'>;
  /** limits on holding: unpaid orders per account, submits per minute (server/config.ts) */
  limits?: OrdersConfig;
  /** counts submits per account; without it submits are not rate-limited */
  limiter?: Pick<RateLimiter, 'enforce'>;
  /** the refund account, payout and payments returned that the order details show (server/modules/refunds) */
  refundDetails?: RefundDetails;
}

interface LegChoice {
  voyageUuid: string;
  cabinClass: string;
}

function legChoices(input: { outbound: LegChoice; returnLeg?: LegChoice | null; orderType: string }): LegChoice[] {
  return input.orderType === 'ROUND_TRIP' && input.returnLeg ? [input.outbound, input.returnLeg] : [input.outbound];
}

/** An unpriceable leg (a fare or surcharge missing, or in another currency) at the leg's cabin class. */
function priceViolation(error: PriceError): FieldViolation {
  const leg = 'leg' in error ? error.leg : 0;
  return { field: `${LEG_FIELD[leg] ?? 'outbound'}.cabinClass`, key: leg === 1 ? 'roundCabinError' : 'chooseCabinClass' };
}

/**
 * Orders (DOMAIN "Order lifecycle"): a DRAFT is saved loosely and holds no berths; submitting
 * checks every rule again with the shared checkOrder and then, in one transaction, takes the
 * berths of each leg with a conditional update and stores the order as DUE_PAY with its
 * tickets and price breakdown. Any failure rolls the whole transaction back.
 */
export function createOrdersService({
  db,
  repositoryFor,
  inventoryFor,
  voyages,
  baseData,
  settings,
  passengersFor,
  clock,
  lifecycle,
  metrics = noMetrics,
  refundDetails,
  limits = { maxUnpaidOrders: 3, submitsPerMinute: 0 },
  limiter,
}: Deps) {
  const repository = repositoryFor(db);
  const orderSequence = numberBlocks((count) => repository.nextOrderSequences(count), ORDER_NUMBER_BLOCK);

  /**
   * Base data from the cache once this request's live read of a sailing has given the cache
   * its version (`fresh`), else from the database: a request that found no sailing has seen
   * no version, and must not trust what the cache holds.
   */
  const base = <T>(fresh: boolean, key: string, load: () => Promise<T>): Promise<T> => (fresh ? voyages.baseCache.get(key, load) : load());

  async function ticketRules(fresh: boolean): Promise<TicketTypeRule[]> {
    return base(fresh, BASE_RULES.ticketRules.key, () => BASE_RULES.ticketRules.load(baseData));
  }

  /** The ticket types as the dictionary names them, for a refusal that names one (成人, not ADULT). */
  function ticketTypeItems(fresh: boolean): Promise<DictItem[]> {
    return base(fresh, 'orders:ticketTypes', () => baseData.dictionary('TICKET_TYPE'));
  }

  async function cabinRulesByClass(fresh: boolean): Promise<Map<string, CabinRules>> {
    return base(fresh, BASE_RULES.cabinRules.key, () => BASE_RULES.cabinRules.load(baseData));
  }

  /** The codes a passenger's lists accept (nationality, gender, ID types, career), for the quick check of checkPassengerCodes. */
  function knownCodes(): Promise<Record<'nationality' | 'gender' | 'certificate' | 'career', Set<string>>> {
    return voyages.baseCache.get('orders:passengerCodes', async () => {
      const [countries, genders, certificates, careers] = await Promise.all([
        baseData.countries('zh'),
        baseData.dictionary('GENDER'),
        baseData.dictionary('CERTIFICATE_TYPE'),
        baseData.dictionary('OCCUPATION'),
      ]);
      const codes = (items: { cde: string }[]) => new Set(items.map((i) => i.cde));
      return { nationality: codes(countries), gender: codes(genders), certificate: codes(certificates), career: codes(careers) };
    });
  }

  /** Each leg's sailing as offered now, the return priced in the outbound's currency (one order, one currency); undefined where not on offer. */
  async function portLinesOf(choices: LegChoice[]): Promise<(VoyagePortLine | undefined)[]> {
    const lines: (VoyagePortLine | undefined)[] = [];
    for (const choice of choices) {
      const currency = lines[0]?.currency;
      lines.push(isUuid(choice.voyageUuid) && (lines.length === 0 || currency) ? await voyages.portLineByUuid(choice.voyageUuid, currency) : undefined);
    }
    return lines;
  }

  /** checkOrder over the legs with the rules from the dictionaries; no check when a leg is not on offer. */
  async function checked(
    input: { orderType: OrderSubmitInput['orderType']; outbound: LegChoice; returnLeg?: LegChoice | null; extraBed: boolean },
    passengers: readonly { ticketType: string; birthDate: string }[],
    lines: (VoyagePortLine | undefined)[],
  ): Promise<{ check: OrderCheck | undefined; rules: TicketTypeRule[]; cabins: Map<string, CabinRules> }> {
    const fresh = lines.some(Boolean);
    const [rules, cabins] = await Promise.all([ticketRules(fresh), cabinRulesByClass(fresh)]);
    const choices = legChoices(input);
    if (lines.some((line) => !line)) return { check: undefined, rules, cabins };
    const legs: CheckedLeg[] = choices.map((choice, index) => ({ voyage: lines[index] as VoyagePortLine, cabinClass: choice.cabinClass }));
    const check = checkOrder({
      orderType: input.orderType,
      legs,
      passengers,
      extraBed: input.extraBed,
      ticketRules: rules,
      cabinRules: (code) => cabins.get(code),
    });
    return { check, rules, cabins };
  }

  async function view(row: OrderRow): Promise<OrderView> {
    const [legs, tickets] = await Promise.all([repository.legs(row.uuid), repository.tickets(row.uuid)]);
    return toView(row, legs, tickets);
  }

  /**
   * The caller's order named by `uuid` and its state after `event`: 10404 when unknown or another
   * user's, a business error when the order chart refuses the move (the order is no DRAFT any more).
   */
  async function ownOrderMoving(userId: string, uuid: string, event: 'order.saveDraft' | 'order.submit'): Promise<StoredState> {
    const row = isUuid(uuid) ? await repository.find(userId, uuid) : undefined;
    if (!row) throw notFound();
    const next = stateAfter(row.stateValue, { type: event });
    if (!next) throw orderNotDraft();
    return next;
  }

  /** Writes the order's row: a new one, or the caller's DRAFT (refused when it stopped being one meanwhile). */
  async function writeOrder(store: OrdersRepository, userId: string, uuid: string | undefined, values: OrderValues, now: Date): Promise<OrderRow> {
    if (!uuid) return store.insert(userId, values, now);
    const row = await store.updateDraft(userId, uuid, { ...values, updatedAt: now });
    if (row) return row;
    throw (await store.find(userId, uuid)) ? orderNotDraft() : notFound();
  }

  /**
   * Every passenger's codes must be items of their lists (nationality, gender, ID types, career),
   * saved or not. Called after the legs' live read (the cache is fresh): codes all known to the
   * cached lists pass at once; otherwise the passenger list's own check answers, with its errors.
   */
  async function checkPassengerCodes(passengers: readonly OrderPassengerInput[]): Promise<void> {
    const known = await knownCodes();
    const allKnown = passengers.every(
      (p) =>
        known.nationality.has(p.nationality) &&
        known.gender.has(p.gender) &&
        known.certificate.has(p.certificateType) &&
        (!p.secondCertificateType || known.certificate.has(p.secondCertificateType)) &&
        (!p.career || known.career.has(p.career)),
    );
    if (allKnown) return;
    const list = passengersFor(db);
    for (const [index, passenger] of passengers.entries()) {
      const { ticketType: _ticketType, savedPassengerUuid: _saved, saveToList: _save, ...form } = passenger;
      try {
        await list.checkCodes(form);
      } catch (error) {
        throw atPassenger(error, index);
      }
    }
  }

  /** Saves the passengers marked saveToList in the caller's list; answers the passengers with their saved ids. */
  async function savePassengers(tx: Db, userId: string, passengers: OrderPassengerInput[]): Promise<OrderPassengerInput[]> {
    const saved: OrderPassengerInput[] = [];
    for (const [index, passenger] of passengers.entries()) {
      const { ticketType: _ticketType, savedPassengerUuid, saveToList, ...form } = passenger;
      if (!saveToList) {
        saved.push(passenger);
        continue;
      }
      const list = passengersFor(tx);
      try {
        let result: { uuid: string };
        try {
          result = await list.save(userId, { ...form, ...(savedPassengerUuid ? { uuid: savedPassengerUuid } : {}) });
        } catch (error) {
          // The saved passenger it came from is gone (deleted in another tab): save it anew.
          if (!(error instanceof AppError && error.code === ErrorCode.NOT_FOUND && savedPassengerUuid)) throw error;
          result = await list.save(userId, form);
        }
        saved.push({ ...passenger, savedPassengerUuid: result.uuid });
      } catch (error) {
        throw atPassenger(error, index);
      }
    }
    return saved;
  }

  return {
    /** The order with its history, payment attempts and refund application (the order details). */
    async load(userId: string, uuid: string): Promise<OrderView> {
      const row = isUuid(uuid) ? await repository.find(userId, uuid) : undefined;
      if (!row) throw notFound();
      const [order, history, payments, refund] = await Promise.all([
        view(row),
        repository.history(uuid),
        repository.payments(uuid),
        repository.latestRefund(uuid),
      ]);
      return withRefundDetails({ ...order, ...detailsView(row, history, payments, refund) }, uuid, refund, refundDetails);
    },

    /** A page of the caller's orders, newest first (drafts too: the user comes back to them from the list). */
    page(userId: string, query: OrderPageQuery & { current: number; size: number }): Promise<Page<OrderView>> {
      return orderPage(repository, { ...orderFilterOf(query), userUuid: userId }, query.current, query.size);
    },

    /**
     * Deletes the caller's DRAFT, when the order chart takes `order.deleteDraft` there (a DRAFT
     * holds no berths: nothing to give back); a submitted order is refused and left as it is.
     */
    async deleteDraft(userId: string, uuid: string): Promise<void> {
      const row = isUuid(uuid) ? await repository.find(userId, uuid) : undefined;
      if (!row) throw notFound();
      if (!stateAfter(row.stateValue, { type: 'order.deleteDraft' })) throw onlyDraftDeletable();
      if (await repository.deleteDraft(userId, uuid)) return;
      // Submitted (or deleted) since it was read.
      throw (await repository.find(userId, uuid)) ? onlyDraftDeletable() : notFound();
    },

    /** Saves a new DRAFT or updates the caller's DRAFT; no berths are held. */
    async saveDraft(userId: string, input: OrderDraftInput): Promise<OrderView> {
      const state = input.uuid ? await ownOrderMoving(userId, input.uuid, 'order.saveDraft') : DRAFT_STATE;
      const choices = legChoices(input);
      const known = await repository.voyagesByUuid(choices.map((c) => c.voyageUuid).filter((uuid) => isUuid(uuid)));
      const unknown = choices.flatMap((choice, index) =>
        known.some((v) => v.uuid === choice.voyageUuid) ? [] : [{ field: `${LEG_FIELD[index]}.voyageUuid`, key: 'chooseCabinClass' as const }],
      );
      const outbound = known.find((v) => v.uuid === input.outbound.voyageUuid);
      if (!outbound || unknown.length) throw orderRulesFailed(unknown);

      const passengers = input.passengers as unknown as OrderPassengerInput[];
      // A draft shows its price once it can have one: sailings still on offer, known ticket types.
      const lines = await portLinesOf(choices);
      const { check, rules } = await checked(input, passengers, lines);
      const priced = check?.price?.ok ? check.price.breakdown : undefined;
      const now = clock();
      const values: OrderValues = {
        ...state,
        orderType: input.orderType,
        currency: priced?.currency ?? outbound.currency,
        totalMinor: priced?.totalMinor ?? 0,
        breakdown: null,
        contactName: input.contactName,
        contactPhone: input.contactPhone,
        contactEmail: input.contactEmail,
        extraBed: input.extraBed,
        noticeVersion: input.noticeVersion ?? null,
        passengers,
        updatedAt: now,
      };
      const berths = berthsNeeded(passengers, rules);
      const row = await db.transaction(async (tx) => {
        const store = repositoryFor(tx);
        const order = await writeOrder(store, userId, input.uuid, values, now);
        await store.replaceLegs(
          order.uuid,
          choices.map((c, legIndex) => ({ legIndex, ...c, berths })),
        );
        return order;
      });
      return view(row);
    },

    /**
     * Checks everything, then reserves the rooms or berths and stores the order as DUE_PAY, all or
     * nothing. With an idempotency key, a key this user sent before answers the order it made (or
     * 10432 when the body differs), and the key is stored with the new order in its transaction.
     */
    async submit(userId: string, input: OrderSubmitInput, options: { idempotencyKey?: string } = {}): Promise<OrderView> {
      const key = options.idempotencyKey;
      const requestHash = key === undefined ? '' : requestHashOf(input);
      const replay = async (earlier: { requestHash: string; orderUuid: string }): Promise<OrderView> => {
        if (earlier.requestHash !== requestHash) throw idempotencyKeyReused();
        const found = await repository.find(userId, earlier.orderUuid);
        if (!found) throw notFound();
        return view(found);
      };
      if (key !== undefined) {
        const earlier = await repository.submitKey(userId, key);
        if (earlier) return replay(earlier);
      }
      // A retry of a known key is not counted: only attempts that may make an order.
      if (limiter && limits.submitsPerMinute > 0) await limiter.enforce(rateKey('order-submit', userId), { limit: limits.submitsPerMinute, windowSeconds: 60 });
      if (input.uuid) await ownOrderMoving(userId, input.uuid, 'order.submit');
      const choices = legChoices(input);
      const lines = await portLinesOf(choices);
      const missing = lines.findIndex((line) => !line);
      if (missing >= 0) throw orderRulesFailed([{ field: `${LEG_FIELD[missing]}.voyageUuid`, key: 'chooseCabinClass' }]);
      const [{ check, rules, cabins }, notice] = await Promise.all([
        checked(input, input.passengers, lines),
        voyages.baseCache.get('orders:notice', () => settings.get('passengerNotice')),
      ]);
      if (!check) throw new Error('every leg has its port line, so the order can be checked');
      // Remaining berths seen now are only a hint: the conditional update below decides, and
      // answers "not enough tickets left" the same way whether they were gone before or raced away.
      const violations = check.violations.filter((v) => v.key !== 'notEnoughTickets');
      if (notice && input.noticeVersion !== undefined && input.noticeVersion !== notice.version)
        violations.push({ field: 'noticeAgreed', key: 'noticeNotAgreed' });
      if (violations.length) throw orderRulesFailed(violations, await ticketTypeItems(true));
      if (!check.price) throw orderRulesFailed([{ field: 'outbound.cabinClass', key: 'chooseCabinClass' }]);
      if (!check.price.ok) throw orderRulesFailed([priceViolation(check.price.error)]);
      const { breakdown } = check.price;
      await checkPassengerCodes(input.passengers);

      // Paying passengers per leg, from the types judged for that leg (an infant who turns 2 between
      // the legs travels free out and takes a berth back).
      const payingOn = (legIndex: number) =>
        berthsNeeded(
          (check.legTicketTypes[legIndex] ?? input.passengers.map((p) => p.ticketType)).map((ticketType) => ({ ticketType })),
          rules,
        );
      // One room of a room class whatever the party (checkOrder has checked that it fits), or a berth per paying passenger.
      const unitsOf = (legIndex: number, cabinClass: string) => unitsTaken(cabins.get(cabinClass)?.saleUnit ?? 'room', payingOn(legIndex));
      const outbound = lines[0] as VoyagePortLine;
      const now = clock();
      // Before the transaction: on PGlite a statement outside it would wait for its end.
      const orderNo = formatOrderNo(localDate(now, outbound.departurePort), await orderSequence());

      const row = await transaction(db, async (tx) => {
        const store = repositoryFor(tx);
        // First in the global lock order (server/db/transaction.ts): one submit per account at a
        // time, so two submits with one key make one order and the limits below cannot be raced.
        await store.lockAccount(userId);
        if (key !== undefined) {
          const earlier = await store.submitKey(userId, key);
          if (earlier) return { earlier };
        }
        if ((await store.unpaidCount(userId)) >= limits.maxUnpaidOrders) throw unpaidOrdersLimit(limits.maxUnpaidOrders);
        for (const [legIndex, choice] of choices.entries()) {
          const cabin = cabins.get(choice.cabinClass);
          const cap = cabin?.maxHeldPerAccount;
          if (cap === undefined) continue;
          const held = await store.unpaidUnitsHeld(userId, choice.voyageUuid, choice.cabinClass);
          if (held + unitsOf(legIndex, choice.cabinClass) > cap) throw holdingLimit(`${LEG_FIELD[legIndex]}.cabinClass`, cabin?.saleUnit ?? 'room', cap);
        }
        const passengers = await savePassengers(tx, userId, input.passengers);
        // The order is written whole as the DRAFT it still is (new, or the caller's), then moved
        // DRAFT -> DUE_PAY by the lifecycle like every other move: state, payment deadline, tickets
        // UNPAID and the first history row.
        const draft = await writeOrder(
          store,
          userId,
          input.uuid,
          {
            ...DRAFT_STATE,
            orderNo,
            orderType: input.orderType,
            currency: breakdown.currency,
            totalMinor: breakdown.totalMinor,
            breakdown,
            contactName: input.contactName,
            contactPhone: input.contactPhone,
            contactEmail: input.contactEmail,
            extraBed: input.extraBed,
            noticeVersion: notice?.version ?? input.noticeVersion ?? null,
            passengers,
            updatedAt: now,
            submittedAt: now,
            paymentDeadline: null,
          },
          now,
        );
        const newLegs: NewLeg[] = choices.map((c, legIndex) => ({ legIndex, ...c, berths: unitsOf(legIndex, c.cabinClass) }));
        if (input.uuid) await store.deleteLegs(draft.uuid);
        const tickets = await store.insertParts(draft.uuid, { legs: newLegs, tickets: ticketsOf(orderNo, passengers, breakdown) });
        const moved = await lifecycle.move(draft.uuid, { type: 'order.submit' }, { actor: 'user', userUuid: userId, at: now }, tx);
        const order: OrderRow = {
          ...draft,
          status: moved.toStatus,
          stateValue: moved.to,
          paymentDeadline: lifecycle.deadlineFor(moved.to, now),
          updatedAt: now,
        };
        if (key !== undefined) await store.insertSubmitKey({ userUuid: userId, key, requestHash, orderUuid: order.uuid, createdAt: now });
        // Last, so the inventory rows stay locked for the shortest time; in a fixed order
        // (sailing, then cabin) so two round trips over the same sailings cannot deadlock. The one
        // exception to the global lock order: the order row written above is new (or the caller's
        // DRAFT), a row no other move of orders and inventory takes.
        const inventory = inventoryFor(tx);
        const byRow = [...newLegs].sort((a, b) => a.voyageUuid.localeCompare(b.voyageUuid) || a.cabinClass.localeCompare(b.cabinClass));
        for (const leg of byRow) {
          if (!(await inventory.reserve(leg.voyageUuid, leg.cabinClass, leg.berths))) throw notEnoughTickets(`${LEG_FIELD[leg.legIndex]}.cabinClass`);
        }
        return { order, tickets };
      });
      // A concurrent request with the same key committed first, while this one waited for the account's lock.
      if ('earlier' in row && row.earlier) return replay(row.earlier);
      metrics.orderCreated();
      // The view from what this request read and wrote: no second read of legs and tickets.
      return toView(row.order, legRowsOf(choices, lines as VoyagePortLine[], unitsOf), row.tickets);
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;

/** The order's legs as a stored order's view shows them, from the port lines the submit was checked with. */
function legRowsOf(choices: LegChoice[], lines: VoyagePortLine[], unitsOf: (legIndex: number, cabinClass: string) => number): LegRow[] {
  return choices.map((choice, legIndex) => {
    const line = lines[legIndex] as VoyagePortLine;
    const cabin = line.cabins.find((c) => c.cabinClass === choice.cabinClass);
    return {
      legIndex,
      uuid: line.uuid,
      code: line.voyageCode,
      vessel: line.vessel,
      departurePort: line.departurePort,
      arrivalPort: line.arrivalPort,
      departurePortNameZh: line.departurePortNameZh,
      departurePortNameJa: line.departurePortNameJa,
      arrivalPortNameZh: line.arrivalPortNameZh,
      arrivalPortNameJa: line.arrivalPortNameJa,
      departureTime: new Date(line.departureTime),
      arrivalTime: new Date(line.arrivalTime),
      currency: line.currency,
      cabinClass: choice.cabinClass,
      cabinNameZh: cabin?.cabinNameZh ?? null,
      cabinNameJa: cabin?.cabinNameJa ?? null,
      berths: unitsOf(legIndex, choice.cabinClass),
    };
  });
}

/** The passenger list's field errors (nationality, gender, ID type…) named as the order's passenger fields. */
function atPassenger(error: unknown, index: number): unknown {
  if (!(error instanceof AppError && error.fields)) return error;
  const fields: FieldErrors = Object.fromEntries(Object.entries(error.fields).map(([field, text]) => [`passengers[${index}].${field}`, text]));
  return new AppError(error.code, error.message, error.jpMessage, fields, error.httpStatus, error.reason);
}
