import { NOTIFICATION_STAFF_PATHS, type SailingNotificationKind, type UndeliveredNotification } from '../../domain/notifications';
import { http, type CallOptions } from '../../services/http';

/** The outbox as the clerk (and the administrator) sees it: what did not go out, and sending a given-up one again. */

/** FAILED, and PENDING after a failed attempt, newest first. */
export const undelivered = (options?: CallOptions): Promise<UndeliveredNotification[]> =>
  http.get<UndeliveredNotification[]>(NOTIFICATION_STAFF_PATHS.undelivered, undefined, options);

/** What a sailing's cancel or new times told each of these orders: the latest of the kind per order, any status. */
export const ofOrders = (orderNos: string[], kind: SailingNotificationKind, options?: CallOptions): Promise<UndeliveredNotification[]> =>
  http.post<UndeliveredNotification[]>(NOTIFICATION_STAFF_PATHS.ofOrders, { orderNos, kind }, undefined, options);

/** A FAILED notification back in line (10404 unknown; 10500 when it is not FAILED). */
export const resend = (uuid: string): Promise<UndeliveredNotification> => http.post<UndeliveredNotification>(NOTIFICATION_STAFF_PATHS.resend, { uuid });
