import type { SiteConfig } from '../../../src/domain/baseData';
import { terminalAddresses } from '../../../src/domain/terminals';
import type { OrderView } from '../../../src/domain/ticketing/order';
import type { MailAttachment, MailMessage } from '../../lib/mail/mailer';
import { orderMail } from './mail/orderMails';
import { shippingMail, shippingPath } from './mail/shippingMails';
import type { ShippingMailPayload } from './notifications.shipping';
import type { SailingChanged } from './notifications.orders';
import { renderMail } from './mail/renderMail';
import type { NotificationRow } from './notifications.repository';
import type { RenderNotification } from './notifications.worker';

interface Deps {
  /** the orders module's read of one order with its history, payments and refund, scoped to its owner */
  loadOrder(userId: string, orderUuid: string): Promise<OrderView>;
  /** the e-ticket PDFs of a PAID order */
  eticket(order: OrderView): Promise<MailAttachment[]>;
  siteConfig(): Promise<SiteConfig>;
  /** the portal's public origin (PUBLIC_BASE_URL), for the links in the mail */
  publicBaseUrl: string;
  /** how a shipper's user is greeted: their contact name */
  userName?(userId: string | null): Promise<string | undefined>;
}

/** The portal's page of a record, as a link from a mail (the client's routes live under /tickets). */
function portalLink(publicBaseUrl: string, path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return new URL(`/tickets${path}${search ? `?${search}` : ''}`, publicBaseUrl).toString();
}

/**
 * A notification's mail, written when it is sent from the record as it is then (the facts of the
 * decision itself, the reason given, travel in the payload): in the recipient's language, HTML and text.
 */
export function createNotificationRenderer({ loadOrder, eticket, siteConfig, publicBaseUrl, userName }: Deps): RenderNotification {
  return async (row: NotificationRow): Promise<MailMessage | null> => {
    if (row.kind === 'shipping.message') {
      const payload = row.payload as ShippingMailPayload;
      // the record itself (`?bookingNo=`, `?blNo=` already in the path when the message names it)
      const link = portalLink(publicBaseUrl, shippingPath(payload), {});
      const name = (await userName?.(row.userId)) ?? '';
      return { to: row.toAddress, ...(await renderMail(shippingMail(payload, link, row.lang, name), await siteConfig(), row.lang)) };
    }
    const payload = row.payload as Partial<Omit<SailingChanged, 'orderUuid' | 'at'>> & {
      orderUuid: string;
      reason?: string;
      voyageUuid?: string;
      before?: { departureTime: string; arrivalTime: string };
      legIndex?: number;
      transferredOn?: string;
    };
    // the account was removed since: its orders went with it
    if (!row.userId) return null;
    const order = await loadOrder(row.userId, payload.orderUuid);
    // refunded or voided before its confirmation went: the later decision's own mail tells the story
    if (row.kind === 'order.paid' && order.status !== 'PAID') return null;
    const link = portalLink(publicBaseUrl, '/order/details', { uuid: order.uuid });
    const before = payload.voyageUuid && payload.before ? { voyageUuid: payload.voyageUuid, ...payload.before } : undefined;
    // a reminder for a sailing the order no longer holds (refunded, voided) is not sent
    if (row.kind === 'order.checkInReminder' && order.status !== 'PAID') return null;
    const site = await siteConfig();
    const terminals = terminalAddresses(site.offices);
    const changed =
      row.kind === 'order.changed' && payload.from && payload.to
        ? {
            legIndex: payload.legIndex ?? 0,
            from: payload.from,
            to: payload.to,
            fee: payload.fee ?? 0,
            back: payload.back ?? 0,
            currency: payload.currency ?? order.currency,
            changeNo: payload.changeNo ?? 0,
          }
        : undefined;
    const facts = { order, reason: payload.reason, link, before, legIndex: payload.legIndex, terminals, transferredOn: payload.transferredOn, changed };
    const mail = await renderMail(orderMail(row.kind, facts, row.lang), site, row.lang);
    return {
      to: row.toAddress,
      ...mail,
      // the tickets to board with: after payment, and the new ones after a change (while the order still holds them)
      ...(row.kind === 'order.paid' || (row.kind === 'order.changed' && order.status === 'PAID') ? { attachments: await eticket(order) } : {}),
    };
  };
}
