import type { APIRequestContext, Page } from '@playwright/test';
import { STAFF_ORDER_PATHS } from '../../src/domain/payments';
import { expect, langOf, test } from './fixtures';
import { audit, expectNoFindings, screenReady, tablePaths, type Finding } from './support/a11yAxe';
import { consoleSignIn } from './support/console';
import { apiLogin, DEMO_PASSWORD, submitLogin } from './support/identity';
import { buyOneWayByApi, cabinRow, orderMoveByApi, sailingCard, sailingDays, sailingsOfDay, TICKETING_TEXT } from './support/ticketing';

/**
 * Issue 10, point 10: axe (WCAG 2.1 A/AA) on every screen of the customer site and the operator
 * console, as the user who may open it, with no serious or critical finding. Each screen is
 * listed under the route of the app's table it covers; a route of a table that no visit covers
 * fails the first test, so a new screen cannot slip past this spec.
 */

const ROUTE = { departurePort: 'CNSHA', arrivalPort: 'JPOSA' };
// The last sailing day and the dormitory class: the purchase journeys count berths on the first days and the other classes.
const CABIN = 'SECOND_DORMITORY';

/** route of the table → the path (with query) this spec opens for it, by audience. */
const ANONYMOUS = [
  '/',
  '/login',
  '/register',
  '/forgetPassword',
  '/notice',
  '/timetable',
  '/infoUS',
  '/information',
  '/newsDetail',
  '/detail',
  '/errorPageJump',
  '/ticketing/search',
  '/ticketing/one_way',
  '/ticketing/round_trip',
  '/scheduleMgt',
  '/scheduleMgtTwo',
  '/dndChargeFreeDayIndex',
];
const INDIVIDUAL = [
  '/account',
  '/passengers',
  '/orders',
  '/order/details',
  '/messages',
  '/ticketing/create_order',
  '/ticketing/pay',
  '/ticketing/success',
  '/cargoTracking',
  '/cargoTrackingTwo',
  '/dndQueryAndCalcRate',
  '/dndQueryAndCalcRateTwo',
];
const ENTERPRISE = [
  '/passwordMgt',
  '/booking',
  '/myBooking',
  '/myCommission',
  '/myMessage',
  '/myTemplate',
  '/downloadBls',
  '/importBooking',
  '/addressMgt',
  '/dndChargeQueryIndex',
  '/accountMgt',
  '/partyMgt',
  '/billoflading',
  '/entrust',
  '/documentMgt',
  '/uploadContainer',
];

/** Staff logins of the seed (server/db/seed/users.seed.ts) → the console routes of their role. */
const STAFF: Record<string, string[]> = {
  'demo.reviewer': ['/', '/enterprises', '/enterprises/:userId'],
  'demo.admin': ['/', '/staff/accounts', '/password'],
  'demo.shipping': ['/', '/shipping/bookings', '/shipping/bookings/:uuid', '/shipping/commissions', '/shipping/tariffs'],
  'demo.editor': ['/', '/content/announcements', '/content/announcements/:uuid', '/content/notice', '/content/about'],
  'demo.clerk': [
    '/',
    '/ticketing/orders',
    '/ticketing/orders/:uuid',
    '/ticketing/voyages',
    '/ticketing/check-in',
    '/ticketing/rates',
    '/ticketing/money-back',
    '/ticketing/notifications',
  ],
};

/** The console's list screen whose first row opens a details route. */
const DETAILS_FROM: Record<string, string> = {
  // the queue may be empty: the seed's approved enterprise is always there
  '/enterprises/:userId': '/enterprises?state=APPROVED',
  '/shipping/bookings/:uuid': '/shipping/bookings',
  '/content/announcements/:uuid': '/content/announcements',
};

test('the visits cover every route of the customer and console route tables', () => {
  const customer = tablePaths('src/app/routes.ts');
  expect(customer.length).toBeGreaterThan(40);
  expect([...ANONYMOUS, ...INDIVIDUAL, ...ENTERPRISE].sort()).toEqual([...customer].sort());
  const consoleRoutes = tablePaths('src/admin/adminRoutes.ts');
  expect(consoleRoutes.length).toBeGreaterThan(10);
  expect([...new Set(Object.values(STAFF).flat())].sort()).toEqual([...consoleRoutes].sort());
});

