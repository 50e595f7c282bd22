import type { MessageType } from './enums';

/** What a shipper's message links to; the mail's button and /myMessage's link are labelled by it. */
export type MessageLinkKind = 'booking' | 'bills' | 'commissions' | 'newBooking' | 'account' | 'dnd';

const KIND_OF: Record<MessageType, MessageLinkKind> = {
  BOOKING_SUBMITTED: 'booking',
  BOOKING_CONFIRMED: 'booking',
  BOOKING_SHUTOUT: 'booking',
  BOOKING_CANCELED: 'booking',
  CONTAINERS_ASSIGNED: 'booking',
  BL_ISSUED: 'bills',
  BL_RELEASED: 'bills',
  RAIL_COMMISSION_ACCEPTED: 'commissions',
  RAIL_COMMISSION_REJECTED: 'commissions',
  // approved or enabled again: the next thing to do is to book
  ENTERPRISE_APPROVED: 'newBooking',
  ENTERPRISE_ENABLED: 'newBooking',
  // rejected or disabled: the account page shows the state and the reason
  ENTERPRISE_REJECTED: 'account',
  ENTERPRISE_DISABLED: 'account',
  FREE_TIME_ENDING: 'dnd',
};

/** The numbers a message names (null when it names none, or an older message did not carry them). */
export interface MessageRecord {
  type: MessageType;
  bookingNo?: string | null;
  blNo?: string | null;
}

/**
 * The page of a message's record, as a client route (the mail puts the portal's origin and base
 * before it): the booking or bill itself when the message names its number, else the list.
 */
export function messageLink(message: MessageRecord): { kind: MessageLinkKind; path: string } {
  const kind = KIND_OF[message.type];
  const one = (path: string, key: string, value: string | null | undefined) => (value ? `${path}?${new URLSearchParams({ [key]: value }).toString()}` : path);
  switch (kind) {
    case 'booking':
      return { kind, path: one('/myBooking', 'bookingNo', message.bookingNo) };
    case 'bills':
      return { kind, path: one('/downloadBls', 'blNo', message.blNo) };
    case 'commissions':
      return { kind, path: one('/myCommission', 'bookingNo', message.bookingNo) };
    case 'newBooking':
      return { kind, path: '/booking' };
    case 'account':
      return { kind, path: '/accountMgt' };
    case 'dnd':
      return { kind, path: '/dndChargeQueryIndex' };
  }
}

/** The booking number a link asked for (`?bookingNo=`), as the lists compare it; '' when none. */
export function bookingNoOf(search: string): string {
  return (new URLSearchParams(search).get('bookingNo') ?? '').trim().toUpperCase();
}
