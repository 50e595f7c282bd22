import type { Response } from '@playwright/test';
import type { EventObject } from 'xstate';
import { expect } from '../fixtures';
import { apiLogin, NEWCOMER_PASSWORD } from '../support/identity';
import { buyOneWayByApi, orderMoveByApi, sailingsOfDay } from '../support/ticketing';
import { UI_CABIN, UI_ROUTE } from '../../model/ticketing.ui';
import { POLL_EVENT } from '../../model/payment.ui';
import { serverAnswers, type PageModel, type PathContext } from './pageModel';
import { days } from './ticketing.page';

const ORDER_API = '/api/web-ts/simp2/business/ts/order';
const NO_SUCH_ORDER = '00000000-0000-4000-8000-000000000000';

async function token(ctx: PathContext): Promise<string> {
  ctx.found.token ??= await apiLogin(ctx.request, ctx.found.logonId as string, NEWCOMER_PASSWORD);
  return ctx.found.token as string;
}

/** A one-way dormitory order of the signed-in user, through the API: submitted (waiting for payment) or kept as a draft. */
async function orderByApi(ctx: PathContext, submit: boolean): Promise<string> {
  const { outbound } = await days(ctx);
  const [sailing] = await sailingsOfDay(ctx.request, UI_ROUTE, outbound);
  expect(sailing, `a sailing on ${outbound}`).toBeTruthy();
  if (submit) return (await buyOneWayByApi(ctx.request, await token(ctx), sailing!.uuid, UI_CABIN, `PATH${ctx.lang.toUpperCase()}`)).uuid;
  const answer = await ctx.request.post(`${ORDER_API}/insertOrUpdateTsOrder`, {
    headers: { authorization: await token(ctx) },
    data: {
      submit: false,
      orderType: 'ONE_WAY',
      outbound: { voyageUuid: sailing!.uuid, cabinClass: UI_CABIN },
      contactName: '林晓',
      contactPhone: '',
      contactEmail: '',
      passengers: [],
      extraBed: false,
      noticeAgreed: false,
    },
  });
  const body = (await answer.json()) as { code: number; data: { uuid: string } };
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.data.uuid;
}

const tab = (ctx: PathContext, id: 'payment.tab.wechat' | 'payment.tab.bankTransfer') => ctx.page.getByRole('tab', { name: ctx.m[id] });
const claimDialog = (ctx: PathContext) => ctx.page.getByRole('dialog', { name: ctx.m['payment.offline.confirmTitle'] });
const claimed = (ctx: PathContext) => ctx.page.getByText(ctx.m['payment.offline.claimed']);
const onPaymentScreen = (ctx: PathContext) => expect(ctx.page).toHaveURL(/\/tickets\/ticketing\/pay\?uuid=/);
const POLL = { timeout: 10_000 };

/** The payer's phone opens what the QR encodes (the sandbox) and confirms. */
async function payInSandbox(ctx: PathContext) {
  const qrAnswer = ctx.found.qrAnswer as Promise<Response>;
  const codeUrl = (await qrAnswer).headers()['x-code-url'];
  expect(codeUrl, 'the QR names the sandbox page').toBeTruthy();
  const phone = await ctx.page.context().newPage();
  await phone.goto(codeUrl!);
  await phone.getByRole('button', { name: /确认支付/ }).click();
  await expect(phone.locator('[data-state]')).toBeVisible();
  await phone.close();
}

