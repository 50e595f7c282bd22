import type { BrowserContext, Locator, Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import adminZh from '../../../src/admin/i18n/zh.json' with { type: 'json' };
import adminJa from '../../../src/admin/i18n/ja.json' with { type: 'json' };
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../src/domain/orderEnums';
import { STAFF_PATHS } from '../../../src/domain/staff/paths';
import { UI_CABIN, UI_ROUTE } from '../../model/ticketing.ui';
import { expect } from '../fixtures';
import { consoleSignIn } from '../support/console';
import { apiLogin } from '../support/identity';
import { cabinRow, daysBetween, sailingCardWith, sailingDays, TICKETING_TEXT, today } from '../support/ticketing';
import type { PageModel, PathContext } from './pageModel';
import { fillContact, fillOrder } from './ticketing.page';

/**
 * The order lifecycle's screens. The chart runs on the server, so each state is read from the
 * passenger's order details (its status, the payment window and actions it offers, the last
 * row of its status history); the clerk's moves are made in the console, in a browser context
 * of the clerk's own.
 */

const CLERK = 'demo.clerk';
const CANCELLED_WALK = 'an order on a sailing the clerk cancels';
const ORDER_API = '/api/web-ts/simp2/business/ts/order';
const SLOW = { timeout: 15_000 };

type Admin = typeof adminZh;
const adminText = (ctx: PathContext): Admin => (ctx.lang === 'zh' ? adminZh : (adminJa as Admin));
const base = (ctx: PathContext) => `${new URL(ctx.page.url()).origin}/tickets/`;
const orderUuid = (ctx: PathContext) => ctx.found.orderUuid as string;

/** The clerk's console, signed in once per worker and language; each move opens a page of its own. */
const clerkContexts = new Map<string, Promise<BrowserContext>>();

async function clerkPage(ctx: PathContext): Promise<Page> {
  let context = clerkContexts.get(ctx.lang);
  if (!context) {
    context = (async () => {
      const created = await ctx.page
        .context()
        .browser()!
        .newContext({ baseURL: base(ctx), locale: ctx.lang === 'zh' ? 'zh-CN' : 'ja-JP', viewport: { width: 1600, height: 1000 } });
      const page = await created.newPage();
      await consoleSignIn(page, CLERK);
      await page.close();
      return created;
    })();
    clerkContexts.set(ctx.lang, context);
  }
  return (await context).newPage();
}

/** A clerk's decision on the console's order page: its button, then the dialog's (with a reason when it asks one). */
async function clerkDecides(ctx: PathContext, move: 'confirmOffline' | 'rejectOffline' | 'approveRefund' | 'rejectRefund') {
  const a = adminText(ctx);
  const page = await clerkPage(ctx);
  try {
    await page.goto(`admin/ticketing/orders/${orderUuid(ctx)}`);
    const label = a[`admin.ticketing.order.${move}`];
    await page.getByRole('group', { name: a['admin.ticketing.order.decisions'] }).getByRole('button', { name: label, exact: true }).click();
    const dialog = page.getByRole('dialog');
    if (move === 'approveRefund') await expect(dialog.locator('#refund-amount')).not.toHaveValue('');
    if (move.startsWith('reject')) await dialog.getByLabel(new RegExp(a['admin.confirm.reason'])).fill(ctx.lang === 'zh' ? '路径测试' : 'パステスト');
    await dialog.getByRole('button', { name: label, exact: true }).click();
    await expect(dialog).toBeHidden(SLOW);
  } finally {
    await page.close();
  }
}

/** The clerk cancels the path's own sailing on the console's sailings page, giving a reason. */
async function clerkCancelsSailing(ctx: PathContext) {
  const a = adminText(ctx);
  const { code } = ctx.found.sailing as { code: string };
  const page = await clerkPage(ctx);
  try {
    await page.goto('admin/ticketing/voyages');
    await page.locator('#voyages-code').fill(code);
    await page.locator('#voyages-from').fill('');
    await page.getByRole('search').getByRole('button', { name: a['admin.ticketing.search'] }).click();
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: a['admin.ticketing.voyages.cancel'] }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(new RegExp(a['admin.confirm.reason'])).fill(ctx.lang === 'zh' ? '台风停航' : '台風のため欠航');
    await dialog.getByRole('button', { name: a['admin.ticketing.voyages.cancel'] }).click();
    await expect(dialog).toBeHidden(SLOW);
  } finally {
    await page.close();
  }
}

