import type { PartyFlag, PartyRole } from '../../../domain/shipping/enums';
import { PARTY_FLAGS } from '../../../domain/shipping/enums';
import type { PartyValues } from '../../../machines/parties.machine';
import type { Party } from '../../../domain/shipping/types';

/**
 * The address book's role flags in the order of the spec's party-role list (shipper, consignee,
 * notify party, second notify party, forwarder), then the booking-side list's booking party and
 * destination receiver.
 */
export const FLAG_ORDER: readonly PartyFlag[] = [
  'shipperInd',
  'consigneeInd',
  'notifyPartyInd',
  'secondNotifyPartyInd',
  'forwarderInd',
  'bookingInd',
  'destinationReceiver',
];

/** The roles the filter offers, in the same order. */
export const ROLE_ORDER: readonly PartyRole[] = FLAG_ORDER.map((flag) => PARTY_FLAGS[flag]);

export const EMPTY_PARTY: PartyValues = {
  name: '',
  address: '',
  contact: '',
  phone: '',
  email: '',
  countryCode: '',
  bookingInd: false,
  shipperInd: false,
  consigneeInd: false,
  notifyPartyInd: false,
  secondNotifyPartyInd: false,
  destinationReceiver: false,
  forwarderInd: false,
};

/** The form's values of a saved party: only the form's fields, never its id, roles list or times. */
export function formOfParty(party: Party | null): PartyValues {
  if (!party) return { ...EMPTY_PARTY };
  const values = { ...EMPTY_PARTY };
  for (const key of Object.keys(values) as (keyof PartyValues)[]) (values as Record<string, unknown>)[key] = party[key] ?? EMPTY_PARTY[key];
  return values;
}

/** The roles of a party in FLAG_ORDER, from its flags (whatever order the answer's list has). */
export const rolesOf = (party: Party): PartyRole[] => FLAG_ORDER.filter((flag) => party[flag]).map((flag) => PARTY_FLAGS[flag]);
