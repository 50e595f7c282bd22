import type { EventObject } from 'xstate';
import { expect } from '../fixtures';
import {
  bornBefore,
  cabinRow,
  choosePort,
  field,
  fillPassenger,
  passengerCard,
  pickDay,
  sailingCard,
  sailingCardWith,
  nextDay,
  sailingDays,
  TICKETING_TEXT,
} from '../support/ticketing';
import { CLASH_WALK, UI_CABIN, UI_ROUTE } from '../../model/ticketing.ui';
import { serverAnswers, type PageModel, type PathContext } from './pageModel';

interface Days {
  outbound: string;
  returnDay: string;
}

/** An outbound sailing day with a return sailing after it, and that return day: the days the UI model's dates stand for. */
export async function days(ctx: PathContext): Promise<Days> {
  if (!ctx.found.days) {
    const outboundDays = await sailingDays(ctx.request, UI_ROUTE.departurePort, UI_ROUTE.arrivalPort);
    const returnDays = await sailingDays(ctx.request, UI_ROUTE.arrivalPort, UI_ROUTE.departurePort);
    const outbound = outboundDays.find((day) => returnDays.some((r) => r > day));
    const returnDay = returnDays.find((r) => outbound !== undefined && r > outbound);
    expect(outbound && returnDay, 'a demo sailing day with a return after it').toBeTruthy();
    ctx.found.days = { outbound, returnDay };
    ctx.found.outboundDays = outboundDays;
  }
  return ctx.found.days as Days;
}

/**
 * The clash walk's days, as the seeded timetable gives them: a Thursday from Osaka (12:00, 46 hours at
 * sea) with a Friday from Shanghai (11:00) the next day, before the outbound arrives.
 */
async function clashDays(ctx: PathContext): Promise<Days> {
  const outboundDays = await sailingDays(ctx.request, 'JPOSA', 'CNSHA');
  const returnDays = await sailingDays(ctx.request, 'CNSHA', 'JPOSA');
  const outbound = outboundDays.find((day) => returnDays.includes(nextDay(day)));
  expect(outbound, 'a demo sailing from Osaka with one from Shanghai the next day').toBeTruthy();
  return { outbound: outbound!, returnDay: nextDay(outbound!) };
}

/** What the round-trip list says when the return leaves within two hours of the outbound's arrival: written here, not read from the app. */
const TURNAROUND_REFUSED = {
  zh: '返程须在去程到达后至少2小时出发，请选择更晚的返程航班',
  ja: '復路は往路の到着から2時間以上あとに出発する便を選んでください',
} as const;

const onClashWalk = (ctx: PathContext) => ctx.found.walk === CLASH_WALK;
const texts = (ctx: PathContext) => TICKETING_TEXT[ctx.lang];
const button = (ctx: PathContext, name: string) => ctx.page.getByRole('button', { name, exact: true });
const title = (ctx: PathContext, text: string) => ctx.page.getByRole('heading', { level: 1, name: text });
const listLoading = (ctx: PathContext) => ctx.page.getByText(ctx.m['ticketing.list.loading']);
const chosenOutbound = (ctx: PathContext) => ctx.page.locator('.chosen-outbound');
const draftSaved = (ctx: PathContext) => ctx.page.getByRole('status').filter({ hasText: ctx.m['createOrder.draftSaved'] });

/** The dormitory's Choose button on the first sailing of the list shown (that sells it, on the clash walk's route). */
async function chooseDormitory(ctx: PathContext) {
  const cabinName = texts(ctx).cabins[UI_CABIN];
  const card = onClashWalk(ctx) ? sailingCardWith(ctx.page, cabinName) : sailingCard(ctx.page);
  const row = cabinRow(ctx.page, card, cabinName);
  await row.getByRole('button', { name: texts(ctx).choose }).click();
}

export async function fillContact(ctx: PathContext) {
  const t = texts(ctx);
  await field(ctx.page, t.contactName).fill('林晓');
  await field(ctx.page, t.contactPhone).fill('13800000000');
  await field(ctx.page, t.contactEmail).fill('lin@example.com');
}

export async function fillOrder(ctx: PathContext) {
  const t = texts(ctx);
  await fillContact(ctx);
  if (!(await passengerCard(ctx.page, t, 1).isVisible())) await button(ctx, t.addPassenger).click();
  const { outbound } = await days(ctx);
  const stamp = `${Date.now().toString(36).toUpperCase().slice(-6)}${ctx.lang === 'zh' ? 'Z' : 'J'}`;
  await fillPassenger(ctx.page, t, 0, {
    cnSurname: '林',
    cnGivenName: '海',
    enSurname: 'Lin',
    enGivenName: 'Hai',
    female: false,
    birthDate: bornBefore(outbound, 40),
    passportNo: `P${stamp}`,
  });
  await ctx.page.getByLabel(t.agree).check();
}

/**
 * The one-way list has settled on the day its address names: its sailings, or, on a day the
 * demo has none (the next day may be one), the empty list's own text.
 */
