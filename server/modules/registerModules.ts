import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { createRateLimiter } from '../lib/rateLimit';
import { registerAuth } from '../lib/auth/authPlugin';
import { registerRouteAccess } from '../lib/auth/routeAccess';
import { createFolderFileStore } from '../lib/files/fileStore';
import { createTokenService } from '../lib/auth/tokens';
import type { Clock } from '../lib/clock';
import type { Mailer } from '../lib/mail/mailer';
import type { Metrics } from '../lib/metrics/metrics';
import { registerAccountModules } from './accountModules';
import { createAnnouncementsRepository } from './announcements/announcements.repository';
import { announcementsRoutes } from './announcements/announcements.routes';
import { createAnnouncementsService } from './announcements/announcements.service';
import { createAuthRepository } from './auth/auth.repository';
import { authRoutes } from './auth/auth.routes';
import { createAuthService } from './auth/auth.service';
import { createTokensRepository } from './auth/tokens.repository';
import { createBaseDataRepository } from './baseData/baseData.repository';
import { baseDataRoutes } from './baseData/baseData.routes';
import { createBaseDataService } from './baseData/baseData.service';
import { createCaptchaRepository } from './captcha/captcha.repository';
import { captchaRoutes } from './captcha/captcha.routes';
import { createCaptchaService } from './captcha/captcha.service';
import { registerETicket } from './eticket/eticket.module';
import { createInventoryRepository, type InventoryRepository } from './orders/inventory.repository';
import { createOrdersRepository } from './orders/orders.repository';
import { ordersRoutes } from './orders/orders.routes';
import { createOrdersService } from './orders/orders.service';
import { registerNotifications } from './notifications/notifications.module';
import { outboxWriters } from './notifications/notifications.writers';
import { createOrderLifecycle } from './orders/orders.lifecycle';
import { createOrderSweep } from './orders/orders.sweep';
import { createOrderMoves } from './orders/orders.moves';
import { createStaffOrders } from './orders/orders.staff';
import { staffOrdersRoutes } from './orders/orders.staff.routes';
import { createOrderChanges } from './orders/orders.change';
import { orderChangeRoutes } from './orders/orders.change.routes';
import { createPassengersRepository } from './passengers/passengers.repository';
import { registerPayments } from './payments/payments.module';
import { createRefunds } from './refunds/refunds.module';
import { refundsStaffRoutes } from './refunds/refunds.staff.routes';
import { refundsRoutes } from './refunds/refunds.routes';
import { noticeRoutes } from './notice/notice.routes';
import { createNoticeService } from './notice/notice.service';
import { passengersRoutes } from './passengers/passengers.routes';
import { createPassengersService } from './passengers/passengers.service';
import { createSettingsRepository } from './settings/settings.repository';
import { registerShipping } from './shipping/shipping.module';
import { staffAccountsRoutes } from './staff/accounts.routes';
import { createStaffAccounts } from './staff/accounts.staff';
import { auditRoutes } from './staff/audit.routes';
import { createDashboardRepository } from './staff/dashboard.repository';
import { staffDashboardRoutes } from './staff/dashboard.routes';
import { createCheckIn } from './staff/checkIn.staff';
import { createContentRepository } from './staff/content.repository';
import { staffContentRoutes } from './staff/content.routes';
import { createStaffContent } from './staff/content.staff';
import { staffPagesRoutes } from './staff/pages.routes';
import { createStaffPages } from './staff/pages.staff';
import { createStaffRates } from './staff/rates.staff';
import { createTicketingRepository } from './staff/ticketing.repository';
import { staffTicketingRoutes } from './staff/ticketing.routes';
import { createStaffVoyages } from './staff/voyages.staff';
import { siteConfigRoutes } from './siteConfig/siteConfig.routes';
import { createSiteConfigService } from './siteConfig/siteConfig.service';
import { createVoyagesRepository } from './voyages/voyages.repository';
import { voyagesRoutes } from './voyages/voyages.routes';
import { createVoyagesService } from './voyages/voyages.service';

export interface ModuleDeps {
  config: Config;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** the business counters of /metrics (orders, payments, refunds); none counted without it */
  metrics?: Metrics;
  /** implementations given in place of the modules' own (none in the product) */
  overrides?: ModuleOverrides;
}

