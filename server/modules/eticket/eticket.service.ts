import type { DictItem, DictType } from '../../../src/domain/baseData';
import type { Lang } from '../../../src/domain/lang';
import type { OrderView } from '../../../src/domain/ticketing/order';
import { notFound } from '../../lib/errors';
import { noValidTickets } from './eticket.errors';
import type { Mailer } from '../../lib/mail/mailer';
import { renderPdf } from '../../lib/pdf/pdfThreads';
import type { ETicketRepository } from './eticket.repository';
import { eticketFileName, paidConfirmation } from './eticket.mail';
import { isUuid } from '../../../src/domain/ids';

interface Deps {
  repository: ETicketRepository;
  /** the orders module's read of one order, scoped to its owner (10404 otherwise) */
  orders: { load(userId: string, uuid: string): Promise<OrderView> };
  baseData: { dictionary(type: DictType): Promise<DictItem[]> };
  mailer: Mailer;
}

/** Only a PAID order's tickets are VALID: before payment there is nothing to board with, after a refund or void nothing either. */
export interface ETicketFile {
  fileName: string;
  pdf: Buffer;
}

/** The e-ticket (eticket.pdf.ts) of an order: downloaded by its owner, and mailed to its contact once paid. */
export function createETicketService({ repository, orders, baseData, mailer }: Deps) {
  async function file(order: OrderView, lang: Lang): Promise<ETicketFile> {
    if (order.status !== 'PAID') throw noValidTickets();
    return {
      fileName: eticketFileName(order, lang),
      pdf: await renderPdf({ kind: 'eticket', order, lang, ticketTypes: await baseData.dictionary('TICKET_TYPE') }),
    };
  }

  return {
    /** The caller's own PAID order's e-ticket; 10404 for an unknown or another user's order. */
    async download(userId: string, orderUuid: string, lang: Lang): Promise<ETicketFile> {
      return file(await orders.load(userId, orderUuid), lang);
    },

    /**
     * Mails the order's contact the bilingual confirmation with the e-ticket in both languages.
     * Called after the move to PAID has committed; an order no longer PAID by then (refunded
     * in the meantime) gets no mail.
     */
    async sendPaidConfirmation(orderUuid: string): Promise<void> {
      const owner = isUuid(orderUuid) ? await repository.ownerOf(orderUuid) : undefined;
      if (!owner) throw notFound();
      const order = await orders.load(owner, orderUuid);
      const tickets = await Promise.all((['zh', 'jp'] as const).map((lang) => file(order, lang)));
      await mailer.send(
        paidConfirmation(
          order,
          tickets.map((t) => ({ filename: t.fileName, content: t.pdf, contentType: 'application/pdf' })),
        ),
      );
    },
  };
}
export type ETicketService = ReturnType<typeof createETicketService>;
