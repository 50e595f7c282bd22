import type { FastifyInstance } from 'fastify';
import { eticketRoutes } from './eticket.routes';
import { createETicketService, type ETicketService } from './eticket.service';

interface Deps {
  orders: Parameters<typeof createETicketService>[0]['orders'];
  baseData: Parameters<typeof createETicketService>[0]['baseData'];
  siteConfig: Parameters<typeof createETicketService>[0]['siteConfig'];
  routeInstructions: Parameters<typeof createETicketService>[0]['routeInstructions'];
}

/** The e-ticket: its download route; the notifications attach it to the confirmation after payment. */
export async function registerETicket(app: FastifyInstance, { orders, baseData, siteConfig, routeInstructions }: Deps): Promise<ETicketService> {
  const service = createETicketService({ orders, baseData, siteConfig, routeInstructions });
  await app.register(eticketRoutes, { service });
  return service;
}