/** What a caller of buildApp may swap, by injection: a test gives its own to see what the real one prevents. */
export interface ModuleOverrides {
  /** the rooms and berths on sale over a connection or transaction: what submits take and moves give back */
  inventoryFor?: (on: Db) => InventoryRepository;
}

/** Builds each module's repositories and services from the shared dependencies and registers its routes. */
export async function registerModules(app: FastifyInstance, { config, db, clock, mailer, metrics, overrides = {} }: ModuleDeps): Promise<void> {
  // First, on the root: every route registered after this sees request.auth (guards in lib/auth/guards.ts).
  const tokens = createTokenService({ db, repositoryFor: (on) => createTokensRepository({ db: on }), config: config.auth, clock });
  registerAuth(app, { tokens });
  registerRouteAccess(app);

  const captcha = createCaptchaService({ repository: createCaptchaRepository({ db }), config: config.auth, clock });
  await app.register(captchaRoutes, { service: captcha });
  const auth = createAuthService({ repository: createAuthRepository({ db }), tokens, captcha, config: config.auth, clock });
  await app.register(authRoutes, { service: auth });
  // What each decision writes into the notifications outbox, in its own transaction (the reviewer's decisions are the first).
  const outbox = outboxWriters();
  await registerAccountModules(app, { config, db, clock, mailer, tokens, onMessage: outbox.shippingMessage });

  const settings = createSettingsRepository({ db });

  const baseData = createBaseDataService({ repository: createBaseDataRepository({ db }), settings, clock });
  await app.register(baseDataRoutes, { service: baseData });

  const announcements = createAnnouncementsService({ repository: createAnnouncementsRepository({ db }), clock });
  await app.register(announcementsRoutes, { service: announcements });

  await app.register(siteConfigRoutes, { service: createSiteConfigService({ settings }) });
  const notice = createNoticeService({ settings });
  await app.register(noticeRoutes, { service: notice });

  const voyages = createVoyagesService({ repository: createVoyagesRepository({ db }), clock });
  await app.register(voyagesRoutes, { service: voyages });

  const passengers = createPassengersService({ repository: createPassengersRepository({ db }), clock });
  await app.register(passengersRoutes, { service: passengers });

  // Refund accounts (sealed), payouts and what the order details show of them.
  const refunds = createRefunds({ db, clock, dataEncryptionKey: config.dataEncryptionKey, metrics, notifyPaidOut: outbox.paidOut });
  const inventoryFor = overrides.inventoryFor ?? ((on: Db) => createInventoryRepository({ db: on }));
  const lifecycle = createOrderLifecycle({ db, clock, config, inventoryFor, logError: (error, message) => app.log.error({ err: error }, message) });
  const ordersRepositoryFor = (on: Db) => createOrdersRepository({ db: on });
  const orders = createOrdersService({
    db,
    repositoryFor: ordersRepositoryFor,
    inventoryFor,
    voyages,
    baseData,
    settings,
    passengersFor: (on) => createPassengersService({ repository: createPassengersRepository({ db: on }), clock }),
    clock,
    lifecycle,
    metrics,
    refundDetails: refunds.details,
    limits: config.orders,
    limiter: createRateLimiter({ db, clock }),
  });
  await app.register(ordersRoutes, {
    service: orders,
    moves: createOrderMoves({ db, repositoryFor: ordersRepositoryFor, lifecycle, clock, accounts: refunds.accounts }),
  });

  // E-ticket (issue 5): the PDF download of a PAID order, and its mail to the contact when an order enters PAID.
  const siteConfig = createSiteConfigService({ settings });
  const eticket = await registerETicket(app, {
    orders,
    baseData,
    siteConfig: () => siteConfig.siteConfig(),
    routeInstructions: () => notice.routeInstructions(),
  });
  // Notifications: each order decision writes its mail to the outbox in its own transaction; a worker (started by main.ts) sends them.
  await registerNotifications(app, {
    config,
    db,
    clock,
    mailer,
    metrics,
    lifecycle,
    loadOrder: (userId, orderUuid) => orders.load(userId, orderUuid),
    eticket: (order) => eticket.attachments(order),
    siteConfig: () => siteConfig.siteConfig(),
    writers: outbox,
  });

  // The payment-window sweep (issue 5): built here on the app's lifecycle (its hooks included), started by main.ts only.
  const sweep = createOrderSweep({ db, clock, lifecycle, inventoryFor, log: app.log });
  app.decorate('orderSweep', sweep);
  app.addHook('onClose', () => sweep.stop());

  // Payments (issue 5): the provider's QR, options and notifications; its `refundThroughProvider` is for staff refund approvals.
  const payments = await registerPayments(app, { config, db, clock, lifecycle, metrics, payouts: refunds.payouts });
  // The refund query sweep: like the payment-window sweep, started by main.ts only and stopped by the app's close.
  app.decorate('refundQuerySweep', payments.refundQuerySweep);
  app.addHook('onClose', () => payments.refundQuerySweep.stop());
  // The clerk's payments to return and payouts of bank-transfer refunds.
  await app.register(refundsStaffRoutes, { returns: payments.returns, payouts: refunds.payouts });
  await app.register(refundsRoutes, { payoutAccounts: refunds.payoutAccounts });

  // Staff order moves; approved refunds go back through the payments module's provider.
  const staffOrders = createStaffOrders({
    db,
    repositoryFor: ordersRepositoryFor,
    lifecycle,
    clock,
    refundThroughProvider: payments.refundThroughProvider,
    logError: (error, message) => app.log.error({ err: error }, message),
    metrics,
    refundDetails: refunds.details,
    returns: payments.returns,
  });
  await app.register(staffOrdersRoutes, { staff: staffOrders });
  // Changing a sailing (issue 25): the passenger's and the clerk's; money that comes back goes through the same provider.
  const orderChanges = createOrderChanges({
    db,
    repositoryFor: ordersRepositoryFor,
    inventoryFor,
    voyages,
    baseData,
    clock,
    lifecycle,
    refundThroughProvider: payments.refundThroughProvider,
    notifyChanged: outbox.changed,
    ensurePayout: (refundNo, providerOutcome) => refunds.payouts.ensureFor(refundNo, db, providerOutcome),
    logError: (error, message) => app.log.error({ err: error }, message),
  });
  await app.register(orderChangeRoutes, { changes: orderChanges, service: orders, staff: staffOrders });

  // The ticketing clerk's operations: sailings (cancelling one voids its orders through the lifecycle), fares, BAF, adult age, check-in.
  const ticketingFor = (on: Db) => createTicketingRepository({ db: on });
  await app.register(staffTicketingRoutes, {
    voyages: createStaffVoyages({
      db,
      repositoryFor: ticketingFor,
      ordersFor: ordersRepositoryFor,
      lifecycle,
      clock,
      refundThroughProvider: payments.refundThroughProvider,
      logError: (error, message) => app.log.error({ err: error }, message),
      notifyRescheduled: outbox.rescheduled,
    }),
    rates: createStaffRates({ db, repositoryFor: ticketingFor, clock }),
    checkIn: createCheckIn({ db, repositoryFor: ticketingFor, clock }),
  });

  // Container shipping: parties, bookings, templates, bills of lading, messages, the shipping clerk's decisions.
  await registerShipping(app, { db, clock, fileStore: createFolderFileStore(config.files.dir), onMessage: outbox.shippingMessage });

  // The operator console: what staff did to a record (every staff action writes its audit entry in its own transaction).
  await app.register(auditRoutes, { db });
  // The console's home: the work waiting for each role.
  await app.register(staffDashboardRoutes, { repository: createDashboardRepository({ db }) });
  // The administrator's staff accounts.
  await app.register(staffAccountsRoutes, { accounts: createStaffAccounts({ db, clock }) });
  // The editor's announcements, sanitised on save.
  await app.register(staffContentRoutes, { content: createStaffContent({ db, repositoryFor: (on) => createContentRepository({ db: on }), clock }) });
  // The editor's information pages (the notice page's route instructions, the about page's company profile).
  await app.register(staffPagesRoutes, { pages: createStaffPages({ db }) });
}
