import type { DictItem, DictType, SiteConfig } from '../../../src/domain/baseData';
import type { RouteInstructions } from '../../../src/domain/information';
import type { Lang } from '../../../src/domain/lang';
import { terminalAddresses } from '../../../src/domain/terminals';
import type { OrderView } from '../../../src/domain/ticketing/order';
import { noValidTickets } from './eticket.errors';
import type { MailAttachment } from '../../lib/mail/mailer';
import { renderPdf } from '../../lib/pdf/pdfThreads';
import { eticketFileName } from './eticket.fileName';

interface Deps {
  /** the orders module's read of one order, scoped to its owner (10404 otherwise) */
  orders: { load(userId: string, uuid: string): Promise<OrderView> };
  baseData: { dictionary(type: DictType): Promise<DictItem[]> };
  /** the terminals' addresses: the route instructions' boarding places, else the service offices (src/domain/terminals.ts) */
  siteConfig(): Promise<SiteConfig>;
  routeInstructions(): Promise<RouteInstructions>;
}

/** Only a PAID order's tickets are VALID: before payment there is nothing to board with, after a refund or void nothing either. */
export interface ETicketFile {
  fileName: string;
  pdf: Buffer;
}

/** The e-ticket (eticket.pdf.ts) of an order: downloaded by its owner, and mailed to its contact once paid. */
export function createETicketService({ orders, baseData, siteConfig, routeInstructions }: Deps) {
  async function file(order: OrderView, lang: Lang): Promise<ETicketFile> {
    if (order.status !== 'PAID') throw noValidTickets();
    return {
      fileName: eticketFileName(order, lang),
      pdf: await renderPdf({
        kind: 'eticket',
        order,
        lang,
        ticketTypes: await baseData.dictionary('TICKET_TYPE'),
        terminals: terminalAddresses((await siteConfig()).offices, (await routeInstructions()).routes),
      }),
    };
  }

  return {
    /** The caller's own PAID order's e-ticket; 10404 for an unknown or another user's order. */
    async download(userId: string, orderUuid: string, lang: Lang): Promise<ETicketFile> {
      return file(await orders.load(userId, orderUuid), lang);
    },

    /** The e-ticket in both languages (the reader may show either at the port), for the confirmation after payment. */
    async attachments(order: OrderView): Promise<MailAttachment[]> {
      const tickets = await Promise.all((['zh', 'jp'] as const).map((lang) => file(order, lang)));
      return tickets.map((t) => ({ filename: t.fileName, content: t.pdf, contentType: 'application/pdf' }));
    },
  };
}
export type ETicketService = ReturnType<typeof createETicketService>;
