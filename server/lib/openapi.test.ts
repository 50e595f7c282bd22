import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/domain/apiPaths';
import { AUTH, ENTERPRISE, INDIVIDUAL } from '../../src/domain/identityApi';
import { PASSENGER_PATHS } from '../../src/domain/passengers';
import { PAYMENT_PATHS, STAFF_ORDER_PATHS, WXPAY_QR_PATH } from '../../src/domain/payments';
import { DND_PATHS, SCHEDULE_SEARCH_PATH, STAFF_DND_PATHS, STAFF_TRACKING_PATHS, TRACKING_PATHS } from '../../src/domain/shipping/cargoPaths';
import { DOCUMENT_PATHS, LOADING_ADDRESS_PATHS, RAIL_COMMISSION_PATHS, STAFF_RAIL_COMMISSION_PATHS } from '../../src/domain/shipping/entrustPaths';
import { IMPORT_PATHS } from '../../src/domain/shipping/importPaths';
import { BL_PATHS, BOOKING_PATHS, MESSAGE_PATHS, PARTY_PATHS, STAFF_BOOKING_PATHS } from '../../src/domain/shipping/paths';
import { NOTIFICATION_STAFF_PATHS, PASSENGER_MESSAGE_PATHS } from '../../src/domain/notifications';
import { REFUND_STAFF_PATHS } from '../../src/domain/refunds/refundViews';
import { STAFF_DASHBOARD_PATH } from '../../src/domain/staff/dashboard';
import { STAFF_PATHS } from '../../src/domain/staff/paths';
import { STAFF_ROUTES_PATH } from '../../src/domain/staff/ticketing';
import { ORDER_PATHS } from '../../src/domain/ticketing/order';
import { STAFF_ORDER_CHANGE_PATHS } from '../../src/domain/ticketing/orderChange';
import { ITS_VOYAGE_PATHS, voyagePaths } from '../../src/domain/voyages';
import { BUSINESS_LICENSE_FILE } from '../modules/enterprise/enterprise.routes';
import { E_TICKET_DOWNLOAD } from '../modules/eticket/eticket.routes';
import { buildTestApp } from '../test/testApp';
import { createTestDb, type TestDb } from '../test/testDb';
import { OPENAPI_PATH } from './openapi';

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<string, { parameters?: { name: string; in: string }[]; responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>
  >;
  components: { schemas: Record<string, unknown> };
}

let testDb: TestDb;
let app: FastifyInstance;
let document: OpenApiDocument;

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTestApp(testDb);
  const response = await app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(response.statusCode).toBe(200);
  document = JSON.parse(response.body) as OpenApiDocument;
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

/** The operator console's calls: reads are GET, actions POST. */
const STAFF_ROUTES: [string, string][] = [
  ['get', STAFF_PATHS.audit],
  ['get', STAFF_DASHBOARD_PATH],
  ['get', STAFF_PATHS.voyagePage],
  ['post', STAFF_PATHS.voyageCreate],
  ['post', STAFF_PATHS.voyageReschedule],
  ['post', STAFF_PATHS.voyageCancel],
  ['get', STAFF_PATHS.voyageAffected],
  ['post', STAFF_PATHS.voyageInventory],
  ['get', STAFF_PATHS.fareList],
  ['post', STAFF_PATHS.fareSave],
  ['get', STAFF_PATHS.bafList],
  ['post', STAFF_PATHS.bafSave],
  ['post', STAFF_PATHS.adultAge],
  ['get', STAFF_PATHS.ticketLoad],
  ['post', STAFF_PATHS.ticketCheckIn],
  ['get', STAFF_PATHS.announcementPage],
  ['post', STAFF_PATHS.announcementSave],
  ['post', STAFF_PATHS.announcementPublish],
  ['get', STAFF_PATHS.accountPage],
  ['post', STAFF_PATHS.accountCreate],
  ['post', STAFF_PATHS.accountDisable],
  ['post', STAFF_PATHS.accountResetPassword],
  ['post', STAFF_PATHS.accountRole],
  ['post', STAFF_PATHS.passwordChange],
];

