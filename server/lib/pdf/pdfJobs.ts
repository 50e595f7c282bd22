import type { DictItem } from '../../../src/domain/baseData';
import type { Lang } from '../../../src/domain/lang';
import type { OrderView } from '../../../src/domain/ticketing/order';
import type { BillDocument } from '../../modules/shipping/bl.pdf';

/** What a rendering thread is asked for: plain data only, as it crosses to another thread. */
export type PdfJob =
  | { kind: 'bill'; bill: BillDocument; lang: Lang }
  | { kind: 'eticket'; order: OrderView; lang: Lang; ticketTypes: DictItem[] };