async function oneWayListShown(ctx: PathContext) {
  await expect(listLoading(ctx)).toBeHidden();
  const day = new URL(ctx.page.url()).searchParams.get('date');
  const sailing = (ctx.found.outboundDays as string[] | undefined)?.includes(day ?? '');
  if (sailing) await expect(sailingCard(ctx.page).first()).toBeVisible();
  else await expect(ctx.page.getByText(ctx.m['ticketing.list.empty'])).toBeVisible();
}

async function onTicketingScreen(ctx: PathContext, path: RegExp) {
  await expect(ctx.page).toHaveURL(path);
}

/** The orders list, reached from the header's menu: inside the app, so the ticketing chart's actor lives on. */
async function toOrders(ctx: PathContext) {
  await ctx.page.getByRole('banner').getByRole('button', { name: ctx.m['header.personalCenter'] }).click();
  await ctx.page.getByRole('banner').getByRole('link', { name: ctx.m['header.orders'], exact: true }).click();
  await expect(ctx.page).toHaveURL(/\/tickets\/orders/);
}

const orderAction = (ctx: PathContext, action: 'orders.action.buyAgain' | 'orders.action.continue', orderNo: string) =>
  ctx.page.getByRole('button', { name: ctx.m['orders.action.of'].replace('{action}', ctx.m[action]).replace('{orderNo}', orderNo), exact: true });

/** "Buy again" on the order just made (the Payment screen shows its number). */
async function buyAgainFromOrders(ctx: PathContext) {
  const orderNo = ((await ctx.page.getByTestId('payment-order-no').textContent()) ?? '').trim();
  expect(orderNo).toMatch(/^T\d+$/);
  await toOrders(ctx);
  await orderAction(ctx, 'orders.action.buyAgain', orderNo).click();
}

/** "Continue" on the draft just saved: the newest of the user's orders, first in the list. */
async function continueDraftFromOrders(ctx: PathContext) {
  await toOrders(ctx);
  await orderAction(ctx, 'orders.action.continue', ctx.m['orders.noNumber']).first().click();
}

