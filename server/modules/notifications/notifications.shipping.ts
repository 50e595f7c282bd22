import type { Db } from '../../db/client';
import type { NewMessage, OnMessage } from '../shipping/messages/messages.repository';
import type { NotificationsRepository } from './notifications.repository';

/** What a shipper's mail carries: the message as written for /myMessage, in both languages, and its booking. */
export interface ShippingMailPayload {
  messageType: NewMessage['type'];
  title: { zh: string; ja: string };
  body: { zh: string; ja: string };
  bookingUuid: string | null;
}

/**
 * Every message to a shipper (a booking confirmed or shut out, a bill issued or released, a rail
 * commission decided) is also mailed: one notification per user it reaches, written in the
 * message's own transaction, in each user's language.
 */
export function shippingMessageNotifications(repositoryFor: (db: Db) => Pick<NotificationsRepository, 'messageRecipients' | 'add'>): OnMessage {
  return async (tx, message) => {
    const repository = repositoryFor(tx);
    const at = message.createdAt ?? new Date();
    const recipients = await repository.messageRecipients({ userId: message.userId ?? null, enterpriseId: message.enterpriseId ?? null });
    const payload: ShippingMailPayload = {
      messageType: message.type,
      title: { zh: message.titleZh, ja: message.titleJa },
      body: { zh: message.bodyZh, ja: message.bodyJa },
      bookingUuid: message.bookingUuid ?? null,
    };
    await repository.add(
      recipients.map((r) => ({
        kind: 'shipping.message' as const,
        dedupeKey: `shipping.message:${message.type}:${message.bookingUuid ?? message.enterpriseId}:${r.userId}:${at.toISOString()}`,
        userId: r.userId,
        toAddress: r.toAddress,
        lang: r.lang,
        payload: { ...payload },
      })),
      at,
    );
  };
}
