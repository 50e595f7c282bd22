import type { Db } from '../../db/client';
import type { NewMessage, OnMessage } from '../shipping/messages/messages.repository';
import type { NotificationsRepository } from './notifications.repository';

/** What a shipper's mail carries: the message as written for /myMessage, in both languages, and its booking. */
export interface ShippingMailPayload {
  messageType: NewMessage['type'];
  title: { zh: string; ja: string };
  body: { zh: string; ja: string };
  bookingUuid: string | null;
  /** the booking's and its bill's numbers, for the link to the record (absent from mails written before they were carried) */
  bookingNo?: string | null;
  blNo?: string | null;
}

/** Messages that are reminders: mailed only to the users who keep reminders on (the message itself stays on /myMessage). */
const REMINDER_TYPES: readonly NewMessage['type'][] = ['FREE_TIME_ENDING'];

/**
 * Every message to a shipper (a booking confirmed or shut out, a bill issued or released, a rail
 * commission decided, the enterprise account approved, rejected, disabled or enabled) is also mailed: one notification per user it reaches, written in the
 * message's own transaction, in each user's language.
 */
export function shippingMessageNotifications(
  repositoryFor: (db: Db) => Pick<NotificationsRepository, 'messageRecipients' | 'add' | 'bookingNumbers'>,
): OnMessage {
  return async (tx, message) => {
    const repository = repositoryFor(tx);
    const at = message.createdAt ?? new Date();
    const recipients = await repository.messageRecipients({
      userId: message.userId ?? null,
      enterpriseId: message.enterpriseId ?? null,
      remindersOnly: REMINDER_TYPES.includes(message.type),
    });
    const payload: ShippingMailPayload = {
      messageType: message.type,
      title: { zh: message.titleZh, ja: message.titleJa },
      body: { zh: message.bodyZh, ja: message.bodyJa },
      bookingUuid: message.bookingUuid ?? null,
      ...(message.bookingUuid ? await repository.bookingNumbers(message.bookingUuid) : { bookingNo: null, blNo: null }),
    };
    await repository.add(
      recipients.map((r) => ({
        kind: 'shipping.message' as const,
        // a message written once ever (a reminder) has its own key: two of one booking in one round are two mails
        dedupeKey: message.dedupeKey
          ? `shipping.message:${message.dedupeKey}:${r.userId}`
          : `shipping.message:${message.type}:${message.bookingUuid ?? message.enterpriseId}:${r.userId}:${at.toISOString()}`,
        userId: r.userId,
        toAddress: r.toAddress,
        lang: r.lang,
        payload: { ...payload },
      })),
      at,
    );
  };
}