const routes: [string, string][] = [
  ['post', paths.dictList],
  ['post', paths.countryList],
  ['post', paths.portList],
  ['get', paths.enums],
  ['get', paths.baf],
  ['get', paths.adultAge],
  ['get', paths.announcementPage],
  ['get', paths.announcementLatest],
  ['get', paths.announcementByUuid],
  ['get', paths.siteConfig],
  ['get', paths.passengerNotice],
  ['get', paths.routeInstructions],
  ['get', paths.companyProfile],
  ['get', paths.wechatQr],
  ['post', paths.ebPortList],
  ['post', paths.ebCityList],
  ['get', AUTH.captcha],
  ['post', INDIVIDUAL.sendVerificationCode],
  ['post', INDIVIDUAL.register],
  ['post', INDIVIDUAL.forgotPassword],
  ['get', INDIVIDUAL.selectInfo],
  ['post', INDIVIDUAL.updateInfo],
  ['post', INDIVIDUAL.changePassword],
  ['post', INDIVIDUAL.sendEmailChangeCode],
  ['post', INDIVIDUAL.changeEmail],
  ['post', INDIVIDUAL.changePhone],
  ...Object.entries(ENTERPRISE)
    .filter(([name]) => name !== 'selectEnterpriseStateById')
    .map(([, path]) => ['post', path] as [string, string]),
  ['get', ENTERPRISE.selectEnterpriseStateById],
  ['post', ENTERPRISE.selectEnterpriseStateById],
  ['get', BUSINESS_LICENSE_FILE],
  ...Object.values(voyagePaths).map((path) => ['get', path] as [string, string]),
  ...ITS_VOYAGE_PATHS.map((path) => ['post', path] as [string, string]),
  ['get', PASSENGER_PATHS.page],
  ['get', PASSENGER_PATHS.load],
  ['post', PASSENGER_PATHS.submit],
  ['post', PASSENGER_PATHS.remove],
  ['post', ORDER_PATHS.save],
  ['get', ORDER_PATHS.load],
  ['post', ORDER_PATHS.page],
  ['post', ORDER_PATHS.cancel],
  ['post', ORDER_PATHS.deleteDraft],
  ['post', ORDER_PATHS.refund],
  ['post', ORDER_PATHS.refundAccount],
  ['post', ORDER_PATHS.offlinePayment],
  ['get', ORDER_PATHS.status],
  ['post', ORDER_PATHS.changeQuote],
  ['post', ORDER_PATHS.changeSailing],
  ['post', STAFF_ORDER_CHANGE_PATHS.quote],
  ['post', STAFF_ORDER_CHANGE_PATHS.change],
  ['get', E_TICKET_DOWNLOAD],
  ...Object.entries(STAFF_ORDER_PATHS).map(([name, path]) => [name === 'load' ? 'get' : 'post', path] as [string, string]),
  ['get', WXPAY_QR_PATH],
  ['get', PAYMENT_PATHS.options],
  ['post', PAYMENT_PATHS.notify],
  ['post', PAYMENT_PATHS.refundNotify],
  ['get', PAYMENT_PATHS.sandboxPage],
  ['post', PAYMENT_PATHS.sandboxPage],
  ...Object.entries(BOOKING_PATHS).map(([name, path]) => [name.startsWith('load') ? 'get' : 'post', path] as [string, string]),
  ...Object.entries(PARTY_PATHS).map(([name, path]) => [name === 'load' ? 'get' : 'post', path] as [string, string]),
  ['post', BL_PATHS.page],
  ['get', BL_PATHS.download],
  ['post', MESSAGE_PATHS.page],
  ['get', MESSAGE_PATHS.unreadCount],
  ['post', MESSAGE_PATHS.markRead],
  ...Object.entries(STAFF_BOOKING_PATHS).map(([name, path]) => [name === 'load' ? 'get' : 'post', path] as [string, string]),
  ['post', SCHEDULE_SEARCH_PATH],
  ['post', TRACKING_PATHS.track],
  ['get', DND_PATHS.freeDayList],
  ['post', DND_PATHS.freeDayList],
  ['post', DND_PATHS.estimate],
  ['post', DND_PATHS.demurragePage],
  ...Object.values(STAFF_TRACKING_PATHS).map((path) => ['post', path] as [string, string]),
  ...Object.values(STAFF_DND_PATHS).map((path) => ['post', path] as [string, string]),
  ...Object.entries(IMPORT_PATHS).map(([name, path]) => [name.endsWith('Template') ? 'get' : 'post', path] as [string, string]),
  ...Object.entries(LOADING_ADDRESS_PATHS).map(([name, path]) => [name === 'load' ? 'get' : 'post', path] as [string, string]),
  ...Object.entries(DOCUMENT_PATHS).map(([name, path]) => [name === 'list' || name === 'download' ? 'get' : 'post', path] as [string, string]),
  ...Object.entries(RAIL_COMMISSION_PATHS).map(([name, path]) => [name === 'load' ? 'get' : 'post', path] as [string, string]),
  ...Object.values(STAFF_RAIL_COMMISSION_PATHS).map((path) => ['post', path] as [string, string]),
  ['get', STAFF_ROUTES_PATH],
  ['get', STAFF_PATHS.announcementLoad],
  ['get', STAFF_PATHS.routeInstructions],
  ['post', STAFF_PATHS.routeInstructionsSave],
  ['get', STAFF_PATHS.companyProfile],
  ['post', STAFF_PATHS.companyProfileSave],
  ...Object.entries(REFUND_STAFF_PATHS).map(([name, path]) => [name.endsWith('Queue') ? 'get' : 'post', path] as [string, string]),
  ['get', NOTIFICATION_STAFF_PATHS.undelivered],
  ['post', NOTIFICATION_STAFF_PATHS.resend],
  ['post', NOTIFICATION_STAFF_PATHS.ofOrders],
  ['post', PASSENGER_MESSAGE_PATHS.page],
  ['get', PASSENGER_MESSAGE_PATHS.unreadCount],
  ['post', PASSENGER_MESSAGE_PATHS.markRead],
  ['get', PASSENGER_MESSAGE_PATHS.preferences],
  ['post', PASSENGER_MESSAGE_PATHS.savePreferences],
  ...STAFF_ROUTES,
];

