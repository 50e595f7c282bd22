import type { OrderView } from '../../../src/domain/ticketing/order';

/** The PDF's file name: the order number says which order it is once saved on a phone. */
export function eticketFileName(order: Pick<OrderView, 'orderNo' | 'uuid'>, lang: 'zh' | 'jp'): string {
  return `E-ticket_${order.orderNo ?? order.uuid}_${lang === 'zh' ? 'zh' : 'ja'}.pdf`;
}
