import type { APIRequestContext } from '@playwright/test';
import { PASSENGER_PATHS } from '../../../src/domain/passengers';
import { expect } from '../fixtures';
import { apiLogin, NEWCOMER_PASSWORD } from '../support/identity';
import { serverAnswers, type PageModel, type PathContext } from './pageModel';

/** How many passengers each walk of tests/model/passengers.ui.ts starts with. */
const STORED: Record<string, number> = {
  'a new user adds a passenger and deletes them': 0,
  'a user with two passengers edits one': 2,
  'a user with eleven passengers deletes the only one of page 2': 11,
};

const API = `/api${PASSENGER_PATHS.page.replace(/\/[^/]+$/, '')}`;

/** A passenger as the API takes it; `n` keeps the certificate numbers apart. */
const apiPassenger = (n: number) => ({
  cnSurname: '王',
  // Chinese characters only (the name rule): n written with Chinese numerals.
  cnGivenName: `芳${[...String(n)].map((d) => '零一二三四五六七八九'[Number(d)]).join('')}`,
  enSurname: 'WANG',
  enGivenName: 'FANG',
  nationality: 'JP',
  gender: 'FEMALE',
  certificateType: 'PASSPORT',
  certificateNo: `EJ${String(n).padStart(7, '0')}`,
  certificateExpiry: '2035-06-30',
  birthDate: '1990-05-20',
  jpMobile: '090-1234-5678',
  jpAddress: '大阪府大阪市住之江区南港北1-20-15',
  ...{ secondCertificateType: '', secondCertificateNo: '', secondCertificateExpiry: '', career: '', email: '', cnMobile: '', sailingPurpose: '' },
});

async function call<T>(request: APIRequestContext, authorization: string, path: string, init: { params?: Record<string, number>; data?: object }) {
  const answer = init.data
    ? await request.post(`${API}/${path}`, { headers: { authorization }, data: init.data })
    : await request.get(`${API}/${path}`, { headers: { authorization }, params: init.params });
  const body = (await answer.json()) as { code: number; data: T };
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.data;
}

/** The signed-in user (one per worker, shared by every path) holds exactly `count` passengers. */
async function storePassengers(ctx: PathContext, count: number) {
  const token = await apiLogin(ctx.request, ctx.found.logonId as string, NEWCOMER_PASSWORD);
  const page = (path: string) => call<{ records: { uuid: string }[] }>(ctx.request, token, path, { params: { current: 1, size: 50 } });
  for (let held = await page('getTsUserPassengerByPgGrid'); held.records.length > 0; held = await page('getTsUserPassengerByPgGrid')) {
    for (const { uuid } of held.records) await call(ctx.request, token, 'deleteTsUserPassenger', { data: { uuid } });
  }
  for (let n = 1; n <= count; n++) await call(ctx.request, token, 'submitTsUserPassenger', { data: apiPassenger(n) });
}

/** A message with a `{name}` (or `{page}`) placeholder, as a pattern for any value of it. */
const anyValueOf = (message: string) => new RegExp(`^${message.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')}$`);

const list = (ctx: PathContext) => ctx.page.getByRole('region', { name: ctx.m['passenger.title'] });
const rowButtons = (ctx: PathContext, message: string) => list(ctx).getByRole('button', { name: anyValueOf(message) });
const editor = (ctx: PathContext) => ctx.page.getByRole('dialog').filter({ has: ctx.page.locator('#passenger-form') });
const editorOrLoading = (ctx: PathContext) => ctx.page.getByRole('dialog', { name: ctx.m[ctx.found.adding ? 'passenger.addTitle' : 'passenger.editTitle'] });
const confirmation = (ctx: PathContext) => ctx.page.getByRole('dialog').filter({ hasText: ctx.m['passenger.confirmDelete'] });
const stored = (ctx: PathContext) => ctx.found.stored as number;

/** Picks the first item of a PrimeReact list of the dialog (any country, gender, ID type the lists offer will do). */
async function chooseFirst(ctx: PathContext, field: string) {
  await ctx.page.locator(`.p-dropdown:has(#pf-${field})`).click();
  await ctx.page.locator('.p-dropdown-panel').getByRole('option').first().click();
  await expect(ctx.page.locator('.p-dropdown-panel')).toBeHidden();
}

async function fillNewPassenger(ctx: PathContext) {
  const fill = (field: string, value: string) => ctx.page.locator(`#pf-${field}`).fill(value);
  await fill('cnSurname', '李');
  await fill('cnGivenName', '新');
  await fill('enSurname', 'LI');
  await fill('enGivenName', 'XIN');
  await chooseFirst(ctx, 'nationality');
  await chooseFirst(ctx, 'gender');
  await fill('birthDate', '1992-03-04');
  await chooseFirst(ctx, 'certificateType');
  await fill('certificateNo', 'EN1234567');
  await fill('certificateExpiry', '2034-03-03');
  await fill('jpMobile', '090-8765-4321');
  await fill('jpAddress', '大阪府大阪市北区梅田1-1');
}