/** Calls outside /api: the OAuth-style authentication calls. */
const rootRoutes: [string, string][] = [
  ['post', AUTH.token],
  ['delete', AUTH.logout],
  ['post', AUTH.userInfo],
  ['post', AUTH.authentication],
  ['post', `${AUTH.refresh}/{logonId}`],
];

describe('the OpenAPI document', () => {
  it('is OpenAPI 3 JSON', () => {
    expect(document.openapi).toMatch(/^3\./);
  });

  it.each(routes)('describes %s %s with a 200 answer', (method, path) => {
    const operation = document.paths[`/api${path}`]?.[method];
    expect(operation, `${method} /api${path}`).toBeDefined();
    expect(operation?.responses['200']).toBeDefined();
  });

  it.each(rootRoutes)('describes %s %s with a 200 answer', (method, path) => {
    expect(document.paths[path]?.[method]?.responses['200'], `${method} ${path}`).toBeDefined();
  });

  it('lists no route it does not know of', () => {
    const documented = Object.entries(document.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
    const known = [...routes.map(([m, p]) => `${m} /api${p}`), ...rootRoutes.map(([m, p]) => `${m} ${p}`)];
    expect(documented.sort()).toEqual(known.sort());
  });

  it('publishes the shared error envelope as a component that answers refer to', () => {
    expect(document.components.schemas).toHaveProperty('ErrorEnvelope');
    expect(document.components.schemas).toHaveProperty('FieldError');
    const schema = document.paths[`/api${paths.dictList}`]?.post?.responses['200']?.content?.['application/json']?.schema;
    expect(JSON.stringify(schema)).toContain('#/components/schemas/ErrorEnvelope');
  });

  it('describes the payment call’s scene (NATIVE by default, or H5) and both of its answers', () => {
    const operation = document.paths[`/api${WXPAY_QR_PATH}`]?.get;
    const scene = operation?.parameters?.find((p) => p.in === 'query' && p.name === 'scene') as { required?: boolean; schema?: unknown } | undefined;
    expect(scene).toMatchObject({ required: false, schema: { type: 'string', enum: ['NATIVE', 'H5'], default: 'NATIVE' } });
    const content = operation?.responses['200']?.content ?? {};
    expect(Object.keys(content).sort()).toEqual(['application/json', 'image/png']);
    expect(JSON.stringify(content['application/json'])).toContain('h5Url');
  });

  it('describes query parameters', () => {
    const parameters = document.paths[`/api${paths.announcementPage}`]?.get?.parameters ?? [];
    expect(parameters.map((p) => `${p.in}:${p.name}`).sort()).toEqual(['query:current', 'query:size', 'query:type']);
  });
});
