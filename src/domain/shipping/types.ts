import type { BlStage, BookingActor, BookingStatus, ContainerType, MessageType, PartyRole } from './enums';
import type { BookingForm } from './schemas';

/**
 * Bodies of the container-shipping calls (paths.ts), shared by server and client. Request
 * bodies are the yup schemas' types (schemas.ts); these are the answers. Instants are ISO
 * 8601 strings (UTC), days 'YYYY-MM-DD'.
 */

/** One entry of the enterprise's address book (spec "Party roles"): the flags say which roles it can take. */
export interface Party {
  uuid: string;
  name: string;
  address: string;
  contact: string;
  phone: string;
  email: string;
  /** ISO 3166-1 alpha-2, '' when not given */
  countryCode: string;
  bookingInd: boolean;
  shipperInd: boolean;
  consigneeInd: boolean;
  notifyPartyInd: boolean;
  /** NF2: second notify party in the address book, loading-place contact on the booking form */
  secondNotifyPartyInd: boolean;
  /** NF3 */
  destinationReceiver: boolean;
  forwarderInd: boolean;
  /** the role codes of the flags set, in PARTY_ROLES order */
  roles: PartyRole[];
  createdAt: string;
  updatedAt: string;
}

export interface BookingContainerView {
  containerType: ContainerType;
  quantity: number;
  /** gross weight of the line, kilograms */
  grossWeightKg: number;
}

/** A party as the booking stores it: a copy of its fields when saved, and the address-book entry it came from. */
export interface BookingPartyView {
  role: PartyRole;
  /** the address-book entry it was taken from; null when typed in or since deleted */
  partyUuid: string | null;
  name: string;
  address: string;
  contact: string;
  phone: string;
  email: string;
  countryCode: string;
}

export interface BookingHistoryEntry {
  event: string;
  fromStatus: BookingStatus | null;
  toStatus: BookingStatus;
  fromState: unknown;
  toState: unknown;
  actor: BookingActor;
  note: string | null;
  at: string;
}

/** The bill of lading of a confirmed booking. */
export interface BillOfLadingSummary {
  uuid: string;
  blNo: string;
  bookingUuid: string;
  bookingNo: string;
  vessel: string;
  voyageCode: string;
  polCode: string;
  podCode: string;
  issuedAt: string;
  /** null until released by telex; the PDF is downloadable from then on */
  telexReleasedAt: string | null;
  telexReleased: boolean;
}

/** A line of the bookings list. */
export interface BookingSummary {
  uuid: string;
  bookingNo: string;
  status: BookingStatus;
  /** the booking statechart's full state value (the bill's stage inside Confirmed) */
  stateValue: unknown;
  blStage: BlStage;
  polCode: string;
  podCode: string;
  voyageUuid: string | null;
  voyageCode: string;
  vessel: string;
  /** ETD at the port of loading; null without a sailing */
  etd: string | null;
  commodity: string;
  /** e.g. "2x40HC, 1x20GP" */
  containerSummary: string;
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
}

/** A line of the shipping clerk's list: which enterprise booked it, too. */
export interface StaffBookingSummary extends BookingSummary {
  enterpriseName: string;
}

/** The clerk's list filters: those of the enterprise's list, and part of the enterprise's name. */
export interface StaffBookingPageQuery extends BookingPageQuery {
  enterprise?: string;
}

/** One booking with everything in it (load). */
export interface BookingView extends BookingSummary {
  cargoDescription: string;
  marks: string;
  remarks: string;
  containers: BookingContainerView[];
  parties: BookingPartyView[];
  history: BookingHistoryEntry[];
  billOfLading: BillOfLadingSummary | null;
}

/** Where a booking stands after a move. */
export interface BookingStatusAnswer {
  uuid: string;
  bookingNo: string;
  status: BookingStatus;
  stateValue: unknown;
  blStage: BlStage;
}

export interface BookingTemplateSummary {
  uuid: string;
  name: string;
  polCode: string;
  podCode: string;
  commodity: string;
  createdAt: string;
  updatedAt: string;
}

export interface BookingTemplate extends BookingTemplateSummary {
  /** the booking content it copies (no sailing: a template outlives its voyage) */
  content: BookingForm;
}

/** A message to the user or the user's enterprise. */
export interface UserMessage {
  uuid: string;
  type: MessageType;
  title: { zh: string; ja: string };
  body: { zh: string; ja: string };
  bookingUuid: string | null;
  bookingNo: string | null;
  /** the bill of the message's booking, once issued (a bill's message links to it) */
  blNo: string | null;
  read: boolean;
  createdAt: string;
}

/** Filters of the bookings list; days are creation days in China time, both inclusive. */
export interface BookingPageQuery {
  current?: number;
  size?: number;
  status?: BookingStatus;
  bookingNo?: string;
  createdFrom?: string;
  createdTo?: string;
}

/** A page of the enterprise's bills, searched by number. */
export interface BillPageQuery {
  current: number;
  /** 10, 20 or 50 */
  size: number;
  /** the bill's number or its beginning */
  blNo?: string;
}