/** A sailing of the path's own on a Shanghai–Osaka day without demo sailings, selling the dormitory: the clerk will cancel it. */
async function ownSailing(ctx: PathContext): Promise<{ code: string; day: string }> {
  const demoDays = new Set(await sailingDays(ctx.request, UI_ROUTE.departurePort, UI_ROUTE.arrivalPort));
  let day = '';
  for (let n = 12; !day || demoDays.has(day); n++) day = new Date(Date.parse(`${today()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  const code = `P${ctx.lang}${Date.now().toString(36)}`.toUpperCase();
  // 11:00 in Shanghai: the list of that local day shows it.
  const departs = Date.parse(`${day}T03:00:00.000Z`);
  const answer = await ctx.request.post(`/api${STAFF_PATHS.voyageCreate}`, {
    headers: { authorization: await apiLogin(ctx.request, CLERK) },
    data: {
      code,
      routeCode: 'SHA-OSA',
      vessel: '新鉴真',
      departureTime: new Date(departs).toISOString(),
      arrivalTime: new Date(departs + 46 * 3600_000).toISOString(),
      inventory: [{ cabinClass: UI_CABIN, totalBerths: 10 }],
    },
  });
  const body = (await answer.json()) as { code: number; message: string };
  expect(body.code, body.message).toBe(200);
  return { code, day };
}

/** A demo Shanghai–Osaka day at least two days ahead: the refund cut-off (24 hours before departure) is still ahead all through the path. */
async function demoDay(ctx: PathContext): Promise<string> {
  const days = await sailingDays(ctx.request, UI_ROUTE.departurePort, UI_ROUTE.arrivalPort);
  const day = days.find((d) => daysBetween(today(), d) >= 2);
  expect(day, `a demo sailing two days ahead in ${days.join(', ')}`).toBeTruthy();
  return day!;
}

/** The order details of the path's order, loaded afresh (the server moved it). */
async function openDetails(ctx: PathContext) {
  await ctx.page.goto(`order/details?uuid=${orderUuid(ctx)}`);
  await expect(ctx.page.getByRole('heading', { level: 1 })).toBeVisible();
}

const statusFact = (ctx: PathContext) =>
  ctx.page.locator('.order-details__fact', { has: ctx.page.getByRole('term').filter({ hasText: ctx.m['orderDetails.status'] }) }).getByRole('definition');
const actions = (ctx: PathContext) => ctx.page.getByRole('region', { name: ctx.m['orders.actions.title'], exact: true });
const action = (ctx: PathContext, id: 'orders.action.pay' | 'orders.action.cancel' | 'orders.action.refund' | 'orders.action.offline') =>
  actions(ctx).getByRole('button', { name: new RegExp(`^${escape(ctx.m[id])}`) });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const lastHistoryRow = (ctx: PathContext): Locator =>
  ctx.page.getByRole('region', { name: ctx.m['orders.history.title'], exact: true }).locator('tbody tr').last();

/** The details say the order is in `status`, the last status change entered it, and whatever `also` reads there. */
async function detailsSay(ctx: PathContext, status: OrderStatus, also?: () => Promise<void>) {
  const label = ORDER_STATUS_LABELS[status][ctx.lang];
  // The server may still be finishing the move (a notification, the clerk's page): read again until it shows.
  await expect(async () => {
    await openDetails(ctx);
    await expect(statusFact(ctx)).toHaveText(label, { timeout: 2_000 });
  }).toPass(SLOW);
  if (status !== 'DRAFT') await expect(lastHistoryRow(ctx).getByRole('cell').nth(2)).toHaveText(new RegExp(`→ ${label}$`));
  await also?.();
}

/** A user's move on the order details: its action, then "yes" in the question that follows. */
async function userMoves(ctx: PathContext, id: 'orders.action.cancel' | 'orders.action.offline') {
  await openDetails(ctx);
  await action(ctx, id).click();
  await ctx.page.getByRole('alertdialog').or(ctx.page.getByRole('dialog')).getByRole('button', { name: ctx.m['orders.confirm.yes'], exact: true }).click();
  await expect(action(ctx, id)).toHaveCount(0, SLOW);
}

/** The payer's phone opens what the Payment screen's QR encodes (the WeChat sandbox) and confirms (the sandbox notifies the server then). */
async function payInSandbox(ctx: PathContext) {
  const qrAnswer = ctx.page.waitForResponse((r) => r.url().includes('/payment/wxpay?') && r.ok(), SLOW);
  await ctx.page.goto(`ticketing/pay?uuid=${orderUuid(ctx)}`);
  const codeUrl = (await qrAnswer).headers()['x-code-url'];
  expect(codeUrl, 'the QR names the sandbox page').toBeTruthy();
  const phone = await ctx.page.context().newPage();
  try {
    await phone.goto(codeUrl!);
    await phone.getByRole('button', { name: /确认支付/ }).click();
    await expect(phone.locator('[data-state="paid"]')).toBeVisible();
  } finally {
    await phone.close();
  }
}

export const orderPage: PageModel = {
  /** The order form of a dormitory berth on the walk's sailing: the order the chart's DRAFT stands for, not yet saved. */
  async prepare(walk, ctx) {
    const t = TICKETING_TEXT[ctx.lang];
    const cabin = t.cabins[UI_CABIN];
    let card = sailingCardWith(ctx.page, cabin);
    let day: string;
    if (walk === CANCELLED_WALK) {
      const sailing = await ownSailing(ctx);
      ctx.found.sailing = sailing;
      day = sailing.day;
      card = ctx.page.locator('.sailing-card').filter({ hasText: sailing.code });
    } else {
      day = await demoDay(ctx);
    }
    ctx.found.days = { outbound: day, returnDay: day };
    await ctx.page.goto(`ticketing/one_way?from=${UI_ROUTE.departurePort}&to=${UI_ROUTE.arrivalPort}&date=${day}`);
    await cabinRow(ctx.page, card, cabin).getByRole('button', { name: t.choose }).click();
    await expect(ctx.page).toHaveURL(/\/tickets\/ticketing\/create_order$/);
  },
  gestures: {
    'order.saveDraft': async (_event, ctx) => {
      await fillContact(ctx);
      const saved = ctx.page.waitForResponse((r) => r.url().includes(`${ORDER_API}/insertOrUpdateTsOrder`) && r.request().method() === 'POST');
      await ctx.page.getByRole('button', { name: ctx.m['createOrder.saveDraft'], exact: true }).click();
      const body = (await (await saved).json()) as { code: number; data: { uuid: string } };
      expect(body.code, JSON.stringify(body)).toBe(200);
      ctx.found.orderUuid = body.data.uuid;
    },
    'order.submit': async (_event, ctx) => {
      await fillOrder(ctx);
      await ctx.page.getByRole('button', { name: ctx.m['createOrder.submit'], exact: true }).click();
      await expect(ctx.page).toHaveURL(/\/tickets\/ticketing\/pay\?uuid=[0-9a-f-]{36}$/, SLOW);
      ctx.found.orderUuid = new URL(ctx.page.url()).searchParams.get('uuid');
    },
    'order.cancel': async (_event, ctx) => userMoves(ctx, 'orders.action.cancel'),
    'order.claimOffline': async (_event, ctx) => userMoves(ctx, 'orders.action.offline'),
    'order.paid': async (event: EventObject, ctx) => {
      if ((event as EventObject & { by: string }).by === 'staff') await clerkDecides(ctx, 'confirmOffline');
      else await payInSandbox(ctx);
    },
    'order.rejectOffline': async (_event, ctx) => clerkDecides(ctx, 'rejectOffline'),
    'order.applyRefund': async (_event, ctx) => {
      await openDetails(ctx);
      await action(ctx, 'orders.action.refund').click();
      const dialog = ctx.page.getByRole('dialog', { name: ctx.m['orders.refund.title'] });
      await dialog.getByRole('button', { name: ctx.m['orders.refund.submit'], exact: true }).click();
      await expect(dialog).toBeHidden(SLOW);
    },
    'order.approveRefund': async (_event, ctx) => clerkDecides(ctx, 'approveRefund'),
    'order.rejectRefund': async (_event, ctx) => clerkDecides(ctx, 'rejectRefund'),
    'order.abolish': async (_event, ctx) => clerkCancelsSailing(ctx),
  },
  states: {
    // Before it is saved, the draft is the order form being filled in; once saved, the details say so.
    'order.DRAFT': async (ctx) => {
      if (!ctx.found.orderUuid) {
        await expect(ctx.page).toHaveURL(/\/tickets\/ticketing\/create_order$/);
        await expect(ctx.page.getByRole('button', { name: ctx.m['createOrder.saveDraft'], exact: true })).toBeVisible();
        return;
      }
      await detailsSay(ctx, 'DRAFT', async () => {
        await expect(action(ctx, 'orders.action.pay')).toHaveCount(0);
        await expect(ctx.page.getByRole('region', { name: ctx.m['orders.history.title'], exact: true })).toContainText(ctx.m['orders.history.none']);
      });
    },
    // The payment window runs: its end is shown, and paying, cancelling and claiming a transfer are offered.
    'order.DUE_PAY.awaitingPayment': async (ctx) =>
      detailsSay(ctx, 'DUE_PAY', async () => {
        await expect(ctx.page.locator('.order-details__deadline')).toBeVisible();
        for (const id of ['orders.action.pay', 'orders.action.cancel', 'orders.action.offline'] as const) await expect(action(ctx, id)).toBeVisible();
      }),
    // A transfer claimed: the window stopped, nothing left to the user until the clerk decides.
    'order.DUE_PAY.offlineClaimed': async (ctx) =>
      detailsSay(ctx, 'DUE_PAY', async () => {
        await expect(lastHistoryRow(ctx)).toContainText(ctx.m['orders.history.event.order.claimOffline']);
        await expect(ctx.page.locator('.order-details__deadline')).toHaveCount(0);
        for (const id of ['orders.action.pay', 'orders.action.cancel', 'orders.action.offline'] as const) await expect(action(ctx, id)).toHaveCount(0);
      }),
    // Paid, more than a day before departure: the refund is offered.
    'order.PAID': async (ctx) => detailsSay(ctx, 'PAID', async () => expect(action(ctx, 'orders.action.refund')).toBeVisible()),
    'order.BEING_REFUNDED': async (ctx) =>
      detailsSay(ctx, 'BEING_REFUNDED', async () => {
        await expect(ctx.page.getByRole('region', { name: ctx.m['orders.refundInfo.title'], exact: true })).toBeVisible();
        await expect(action(ctx, 'orders.action.refund')).toHaveCount(0);
      }),
    'order.REFUND': async (ctx) => detailsSay(ctx, 'REFUND'),
    'order.CANCEL': async (ctx) => detailsSay(ctx, 'CANCEL', async () => expect(action(ctx, 'orders.action.pay')).toHaveCount(0)),
    'order.ABOLISH': async (ctx) =>
      detailsSay(ctx, 'ABOLISH', async () => expect(lastHistoryRow(ctx)).toContainText(ctx.m['orders.history.event.order.abolish'])),
  },
};
