/**
 * Notifications: what the portal tells a passenger or a shipper after a decision that touches
 * them. Each is written to the outbox in the decision's own transaction and delivered by mail
 * (in the recipient's language) by the notification worker.
 */
export const NOTIFICATION_KINDS = [
  'order.submitted',
  'order.paid',
  'order.offlineClaimed',
  'order.transferRejected',
  'order.expired',
  'order.voided',
  'order.rescheduled',
  /** the passenger's (or a clerk's) change of sailing: the new sailing, the fee, any money back, the new e-ticket */
  'order.changed',
  /** a reminder (may be turned off): the sailing leaves within 24 hours */
  'order.checkInReminder',
  'refund.applied',
  'refund.approved',
  'refund.rejected',
  /** a bank-transfer refund's money sent by the clerk */
  'refund.paidOut',
  /** a message to a shipper (booking decisions, bills, rail commissions), mailed as written for /myMessage */
  'shipping.message',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** What the passenger's message centre lists: a shipper's messages are on /myMessage. */
export type PassengerNotificationKind = Exclude<NotificationKind, 'shipping.message'>;

/** PENDING: waiting for (another) attempt; SENT: the mail server took it; FAILED: attempts used up, a clerk may resend. */
export type NotificationStatus = 'PENDING' | 'SENT' | 'FAILED';

/** The passenger's message centre: the same notifications as the mail, read in the portal (any signed-in customer, their own only). */
export const PASSENGER_MESSAGE_PATHS = {
  /** POST { current, size, unreadOnly? }: Page<PassengerMessage>, newest first */
  page: '/web-ts/simp2/business/ts/message/page',
  /** GET: { unread } */
  unreadCount: '/web-ts/simp2/business/ts/message/unreadCount',
  /** POST { uuids } or { all: true }: { marked } */
  markRead: '/web-ts/simp2/business/ts/message/markRead',
  /** GET: MessagePreferences */
  preferences: '/web-ts/simp2/business/ts/message/preferences',
  /** POST MessagePreferences: MessagePreferences as saved */
  savePreferences: '/web-ts/simp2/business/ts/message/savePreferences',
} as const;

/** What the account chose: transactional mail always goes; reminders (the check-in reminder) only when on. */
export interface MessagePreferences {
  remindersOn: boolean;
}

export interface PassengerMessage {
  uuid: string;
  kind: PassengerNotificationKind;
  orderUuid: string | null;
  orderNo: string | null;
  /** the staff's reason, when the decision gave one */
  reason: string | null;
  read: boolean;
  /** ISO instant */
  createdAt: string;
}

/** The staff's view of the outbox (ticketing clerks and the administrator). */
export const NOTIFICATION_STAFF_PATHS = {
  /** GET: UndeliveredNotification[], newest first: FAILED, and PENDING after a failed attempt */
  undelivered: '/web-ts/simp2/staff/notification/undelivered',
  /** POST { uuid }: a FAILED notification back in line (10404 unknown, 10500 when it is not FAILED) */
  resend: '/web-ts/simp2/staff/notification/resend',
  /**
   * POST { orderNos, kind }: the latest notification of that kind of each order (by its number), whatever its
   * status (what a sailing's cancel or new times told each passenger, and whether it went out)
   */
  ofOrders: '/web-ts/simp2/staff/notification/ofOrders',
} as const;

export interface UndeliveredNotification {
  uuid: string;
  kind: NotificationKind;
  toAddress: string;
  lang: 'zh' | 'jp';
  status: NotificationStatus;
  attempts: number;
  /** what the mail server or the renderer answered last */
  lastError: string | null;
  /** ISO instants */
  createdAt: string;
  nextAttemptAt: string;
  /** when the mail server took it; null until SENT */
  sentAt: string | null;
  /** the order the notification is about, when it is one, and its number */
  orderUuid: string | null;
  orderNo: string | null;
}

/** What a sailing's decision writes to the passengers of its orders. */
export const SAILING_NOTIFICATION_KINDS = ['order.voided', 'order.rescheduled'] as const satisfies readonly NotificationKind[];
export type SailingNotificationKind = (typeof SAILING_NOTIFICATION_KINDS)[number];