/** The ticketing screens (search, the lists, the order form) as the ticketing chart drives them. */
export const ticketingPage: PageModel = {
  async prepare(walk, ctx) {
    ctx.found.walk = walk;
    if (walk === CLASH_WALK) ctx.found.days = await clashDays(ctx);
  },
  gestures: {
    'route.opened': async (event: EventObject, ctx) => {
      const { step, repeatOrderUuid, draftUuid } = event as EventObject & { step: string; repeatOrderUuid?: string; draftUuid?: string };
      if (step === 'search' && repeatOrderUuid) await buyAgainFromOrders(ctx);
      else if (step === 'createOrder' && draftUuid) await continueDraftFromOrders(ctx);
      // Back on the list the form came from: the browser's Back opens the form again.
      else if (step === 'createOrder') await ctx.page.goBack();
      else await ctx.page.goto('ticketing/search');
    },
    'search.change': async (event: EventObject, ctx) => {
      const { criteria } = event as EventObject & { criteria: { tripType: string } };
      const t = texts(ctx);
      const { outbound, returnDay } = await days(ctx);
      if (criteria.tripType === 'ROUND_TRIP') await ctx.page.locator('.ticket-search__type').getByText(t.roundTrip).click();
      const [from, to] = onClashWalk(ctx) ? [t.osaka, t.shanghai] : [t.shanghai, t.osaka];
      await choosePort(ctx.page, 'search-from', from);
      await choosePort(ctx.page, 'search-to', to);
      await pickDay(ctx.page, 'search-date', outbound);
      if (criteria.tripType === 'ROUND_TRIP') await pickDay(ctx.page, 'search-return-date', returnDay);
    },
    'search.submit': async (_event, ctx) => button(ctx, texts(ctx).search).click(),
    'search.edit': async (_event, ctx) => button(ctx, ctx.m['ticketing.editSearch']).click(),
    'day.change': async (_event, ctx) => button(ctx, texts(ctx).nextDay).click(),
    'leg.choose': async (_event, ctx) => chooseDormitory(ctx),
    'return.choose': async (_event, ctx) => {
      await expect(chosenOutbound(ctx)).toBeVisible();
      await chooseDormitory(ctx);
      // The page model's own knowledge of the timetable, apart from the chart: this return is refused.
      if (onClashWalk(ctx)) {
        await expect(ctx.page.getByRole('alert').filter({ hasText: TURNAROUND_REFUSED[ctx.lang] })).toBeVisible();
        await expect(ctx.page, 'the refused return keeps the round-trip list').toHaveURL(/\/tickets\/ticketing\/round_trip\?/);
        await expect(chosenOutbound(ctx)).toBeVisible();
      }
    },
    'outbound.change': async (_event, ctx) => button(ctx, ctx.m['ticketing.roundTrip.changeOutbound']).click(),
    'order.back': async (_event, ctx) => button(ctx, ctx.m['createOrder.back']).click(),
    'order.saveDraft': async (_event, ctx) => {
      // Saved straight after typing: the form hands over its change still waiting in the debounce
      // before it saves, or the late change would mark the saved draft unsaved again.
      await fillContact(ctx);
      await button(ctx, ctx.m['createOrder.saveDraft']).click();
    },
    'order.submit': async (_event, ctx) => {
      await fillOrder(ctx);
      await button(ctx, ctx.m['createOrder.submit']).click();
    },
    'xstate.done.actor.loadOutbound': serverAnswers,
    'xstate.done.actor.loadReturn': serverAnswers,
    'xstate.done.actor.saveDraft': serverAnswers,
    'xstate.done.actor.submitOrder': serverAnswers,
    'xstate.done.actor.loadDraft': serverAnswers,
    'xstate.done.actor.refreshLegs': serverAnswers,
    'xstate.done.actor.loadRepeatOrder': serverAnswers,
  },
  states: {
    // No ticketing screen has opened yet.
    'ticketing.idle': async ({ page }) => expect(page).toHaveURL('about:blank'),
    'ticketing.search.editing': async (ctx) => {
      await onTicketingScreen(ctx, /\/tickets\/ticketing\/search/);
      await expect(title(ctx, ctx.m['ticketing.search.title'])).toBeVisible();
      await expect(button(ctx, texts(ctx).search)).toBeEnabled();
    },
    'ticketing.oneWay.loading': async (ctx) => {
      await onTicketingScreen(ctx, /\/tickets\/ticketing\/one_way\?/);
      await expect(title(ctx, ctx.m['ticketing.oneWay.title'])).toBeVisible();
    },
    'ticketing.oneWay.ready': async (ctx) => {
      await onTicketingScreen(ctx, /\/tickets\/ticketing\/one_way\?/);
      await oneWayListShown(ctx);
    },
    'ticketing.roundTrip.outbound.loading': async (ctx) => {
      await onTicketingScreen(ctx, /\/tickets\/ticketing\/round_trip\?/);
      await expect(title(ctx, ctx.m['ticketing.roundTrip.title'])).toBeVisible();
      await expect(chosenOutbound(ctx)).toBeHidden();
    },
    'ticketing.roundTrip.outbound.ready': async (ctx) => {
      await expect(listLoading(ctx)).toBeHidden();
      await expect(chosenOutbound(ctx)).toBeHidden();
      await expect(sailingCard(ctx.page)).toBeVisible();
    },
    'ticketing.roundTrip.inbound.loading': async (ctx) => {
      await onTicketingScreen(ctx, /\/tickets\/ticketing\/round_trip\?/);
      await expect(chosenOutbound(ctx)).toContainText(texts(ctx).cabins[UI_CABIN]);
    },
    'ticketing.roundTrip.inbound.ready': async (ctx) => {
      await expect(chosenOutbound(ctx)).toBeVisible();
      await expect(listLoading(ctx)).toBeHidden();
      await expect(sailingCard(ctx.page)).toBeVisible();
    },
    'ticketing.createOrder.editing.unsaved': async (ctx) => {
      await onTicketingScreen(ctx, /\/tickets\/ticketing\/create_order$/);
      await expect(ctx.page.locator('.ticketing-steps [aria-current="step"]')).toContainText(texts(ctx).fillOrder);
      await expect(draftSaved(ctx)).toBeHidden();
    },
    // Passing states: the server may already have answered when the assertion runs.
    'ticketing.createOrder.savingDraft': async (ctx) => onTicketingScreen(ctx, /\/tickets\/ticketing\/create_order$/),
    'ticketing.createOrder.editing.saved': async (ctx) => {
      await onTicketingScreen(ctx, /\/tickets\/ticketing\/create_order$/);
      await expect(draftSaved(ctx)).toBeVisible();
    },
    // Passing states: each reads the server, then shows the search or the form. That the chart was
    // in them, however briefly, the app's recorded chart state shows (runPath).
    'ticketing.search.repeating': async (ctx) => onTicketingScreen(ctx, /\/tickets\/ticketing\/search/),
    'ticketing.createOrder.resuming': async (ctx) => onTicketingScreen(ctx, /\/tickets\/ticketing\/create_order/),
    'ticketing.createOrder.refreshing': async (ctx) => onTicketingScreen(ctx, /\/tickets\/ticketing\/create_order$/),
    // Submitted: the form is left for the payment (its answer is the next step); the chart's record shows the submit.
    'ticketing.createOrder.submitting': async (ctx) => expect(ctx.page).toHaveURL(/\/tickets\/ticketing\/(create_order$|pay\?uuid=)/),
    'ticketing.payment': async (ctx) => {
      await onTicketingScreen(ctx, /\/tickets\/ticketing\/pay\?uuid=/);
      await expect(ctx.page.locator('.ticketing-steps [aria-current="step"]')).toContainText(ctx.m['payment.title']);
    },
  },
};
