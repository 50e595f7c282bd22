import type { StateValue } from 'xstate';
import type {
  BillOfLadingSummary,
  BookingContainerView,
  BookingHistoryEntry,
  BookingPartyView,
  BookingStatusAnswer,
  BookingSummary,
  BookingTemplate,
  BookingTemplateSummary,
  BookingView,
  Party,
} from '../../../../src/domain/shipping/types';
import { PARTY_FLAGS, PARTY_ROLES, type PartyRole } from '../../../../src/domain/shipping/enums';
import type { BookingForm } from '../../../../src/domain/shipping/schemas';
import { blStageOf } from '../../../../src/machines/booking.machine';
import type { BillRow, BookingEventRow, BookingPartyRow, BookingRow, ContainerRow, SailingRow, TemplateRow } from './bookings.repository';
import type { PartyRow } from '../parties/parties.repository';

/** Rows to the answers of the container-shipping calls (src/domain/shipping/types.ts). */

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

function containerSummary(containers: Pick<ContainerRow, 'containerType' | 'quantity'>[]): string {
  return containers.map((c) => `${c.quantity}x${c.containerType}`).join(', ');
}

export function statusAnswer(row: BookingRow): BookingStatusAnswer {
  return { uuid: row.uuid, bookingNo: row.bookingNo, status: row.status, stateValue: row.stateValue, blStage: blStageOf(row.stateValue as StateValue) };
}

export function toSummary(row: BookingRow, containers: ContainerRow[], sailing: SailingRow | undefined): BookingSummary {
  return {
    ...statusAnswer(row),
    polCode: row.polCode,
    podCode: row.podCode,
    voyageUuid: row.voyageUuid,
    voyageCode: row.voyageCode,
    vessel: row.vessel,
    etd: iso(sailing?.departureTime),
    commodity: row.commodity,
    containerSummary: containerSummary(containers),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: iso(row.submittedAt),
  };
}

export function toContainer(row: ContainerRow): BookingContainerView {
  return { containerType: row.containerType, quantity: row.quantity, grossWeightKg: Number(row.grossWeightKg) };
}

export function toBookingParty(row: BookingPartyRow): BookingPartyView {
  return {
    role: row.role,
    partyUuid: row.partyUuid,
    name: row.name,
    address: row.address,
    contact: row.contact,
    phone: row.phone,
    email: row.email,
    countryCode: row.countryCode,
  };
}

function toHistory(row: BookingEventRow): BookingHistoryEntry {
  return {
    event: row.event,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    fromState: row.fromState,
    toState: row.toState,
    actor: row.actor,
    note: row.note,
    at: row.createdAt.toISOString(),
  };
}

export function toBill(bill: BillRow, booking: BookingRow): BillOfLadingSummary {
  return {
    uuid: bill.uuid,
    blNo: bill.blNo,
    bookingUuid: booking.uuid,
    bookingNo: booking.bookingNo,
    vessel: booking.vessel,
    voyageCode: booking.voyageCode,
    polCode: booking.polCode,
    podCode: booking.podCode,
    issuedAt: bill.issuedAt.toISOString(),
    telexReleasedAt: iso(bill.telexReleasedAt),
    telexReleased: bill.telexReleasedAt !== null,
  };
}

const byRole = (a: { role: PartyRole }, b: { role: PartyRole }) => PARTY_ROLES.indexOf(a.role) - PARTY_ROLES.indexOf(b.role);

export function toView(
  row: BookingRow,
  parts: { containers: ContainerRow[]; parties: BookingPartyRow[]; history: BookingEventRow[]; sailing: SailingRow | undefined; bill: BillRow | undefined },
): BookingView {
  return {
    ...toSummary(row, parts.containers, parts.sailing),
    cargoDescription: row.cargoDescription,
    marks: row.marks,
    remarks: row.remarks,
    containers: parts.containers.map(toContainer),
    parties: parts.parties.map(toBookingParty).sort(byRole),
    history: parts.history.map(toHistory),
    billOfLading: parts.bill ? toBill(parts.bill, row) : null,
  };
}

/** A booking's content as a new draft, a copy or a template takes it: no sailing (a template outlives its voyage). */
export function contentOf(row: BookingRow, containers: ContainerRow[], parties: BookingPartyRow[]): BookingForm {
  return {
    polCode: row.polCode,
    podCode: row.podCode,
    voyageUuid: '',
    commodity: row.commodity,
    cargoDescription: row.cargoDescription,
    marks: row.marks,
    remarks: row.remarks,
    containers: containers.map((c) => ({ containerType: c.containerType, quantity: c.quantity, grossWeightKg: Number(c.grossWeightKg) })),
    parties: parties
      .map(toBookingParty)
      .sort(byRole)
      .map((p) => ({ ...p, partyUuid: p.partyUuid ?? '' })),
  };
}

export function toTemplateSummary(row: TemplateRow): BookingTemplateSummary {
  return {
    uuid: row.uuid,
    name: row.name,
    polCode: row.content.polCode,
    podCode: row.content.podCode,
    commodity: row.content.commodity,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toTemplate(row: TemplateRow): BookingTemplate {
  return { ...toTemplateSummary(row), content: row.content };
}

export function toParty(row: PartyRow): Party {
  return {
    uuid: row.uuid,
    name: row.name,
    address: row.address,
    contact: row.contact,
    phone: row.phone,
    email: row.email,
    countryCode: row.countryCode,
    bookingInd: row.bookingInd,
    shipperInd: row.shipperInd,
    consigneeInd: row.consigneeInd,
    notifyPartyInd: row.notifyPartyInd,
    secondNotifyPartyInd: row.secondNotifyPartyInd,
    destinationReceiver: row.destinationReceiver,
    forwarderInd: row.forwarderInd,
    roles: (Object.entries(PARTY_FLAGS) as [keyof typeof PARTY_FLAGS, PartyRole][])
      .filter(([flag]) => row[flag])
      .map(([, role]) => role)
      .sort((a, b) => PARTY_ROLES.indexOf(a) - PARTY_ROLES.indexOf(b)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