/** The Payment screen of one order, as the payment chart drives it. */
export const paymentPage: PageModel = {
  async prepare(walk, ctx) {
    let uuid = NO_SUCH_ORDER;
    if (walk === 'an order waiting for payment') uuid = await orderByApi(ctx, true);
    if (walk === 'a cancelled order') {
      uuid = await orderByApi(ctx, true);
      await orderMoveByApi(ctx.request, await token(ctx), 'cancelTsOrderByUuid', uuid);
    }
    if (walk === 'a draft') uuid = await orderByApi(ctx, false);
    if (walk === 'an order with a bank transfer claimed') {
      uuid = await orderByApi(ctx, true);
      await orderMoveByApi(ctx.request, await token(ctx), 'markedTsOrderAsOfflinePaymentByUuid', uuid);
    }
    ctx.found.orderUuid = uuid;
    ctx.found.qrAnswer = ctx.page.waitForResponse((r) => r.url().includes('/payment/wxpay?') && r.ok(), { timeout: 20_000 }).catch(() => null);
    await ctx.page.goto(`ticketing/pay?uuid=${uuid}`);
  },
  gestures: {
    'xstate.done.actor.loadPayment': serverAnswers,
    'xstate.error.actor.loadPayment': serverAnswers,
    'qr.loaded': serverAnswers,
    [POLL_EVENT]: serverAnswers,
    'xstate.done.actor.queryStatus': async (event: EventObject, ctx) => {
      const { status } = (event as EventObject & { output: { status: string } }).output;
      if (status === 'PAID') await payInSandbox(ctx);
      if (status === 'CANCEL') await orderMoveByApi(ctx.request, await token(ctx), 'cancelTsOrderByUuid', ctx.found.orderUuid as string);
    },
    'tab.choose': async (event: EventObject, ctx) => {
      const { method } = event as EventObject & { method: string };
      await tab(ctx, method === 'WECHAT_QR' ? 'payment.tab.wechat' : 'payment.tab.bankTransfer').click();
    },
    'offline.claim': async (_event, ctx) => ctx.page.getByRole('button', { name: ctx.m['payment.offline.claim'] }).click(),
    'offline.cancel': async (_event, ctx) => claimDialog(ctx).getByRole('button', { name: ctx.m['payment.offline.no'] }).click(),
    'offline.confirm': async (_event, ctx) => claimDialog(ctx).getByRole('button', { name: ctx.m['payment.offline.yes'] }).click(),
    'xstate.done.actor.markOffline': serverAnswers,
  },
  states: {
    'payment.loading': onPaymentScreen,
    'payment.notFound': async (ctx) => expect(ctx.page.getByText(ctx.m['payment.notFound'])).toBeVisible(),
    'payment.notPayable': async (ctx) => expect(ctx.page.getByText(ctx.m['payment.notPayable'])).toBeVisible(),
    'payment.cancelled': async (ctx) => {
      await expect(ctx.page.getByText(ctx.m['payment.cancelled'])).toBeVisible(POLL);
      await expect(ctx.page.getByRole('button', { name: ctx.m['payment.buyAgain'] })).toBeVisible();
    },
    // Success takes the Payment screen's place.
    'payment.paid': async (ctx) => {
      await expect(ctx.page).toHaveURL(/\/tickets\/ticketing\/success\?uuid=/, POLL);
      await expect(ctx.page.getByRole('heading', { level: 1, name: ctx.m['paymentSuccess.title'] })).toBeVisible();
      await expect(ctx.page.getByText(ctx.m['paymentSuccess.lead'])).toBeVisible(POLL);
    },
    // Between ticks the timer shows, unless a claim stopped the window (the next tick stops it).
    'payment.paying.countdown.waiting': async (ctx) => expect(ctx.page.getByRole('timer').or(claimed(ctx))).toBeVisible(),
    'payment.paying.countdown.reading': async (ctx) => expect(ctx.page.getByRole('timer').or(claimed(ctx))).toBeVisible(),
    'payment.paying.countdown.stopped': async (ctx) => expect(ctx.page.getByRole('timer')).toHaveCount(0),
    'payment.paying.tab.wechat': async (ctx) => expect(tab(ctx, 'payment.tab.wechat')).toHaveAttribute('aria-selected', 'true'),
    'payment.paying.tab.bankTransfer': async (ctx) => {
      await expect(tab(ctx, 'payment.tab.bankTransfer')).toHaveAttribute('aria-selected', 'true');
      await expect(ctx.page.getByTestId('bank-account')).toHaveText(/\S/);
    },
    // The QR shows on its tab only; while loading, the WeChat tab is there.
    'payment.paying.qr.active.loading': async (ctx) => expect(tab(ctx, 'payment.tab.wechat')).toBeVisible(),
    // The QR is drawn on the WeChat tab; on the transfer tab, the WeChat tab stays offered.
    'payment.paying.qr.active.shown': async (ctx) => {
      if (ctx.expected?.includes('payment.paying.tab.wechat')) {
        await expect(tab(ctx, 'payment.tab.wechat')).toHaveAttribute('aria-selected', 'true');
        await expect(ctx.page.getByRole('img', { name: /./ }).and(ctx.page.locator('[src^="blob:"]'))).toBeVisible();
      } else {
        await expect(tab(ctx, 'payment.tab.wechat')).toHaveAttribute('aria-selected', 'false');
      }
    },
    'payment.paying.qr.none': async (ctx) => expect(tab(ctx, 'payment.tab.wechat')).toHaveCount(0),
    'payment.paying.offline.idle': async (ctx) => {
      await expect(claimDialog(ctx)).toBeHidden();
      await expect(claimed(ctx)).toHaveCount(0);
    },
    'payment.paying.offline.confirming': async (ctx) => expect(claimDialog(ctx)).toBeVisible(),
    // Passing: the claim's answer may be in already.
    'payment.paying.offline.marking': async (ctx) => expect(claimDialog(ctx)).toBeHidden(),
    'payment.paying.offline.claimed': async (ctx) => expect(claimed(ctx)).toBeVisible(),
    // The polls run unseen: the screen stays while they wait and ask.
    'payment.paying.polling.waiting': onPaymentScreen,
    'payment.paying.polling.checking': onPaymentScreen,
  },
};
