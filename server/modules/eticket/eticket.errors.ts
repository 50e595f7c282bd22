import { businessError, type AppError } from '../../lib/errors';

/** No ticket of the order is valid: unpaid, refunded, cancelled or void (10500). */
export const noValidTickets = (): AppError =>
  businessError('eticket.no_valid_tickets', '订单未支付或船票已失效，暂无电子船票', 'お支払いが済んでいないか乗船券が無効のため、電子乗船券はありません');