/**
 * The saved-passengers screen (/tickets/passengers) as the passengers chart drives it. The page
 * model keeps how many passengers the server holds (`found.stored`): the list it shows is
 * checked against that, not against the page number the chart asked for.
 */
export const passengersPage: PageModel = {
  async prepare(walk, ctx) {
    const count = STORED[walk];
    if (count === undefined) throw new Error(`no passengers prepared for the walk "${walk}"`);
    await storePassengers(ctx, count);
    ctx.found.stored = count;
    await ctx.page.goto('passengers');
  },
  gestures: {
    'xstate.done.actor.loadPage': serverAnswers,
    'xstate.done.actor.loadItem': serverAnswers,
    'xstate.done.actor.saveItem': serverAnswers,
    'xstate.done.actor.removeItem': serverAnswers,
    'page.change': async (event, ctx) => {
      const { current } = event as unknown as { current: number };
      await list(ctx)
        .getByRole('button', { name: ctx.m['passenger.page.number'].replace('{page}', String(current)), exact: true })
        .click();
    },
    'item.add': async (_event, ctx) => {
      ctx.found.adding = true;
      await list(ctx).getByRole('button', { name: ctx.m['passenger.add'], exact: true }).click();
    },
    'item.edit': async (_event, ctx) => {
      ctx.found.adding = false;
      await rowButtons(ctx, ctx.m['passenger.editOf']).first().click();
    },
    'item.delete': async (_event, ctx) => rowButtons(ctx, ctx.m['passenger.deleteOf']).first().click(),
    'item.save': async (_event, ctx) => {
      if (ctx.found.adding) await fillNewPassenger(ctx);
      else await ctx.page.locator('#pf-cnGivenName').fill('改');
      await editor(ctx).getByRole('button', { name: ctx.m['passenger.save'], exact: true }).click();
      if (ctx.found.adding) ctx.found.stored = stored(ctx) + 1;
    },
    'editor.close': async (_event, ctx) => editor(ctx).getByRole('button', { name: ctx.m['passenger.cancel'], exact: true }).click(),
    'editor.retry': async (_event, ctx) => editorOrLoading(ctx).getByRole('button', { name: ctx.m['passenger.retry'] }).click(),
    'list.retry': async (_event, ctx) => list(ctx).getByRole('alert').getByRole('button', { name: ctx.m['passenger.retry'] }).click(),
    'delete.confirm': async (_event, ctx) => {
      await confirmation(ctx).getByRole('button', { name: ctx.m['passenger.confirmYes'], exact: true }).click();
      ctx.found.stored = stored(ctx) - 1;
    },
    'delete.cancel': async (_event, ctx) => confirmation(ctx).getByRole('button', { name: ctx.m['passenger.confirmNo'], exact: true }).click(),
  },
  states: {
    // Passing: the list may have answered already.
    'passengers.loading': async (ctx) => expect(list(ctx)).toBeVisible(),
    // The answer shown: rows while the user holds passengers (on whichever page), the empty text when nobody.
    'passengers.ready': async (ctx) => {
      await expect(list(ctx)).toHaveAttribute('aria-busy', 'false');
      await expect(ctx.page.getByRole('dialog')).toHaveCount(0);
      await expect(list(ctx).getByText(ctx.m['passenger.total'].replace('{total}', String(stored(ctx))))).toBeVisible();
      if (stored(ctx) === 0) {
        await expect(list(ctx).getByText(ctx.m['passenger.empty'])).toBeVisible();
        await expect(rowButtons(ctx, ctx.m['passenger.editOf'])).toHaveCount(0);
      } else {
        await expect(list(ctx).getByText(ctx.m['passenger.empty'])).toHaveCount(0);
        await expect(rowButtons(ctx, ctx.m['passenger.editOf']).first()).toBeVisible();
      }
    },
    'passengers.loadFailed': async (ctx) => expect(list(ctx).getByRole('alert')).toContainText(ctx.m['passenger.loadFailed']),
    // Passing: the passenger may be loaded already.
    'passengers.editing.loadingItem': async (ctx) => expect(editorOrLoading(ctx)).toBeVisible(),
    'passengers.editing.loadFailed': async (ctx) => expect(editorOrLoading(ctx).getByRole('alert')).toContainText(ctx.m['passenger.loadOneFailed']),
    'passengers.editing.form': async (ctx) => {
      await expect(editorOrLoading(ctx)).toBeVisible();
      await expect(ctx.page.locator('#pf-cnSurname')).toBeEditable();
      if (!ctx.found.adding) await expect(ctx.page.locator('#pf-cnSurname')).not.toHaveValue('');
    },
    // Passing: the save may be answered already, and the dialog closed.
    'passengers.editing.saving': async (ctx) => expect(editorOrLoading(ctx).or(list(ctx)).first()).toBeVisible(),
    'passengers.confirmingDelete': async (ctx) => {
      await expect(confirmation(ctx)).toBeVisible();
      await expect(confirmation(ctx).getByRole('button', { name: ctx.m['passenger.confirmYes'], exact: true })).toBeEnabled();
    },
    // Passing: the delete may be answered already.
    'passengers.deleting': async (ctx) => expect(list(ctx)).toBeVisible(),
  },
};
