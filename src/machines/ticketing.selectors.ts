import type { SnapshotFrom } from 'xstate';
import type { AccountInfo } from '../domain/identityApi';
import type { RuleViolation } from '../domain/ticketing/messages';
import type { LegChoice, OrderDraft, PassengerNotice } from '../domain/ticketing/order';
import type { OrderRuleData } from '../domain/ticketing/orderRules';
import type { VoyagePortLine } from '../domain/voyages';
import type { SearchCriteria } from './ticketing.criteria';
import { legsOf, orderTypeOf, type Loadable, type OrderServerError, type ticketingMachine } from './ticketing.machine';

type TicketingSnapshot = SnapshotFrom<typeof ticketingMachine>;

/** The step bar of spec 4: select flight, fill order, order payment, payment success. */
export const STEP_BAR = ['selectFlight', 'fillOrder', 'orderPayment', 'paymentSuccess'] as const;

/** Index into STEP_BAR of where the chart is. */
export function selectStepIndex(snapshot: TicketingSnapshot): number {
  if (snapshot.matches('payment')) return 2;
  if (snapshot.matches('createOrder')) return 1;
  return 0;
}

export const selectCriteria = (snapshot: TicketingSnapshot): SearchCriteria => snapshot.context.criteria;
export const selectRefusal = (snapshot: TicketingSnapshot): RuleViolation | null => snapshot.context.refusal;
export const selectOutboundList = (snapshot: TicketingSnapshot): VoyagePortLine[] => snapshot.context.outboundList;
export const selectReturnList = (snapshot: TicketingSnapshot): VoyagePortLine[] => snapshot.context.returnList;
export const selectOutbound = (snapshot: TicketingSnapshot): LegChoice | null => snapshot.context.outbound;
export const selectReturnLeg = (snapshot: TicketingSnapshot): LegChoice | null => snapshot.context.returnLeg;
export const selectDraft = (snapshot: TicketingSnapshot): OrderDraft => snapshot.context.draft;
export const selectServerError = (snapshot: TicketingSnapshot): OrderServerError | null => snapshot.context.serverError;
export const selectOrderType = (snapshot: TicketingSnapshot) => orderTypeOf(snapshot.context);
/** What the order form checks against (the dictionaries, the adult age): loading, ready or failed. */
export const selectOrderRules = (snapshot: TicketingSnapshot): Loadable<OrderRuleData> => snapshot.context.orderRules;
export const selectNotice = (snapshot: TicketingSnapshot): Loadable<PassengerNotice> => snapshot.context.notice;
/** The signed-in user's details for the contact fields the draft left empty; null until they come. */
export const selectAccount = (snapshot: TicketingSnapshot): AccountInfo | null => snapshot.context.account;

// legsOf builds a new array: keep the last answer while the legs are the same objects,
// so a view reading it does not render again for nothing.
let lastLegs: { outbound: LegChoice | null; returnLeg: LegChoice | null; type: string; legs: LegChoice[] } | null = null;
export function selectLegs(snapshot: TicketingSnapshot): LegChoice[] {
  const { outbound, returnLeg } = snapshot.context;
  const type = orderTypeOf(snapshot.context);
  if (lastLegs && lastLegs.outbound === outbound && lastLegs.returnLeg === returnLeg && lastLegs.type === type) return lastLegs.legs;
  lastLegs = { outbound, returnLeg, type, legs: legsOf(snapshot.context) };
  return lastLegs.legs;
}

export type ListStatus = 'loading' | 'failed' | 'ready' | 'idle';

/** The outbound day's list on OneWay or RoundTrip. */
export function selectOutboundListStatus(snapshot: TicketingSnapshot): ListStatus {
  if (snapshot.matches({ oneWay: 'loading' }) || snapshot.matches({ roundTrip: { outbound: 'loading' } })) return 'loading';
  if (snapshot.matches({ oneWay: 'loadFailed' }) || snapshot.matches({ roundTrip: { outbound: 'loadFailed' } })) return 'failed';
  if (snapshot.matches({ oneWay: 'ready' }) || snapshot.matches({ roundTrip: { outbound: 'ready' } })) return 'ready';
  return 'idle';
}

export function selectReturnListStatus(snapshot: TicketingSnapshot): ListStatus {
  if (snapshot.matches({ roundTrip: { inbound: 'loading' } })) return 'loading';
  if (snapshot.matches({ roundTrip: { inbound: 'loadFailed' } })) return 'failed';
  if (snapshot.matches({ roundTrip: { inbound: 'ready' } })) return 'ready';
  return 'idle';
}

/** Which leg a round trip is choosing now. */
export const selectRoundTripPhase = (snapshot: TicketingSnapshot): 'outbound' | 'return' | null =>
  snapshot.matches({ roundTrip: 'inbound' }) ? 'return' : snapshot.matches({ roundTrip: 'outbound' }) ? 'outbound' : null;

/** "Buy again" is reading the order: the search form waits. */
export const selectIsRepeating = (snapshot: TicketingSnapshot) => snapshot.matches({ search: 'repeating' });
/** The cabin class of an order bought again, marked on the lists. */
export const selectPreferredCabin = (snapshot: TicketingSnapshot): string | null => snapshot.context.preferredCabin ?? null;
export const selectRefreshFailed = (snapshot: TicketingSnapshot) => snapshot.matches({ createOrder: 'refreshFailed' });
/** The form is on screen (while it is submitted or saved as a draft, and while the berths are counted again after a refusal). */
export const selectIsEditing = (snapshot: TicketingSnapshot) =>
  snapshot.matches({ createOrder: 'editing' }) ||
  snapshot.matches({ createOrder: 'submitting' }) ||
  snapshot.matches({ createOrder: 'savingDraft' }) ||
  snapshot.matches({ createOrder: 'recounting' });

export type DraftSave = 'unsaved' | 'saving' | 'saved';
/** Whether the server holds the form as it is: saving it as a draft, saved, or changed since. */
export function selectDraftSave(snapshot: TicketingSnapshot): DraftSave {
  if (snapshot.matches({ createOrder: 'savingDraft' })) return 'saving';
  return snapshot.matches({ createOrder: { editing: 'saved' } }) ? 'saved' : 'unsaved';
}
/** Submitting is not possible now: the order (or its draft) is on its way, or the berths are being counted again. */
export const selectIsSubmitting = (snapshot: TicketingSnapshot) =>
  snapshot.matches({ createOrder: 'submitting' }) || snapshot.matches({ createOrder: 'savingDraft' }) || snapshot.matches({ createOrder: 'recounting' });
/** Which step the chart is on, or null before any screen opened. */
export function selectStep(snapshot: TicketingSnapshot): 'search' | 'oneWay' | 'roundTrip' | 'createOrder' | 'payment' | null {
  for (const step of ['search', 'oneWay', 'roundTrip', 'createOrder', 'payment'] as const) if (snapshot.matches(step)) return step;
  return null;
}
