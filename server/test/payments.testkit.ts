import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Currency } from '../../src/domain/baseData';
import { notificationBody } from '../modules/payments/notificationBody';
import { signedHeaders } from '../modules/payments/notificationSignature';
import { NOTIFY_ROUTE } from '../modules/payments/payments.routes';
import type { NotificationOutcome } from '../modules/payments/provider';

/** Test helpers of the payments module: notifications as a provider would send them. */

export interface SignedNotification {
  headers: Record<string, string>;
  rawBody: string;
}

/** A notification of `payment`, signed with `secret` at `at` (now by default); `notificationId` fixed for replays. */
export function signedNotification(
  secret: string,
  payment: { outTradeNo: string; amountMinor: number; currency: Currency },
  outcome: NotificationOutcome,
  { notificationId = randomUUID(), at = new Date() }: { notificationId?: string; at?: Date } = {},
): SignedNotification {
  const rawBody = JSON.stringify(notificationBody({ ...payment, outcome, notificationId, transactionId: `T${notificationId.slice(0, 8)}`, at }));
  return { headers: { ...signedHeaders(secret, rawBody, at), 'content-type': 'application/json' }, rawBody };
}

export function postNotification(app: FastifyInstance, { headers, rawBody }: SignedNotification) {
  return app.inject({ method: 'POST', url: NOTIFY_ROUTE, headers, payload: rawBody });
}