/*
 * The time-outs are ceilings for a shared, busy machine (axe takes seconds per screen there);
 * on an idle 2-core machine a language project's run is meant to stay near 90 s.
 */
class Audit {
  readonly findings: Finding[] = [];
  readonly visited: string[] = [];
  constructor(readonly page: Page) {}

  async open(path: string, screen = path) {
    await this.page.goto(path.replace(/^\//, ''));
    await this.check(screen);
  }

  /** A screen that never draws is a finding too; the run goes on, so one run lists every problem. */
  async check(screen: string) {
    this.visited.push(screen);
    try {
      await screenReady(this.page, screen);
    } catch (error) {
      this.findings.push({ screen, rule: 'screen-not-ready', impact: 'critical', help: String(error).split('\n')[0]!, targets: [] });
      return;
    }
    await audit(this.page, screen, this.findings);
  }
}

async function lastSailingDay(request: APIRequestContext): Promise<string> {
  const days = await sailingDays(request, ROUTE.departurePort, ROUTE.arrivalPort);
  expect(days.length).toBeGreaterThan(1);
  return days.at(-1)!;
}

test('anonymous visitors: every public screen, and the login and register forms with their errors shown', async ({ page, request }, info) => {
  test.setTimeout(240_000);
  const run = new Audit(page);
  const day = await lastSailingDay(request);
  const queries: Record<string, string> = {
    '/ticketing/one_way': `?from=${ROUTE.departurePort}&to=${ROUTE.arrivalPort}&date=${day}`,
    '/ticketing/round_trip': `?from=${ROUTE.departurePort}&to=${ROUTE.arrivalPort}&date=${day}&returnDate=${day}`,
  };
  for (const path of ANONYMOUS) {
    if (path === '/newsDetail' || path === '/detail') {
      await page.goto('information');
      const href = await page.locator('a[href*="newsDetail?uuid="], a[href*="detail?uuid="]').first().getAttribute('href');
      const uuid = new URL(href!, page.url()).searchParams.get('uuid');
      await run.open(`${path}?uuid=${uuid}`, path);
      continue;
    }
    await run.open(`${path}${queries[path] ?? ''}`, path);
  }

  await page.goto('login');
  await page.locator('form button[type="submit"]').first().click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await run.check('/login (errors shown)');

  await page.goto('register');
  await screenReady(page, '/register');
  await page.locator('form button[type="submit"]').first().click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await run.check('/register (errors shown)');
  await expectNoFindings(run.findings, run.visited, info);
});

/** The change-sailing dialog's button and day field (src/i18n). */
const CHANGE_TEXT = { zh: { change: '改签', day: '改签日期' }, ja: { change: '便の変更', day: '変更先の日付' } } as const;

/**
 * A paid order's change-sailing dialog (issue 25, point 1), open and then with another day's
 * sailings listed: the order is paid by a claimed bank transfer the clerk confirms.
 */
async function auditChangeSailing(page: Page, run: Audit, request: APIRequestContext, token: string, lang: 'zh' | 'ja', day: string) {
  const [sailing] = await sailingsOfDay(request, ROUTE, day);
  const paid = await buyOneWayByApi(request, token, sailing!.uuid, CABIN, 'AXEPAID');
  await orderMoveByApi(request, token, 'markedTsOrderAsOfflinePaymentByUuid', paid.uuid);
  const clerk = await apiLogin(request, 'demo.clerk');
  const confirmed = (await (
    await request.post(`/api${STAFF_ORDER_PATHS.confirmOffline}`, { headers: { authorization: clerk }, data: { uuid: paid.uuid } })
  ).json()) as {
    data: { status: string };
  };
  expect(confirmed.data.status).toBe('PAID');
  const otherDay = (await sailingDays(request, ROUTE.departurePort, ROUTE.arrivalPort)).at(-2)!;
  await page.goto(`order/details?uuid=${paid.uuid}`);
  await screenReady(page, '/order/details (paid)');
  await page.getByRole('button', { name: CHANGE_TEXT[lang].change, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: CHANGE_TEXT[lang].change });
  await expect(dialog).toBeVisible();
  await run.check('/order/details (change-sailing dialog)');
  await dialog.getByLabel(CHANGE_TEXT[lang].day).fill(otherDay);
  await expect(dialog.getByRole('radio').first()).toBeVisible({ timeout: 15_000 });
  await run.check('/order/details (change-sailing dialog, sailings listed)');
}

test('an individual user: the account, passengers (editor open), orders, the purchase steps and the tools', async ({ page, request }, info) => {
  test.setTimeout(240_000);
  const lang = langOf(info.project.name);
  const t = TICKETING_TEXT[lang];
  const run = new Audit(page);
  const day = await lastSailingDay(request);
  const [sailing] = await sailingsOfDay(request, ROUTE, day);
  const token = await apiLogin(request, 'demo.passenger');
  const order = await buyOneWayByApi(request, token, sailing!.uuid, CABIN, 'AXE');

  await page.goto('login');
  await submitLogin(page, 'demo.passenger', DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  for (const path of INDIVIDUAL) {
    if (path === '/ticketing/create_order') {
      await page.goto(`ticketing/one_way?from=${ROUTE.departurePort}&to=${ROUTE.arrivalPort}&date=${day}`);
      await cabinRow(page, sailingCard(page), t.cabins[CABIN]).getByRole('button', { name: t.choose }).click();
      await expect(page).toHaveURL(/\/ticketing\/create_order$/);
      await run.check(path);
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await run.check(`${path} (errors shown)`);
      continue;
    }
    const query = ['/order/details', '/ticketing/pay', '/ticketing/success'].includes(path) ? `?uuid=${order.uuid}` : '';
    await run.open(`${path}${query}`, path);
    if (path === '/order/details') await auditChangeSailing(page, run, request, token, lang, day);
    if (path === '/passengers') {
      await page.locator('main button:has(.pi-plus)').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await run.check('/passengers (editor open)');
      await page.keyboard.press('Escape');
    }
  }
  await expectNoFindings(run.findings, run.visited, info);
});

test('an approved enterprise: every container-shipping screen', async ({ page }, info) => {
  test.setTimeout(240_000);
  const run = new Audit(page);
  await page.goto('login');
  await submitLogin(page, 'demo.shipper', DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  for (const path of ENTERPRISE) await run.open(path);
  await expectNoFindings(run.findings, run.visited, info);
});

test('the operator console: its login with errors, and every screen as the staff role that may open it', async ({ browser, request }, info) => {
  test.setTimeout(360_000);
  const findings: Finding[] = [];
  const visited: string[] = [];
  // The clerk's order queue opens on a filter; an order of its own gives the details screen.
  const day = await lastSailingDay(request);
  const [sailing] = await sailingsOfDay(request, ROUTE, day);
  const order = await buyOneWayByApi(request, await apiLogin(request, 'demo.passenger'), sailing!.uuid, CABIN, 'AXE');
  for (const [logonId, routes] of Object.entries(STAFF)) {
    const context = await browser.newContext({ baseURL: info.project.use.baseURL, locale: info.project.use.locale, viewport: info.project.use.viewport });
    const page = await context.newPage();
    const run = new Audit(page);
    if (logonId === 'demo.reviewer') {
      await page.goto('admin/login');
      await page.locator('form button[type="submit"]').first().click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await run.check('admin/login (errors shown)');
    }
    await consoleSignIn(page, logonId);
    for (const route of routes) {
      const list = DETAILS_FROM[route];
      if (route === '/ticketing/orders/:uuid') {
        await run.open(`admin/ticketing/orders/${order.uuid}`, `admin${route}`);
      } else if (list) {
        await page.goto(`admin${list}`);
        const prefix = `/tickets/admin${list.split('?')[0]}/`;
        const href = await page.locator(`a[href^="${prefix}"]`).first().getAttribute('href', { timeout: 15_000 });
        await run.open(href!.replace(/^\/tickets\//, ''), `admin${route}`);
      } else {
        await run.open(`admin${route === '/' ? '' : route}`, `admin${route} (${logonId})`);
      }
    }
    findings.push(...run.findings);
    visited.push(...run.visited);
    await context.close();
  }
  await expectNoFindings(findings, visited, info);
});
