/**
 * Container-shipping enumerations (spec sections 3 and 4, DOMAIN "Container shipping"),
 * shared by the server (checks, database constraints) and the client (lists, labels).
 */

/** Booking status (spec section 4); the top-level states of the booking statechart. */
export const BOOKING_STATUSES = ['Draft', 'Submitted', 'Confirmed', 'Canceled', 'Shutout'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Container types of the D&D tariff (DOMAIN). */
export const CONTAINER_TYPES = ['20GP', '40GP', '40HC', '20RF', '40RF'] as const;
export type ContainerType = (typeof CONTAINER_TYPES)[number];

/**
 * Party role codes (spec "Party type enumeration" plus BK of the booking-side list).
 * On the booking form NF2 is the loading-place contact and NF3 the destination receiver
 * (the booking-side list wins there, DOMAIN "Names the spec spells two ways").
 */
export const PARTY_ROLES = ['BK', 'SH', 'CO', 'NF1', 'NF2', 'NF3', 'FW'] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];

/**
 * The address book's role flags, named as the spec's party-role list names them
 * (shipperInd ... forwarderInd; bookingInd and destinationReceiver from the booking-side list).
 */
export const PARTY_FLAGS = {
  bookingInd: 'BK',
  shipperInd: 'SH',
  consigneeInd: 'CO',
  notifyPartyInd: 'NF1',
  secondNotifyPartyInd: 'NF2',
  destinationReceiver: 'NF3',
  forwarderInd: 'FW',
} as const satisfies Record<string, PartyRole>;
export type PartyFlag = keyof typeof PARTY_FLAGS;

/** Other spellings accepted on input (the alternate and booking-side lists): forwarder, loadingPlaceContact. */
export const PARTY_FLAG_ALIASES = { forwarder: 'forwarderInd', loadingPlaceContact: 'secondNotifyPartyInd' } as const satisfies Record<string, PartyFlag>;

/** Names of the roles on the booking form (booking-side list), in both languages. */
export const PARTY_ROLE_NAMES: Record<PartyRole, { zh: string; ja: string; en: string }> = {
  BK: { zh: '订舱人', ja: 'ブッキング依頼者', en: 'Booking party' },
  SH: { zh: '托运人', ja: '荷送人', en: 'Shipper' },
  CO: { zh: '收货人', ja: '荷受人', en: 'Consignee' },
  NF1: { zh: '通知人', ja: '着荷通知先', en: 'Notify party' },
  NF2: { zh: '装货地联系人', ja: '積地連絡先', en: 'Loading-place contact' },
  NF3: { zh: '目的地收货人', ja: '仕向地受取人', en: 'Destination receiver' },
  FW: { zh: '货代', ja: 'フォワーダー', en: 'Forwarder' },
};

/** Kinds of user message; the bilingual title and body are written when it is sent. */
export const MESSAGE_TYPES = [
  'BOOKING_CONFIRMED',
  'BOOKING_SHUTOUT',
  'BOOKING_CANCELED',
  'BL_ISSUED',
  'BL_RELEASED',
  'RAIL_COMMISSION_ACCEPTED',
  'RAIL_COMMISSION_REJECTED',
  'BOOKING_SUBMITTED',
  'CONTAINERS_ASSIGNED',
  'FREE_TIME_ENDING',
  'ENTERPRISE_APPROVED',
  'ENTERPRISE_REJECTED',
  'ENTERPRISE_DISABLED',
  'ENTERPRISE_ENABLED',
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** Who made a booking move, as its history records it. */
export const BOOKING_ACTORS = ['customer', 'staff'] as const;
export type BookingActor = (typeof BOOKING_ACTORS)[number];

/** Where a booking's bill of lading stands (read from the booking chart's state value). */
export type BlStage = 'none' | 'pending' | 'issued' | 'telexReleased';
