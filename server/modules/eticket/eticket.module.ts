import type { FastifyInstance } from 'fastify';
import type { OrderStatus } from '../../../src/domain/orderEnums';
import type { Db } from '../../db/client';
import { createBackground, type Background } from '../../lib/background';
import type { Mailer } from '../../lib/mail/mailer';
import { createETicketRepository } from './eticket.repository';
import { eticketRoutes } from './eticket.routes';
import { createETicketService, type ETicketService } from './eticket.service';

interface Deps {
  db: Db;
  orders: Parameters<typeof createETicketService>[0]['orders'];
  baseData: Parameters<typeof createETicketService>[0]['baseData'];
  mailer: Mailer;
  /** the order lifecycle: the confirmation goes out when an order enters PAID */
  lifecycle: { onEntered(hook: (status: OrderStatus, orderUuid: string) => void | Promise<void>): void };
}

/**
 * The hook that mails the e-ticket once an order is PAID. The mail is sent in the background:
 * rendering and a slow mail server never hold up the payment notification or the staff's
 * answer, and a failure is logged without touching the payment (the order stays PAID, the
 * ticket can still be downloaded).
 */
export function paidConfirmationHook(service: Pick<ETicketService, 'sendPaidConfirmation'>, background: Background) {
  return (status: OrderStatus, orderUuid: string): void => {
    if (status === 'PAID') background.run('eticket.paidConfirmation', () => service.sendPaidConfirmation(orderUuid));
  };
}

/** The e-ticket: its download route, and its mail after payment (drained when the app closes). */
export async function registerETicket(app: FastifyInstance, { db, orders, baseData, mailer, lifecycle }: Deps): Promise<ETicketService> {
  const service = createETicketService({ repository: createETicketRepository({ db }), orders, baseData, mailer });
  await app.register(eticketRoutes, { service });
  const background = createBackground(app.log);
  app.addHook('onClose', () => background.drain());
  lifecycle.onEntered(paidConfirmationHook(service, background));
  return service;
}
