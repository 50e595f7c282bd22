import type { DictItem } from '../src/domain/baseData';
import type { Lang } from '../src/domain/lang';
import type { TerminalAddresses } from '../src/domain/terminals';
import type { OrderView } from '../src/domain/ticketing/order';
import { servePdfJobs } from './lib/pdf/servePdfJobs';
import { renderETicket, ticketTypeNames } from './modules/eticket/eticket.pdf';
import { renderBillOfLading, type BillDocument } from './modules/shipping/bills/bl.pdf';

// The kinds of PDF the modules render in threads (server/lib/pdf/pdfThreads.ts), and their data.
declare module './lib/pdf/pdfJobs' {
  interface PdfJobKinds {
    bill: { bill: BillDocument; lang: Lang };
    eticket: { order: OrderView; lang: Lang; ticketTypes: DictItem[]; terminals: TerminalAddresses };
  }
}

/** A PDF rendering thread: the modules' renderers, served by server/lib/pdf/servePdfJobs.ts. */
servePdfJobs({
  bill: ({ bill, lang }) => renderBillOfLading(bill, lang),
  eticket: ({ order, lang, ticketTypes, terminals }) => renderETicket(order, lang, ticketTypeNames(ticketTypes), terminals),
});
