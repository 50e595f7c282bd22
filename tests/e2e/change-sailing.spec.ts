import type { APIRequestContext } from '@playwright/test';
import { STAFF_ORDER_PATHS } from '../../src/domain/payments';
import { expect as baseExpect, expectNoSidewaysScroll, langOf, test } from './fixtures';
import { apiLogin, NEWCOMER_PASSWORD, signInNewcomer } from './support/identity';
import { buyOneWayByApi, daysBetween, orderByApi, orderMoveByApi, sailingDays, sailingsOfDay, TICKETING_TEXT, today } from './support/ticketing';

/** Every step waits on the server; on a busy shared machine one may take more than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

const OSA_SHA = { departurePort: 'JPOSA', arrivalPort: 'CNSHA' };
/** Many berths, and the same fare on every sailing of the route: a change between two of them costs the same. */
const CABIN = 'SECOND_DORMITORY';

/** What the screens say (src/i18n), written out by hand. */
const TEXT = {
  zh: {
    change: '改签',
    day: '改签日期',
    quote: '查看改签费用',
    fee: '改签手续费（7 天以上，0%）',
    back: '退还金额',
    confirm: '确认改签',
    done: '改签成功',
    history: '状态记录',
    changed: '已改签至其他航次',
  },
  ja: {
    change: '便の変更',
    day: '変更先の日付',
    quote: '変更料金を確認',
    fee: '変更手数料（7日を超える、0%）',
    back: '返金額',
    confirm: '変更を確定',
    done: '便を変更しました',
    history: '状態の履歴',
    changed: '別の便に変更済み',
  },
} as const;

/** A staff call by API with the clerk's token. */
async function staffPost(request: APIRequestContext, token: string, path: string, data: object): Promise<{ code: number; data: unknown }> {
  return (await request.post(`/api${path}`, { headers: { authorization: token }, data })).json();
}

test('a passenger changes a paid one-way ticket to a later sailing more than 7 days ahead at the same price: free, new sailing, history entry', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const lang = langOf(info.project.name);
  const t = TEXT[lang];
  const cabinName = TICKETING_TEXT[lang].cabins[CABIN];

  // A JPY order from Osaka well over a week ahead, paid by bank transfer (claimed, then confirmed by the clerk by API).
  const user = await signInNewcomer(page, request, info.project.name, '/ticketing/search');
  const token = await apiLogin(request, user.logonId, NEWCOMER_PASSWORD);
  const days = (await sailingDays(request, 'JPOSA', 'CNSHA')).filter((d) => daysBetween(today(), d) >= 9);
  const [fromDay, toDay] = lang === 'zh' ? [days[4]!, days[6]!] : [days[5]!, days[7]!];
  const [from] = await sailingsOfDay(request, OSA_SHA, fromDay);
  const [to] = await sailingsOfDay(request, OSA_SHA, toDay);
  const order = await buyOneWayByApi(request, token, from!.uuid, CABIN, lang === 'zh' ? 'KATO' : 'ITO');
  await orderMoveByApi(request, token, 'markedTsOrderAsOfflinePaymentByUuid', order.uuid);
  const clerk = await apiLogin(request, 'demo.clerk');
  expect((await staffPost(request, clerk, STAFF_ORDER_PATHS.confirmOffline, { uuid: order.uuid })).data).toMatchObject({ status: 'PAID' });

  // The passenger opens the order and changes its sailing.
  await page.goto(`order/details?uuid=${order.uuid}`);
  await page.getByRole('button', { name: t.change, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.change });
  await dialog.getByLabel(t.day).fill(toDay);
  await dialog.getByRole('radio', { name: new RegExp(`^${to!.voyageCode}.*${cabinName}`) }).check();
  await dialog.getByRole('button', { name: t.quote }).click();
  await expect(dialog.getByText(t.fee)).toBeVisible();
  await expect(dialog.getByTestId('change-balance')).toHaveText('0円');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: info.outputPath(`change-sailing-quote-${lang}.png`), fullPage: true });
  await dialog.getByRole('button', { name: t.confirm }).click();
  await expect(page.getByText(t.done)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The details show the new sailing, and the history says it was changed.
  await expect(page.getByText(to!.voyageCode).first()).toBeVisible();
  const history = page.getByRole('region', { name: t.history });
  await expect(history.getByRole('row').filter({ hasText: t.changed })).toHaveCount(1);
  const changed = await orderByApi(request, token, order.uuid);
  expect(changed.status).toBe('PAID');
  expect(changed.tickets.map((ticket) => ticket.status)).toEqual(['VOID', 'VALID']);
});
