/** The booking form's values: empty, from a stored booking or template, and as a draft keeps them. */
import type { PartyRole } from './enums';
import type { BookingContainerForm, BookingForm, BookingPartyForm } from './schemas';
import type { BookingView } from './types';

/** The booking-side role list (spec section 3), in its order: the parties the form offers. */
export const FORM_ROLES = ['BK', 'SH', 'CO', 'NF1', 'NF2', 'NF3'] as const satisfies readonly PartyRole[];
/** The roles a booking needs to be submitted (bookingSubmitSchema); the form always shows them. */
export const REQUIRED_ROLES: readonly PartyRole[] = ['SH', 'CO'];
/** At most this many container lines (bookingFormSchema). */
export const MAX_CONTAINER_LINES = 20;

export const emptyParty = (role: PartyRole): BookingPartyForm => ({
  role,
  partyUuid: '',
  name: '',
  address: '',
  contact: '',
  phone: '',
  email: '',
  countryCode: '',
});

/** A new line: the weight is left for the user (an empty number field). */
export const emptyContainer = (): BookingContainerForm => ({ containerType: '40HC', quantity: 1, grossWeightKg: undefined as unknown as number });

const roleOrder = (role: string) => {
  const index = (FORM_ROLES as readonly string[]).indexOf(role);
  return index < 0 ? FORM_ROLES.length : index;
};

/** The parties in the role list's order, with the shipper and consignee always there to fill in. */
function withRequiredParties(parties: readonly BookingPartyForm[]): BookingPartyForm[] {
  const all = [...parties, ...REQUIRED_ROLES.filter((role) => !parties.some((p) => p.role === role)).map(emptyParty)];
  return all.sort((a, b) => roleOrder(a.role) - roleOrder(b.role));
}

/** Where a party of `role` goes among `roles` (kept in the role list's order). */
export const insertionIndex = (roles: readonly string[], role: PartyRole): number => roles.filter((r) => roleOrder(r) < roleOrder(role)).length;

export function emptyBookingForm(): BookingForm {
  return {
    polCode: '',
    podCode: '',
    voyageUuid: '',
    commodity: '',
    cargoDescription: '',
    marks: '',
    remarks: '',
    containers: [emptyContainer()],
    parties: withRequiredParties([]),
  };
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** A stored booking's or a template's content as the form's values (the answers carry null where nothing is set). */
export function formOfContent(content: Partial<BookingForm> | BookingView): BookingForm {
  const parties = (content.parties ?? []).map((p) => ({
    role: p.role,
    partyUuid: textOf(p.partyUuid),
    name: textOf(p.name),
    address: textOf(p.address),
    contact: textOf(p.contact),
    phone: textOf(p.phone),
    email: textOf(p.email),
    countryCode: textOf(p.countryCode),
  }));
  return {
    polCode: textOf(content.polCode),
    podCode: textOf(content.podCode),
    voyageUuid: textOf(content.voyageUuid),
    commodity: textOf(content.commodity),
    cargoDescription: textOf(content.cargoDescription),
    marks: textOf(content.marks),
    remarks: textOf(content.remarks),
    containers: (content.containers ?? []).map((c) => ({ containerType: c.containerType, quantity: c.quantity, grossWeightKg: c.grossWeightKg })),
    parties: withRequiredParties(parties),
  };
}

/** A party left empty on the form (the shipper and consignee are always shown) is no party. */
const isBlankParty = (p: BookingPartyForm): boolean => !p.partyUuid && [p.name, p.address, p.contact, p.phone, p.email, p.countryCode].every((v) => !v?.trim());

/** What a draft or a template keeps: the parties filled in. Submitting sends every party, so an empty shipper is named at its field. */
export const withoutBlankParties = (values: BookingForm): BookingForm => ({ ...values, parties: values.parties.filter((p) => !isBlankParty(p)) });

/**
 * The form's field for a field the server names (yup paths: `containers[0].quantity`); a whole
 * list's message (`parties`, `containers`) goes to the list's root.
 */
export function formFieldOf(serverPath: string): string {
  const path = serverPath.replace(/\[(\d+)\]/g, '.$1');
  return path === 'parties' || path === 'containers' ? `${path}.root` : path;
}
