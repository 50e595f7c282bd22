import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

/** What a passenger reads on the ticketing screens, in each language (i18n and the seeded dictionaries). */
export const TICKETING_TEXT = {
  zh: {
    /** a yuan amount as the Chinese screens write it (README "Money display") */
    rmb: /^¥[\d,]+\.\d{2}$/,
    shanghai: '上海',
    osaka: '大阪',
    roundTrip: '往返',
    search: '查询航班',
    sailingDay: '当天有航班',
    choose: '选择',
    berthsLeft: /剩余 (\d+) [张间]/, // berths, or rooms of a room class
    previousDay: '前一天',
    nextDay: '后一天',
    dayShown: (day: string) => `${day} 出发`,
    returnBeforeOutbound: '返程出发时间不能早于去程出发时间',
    fillOrder: '填写订单',
    contactName: '联系人姓名',
    contactPhone: '联系电话',
    contactEmail: '电子邮箱',
    addPassenger: '添加乘客',
    addInfant: '添加婴儿（免费）',
    passenger: (num: number) => `乘客 ${num}`,
    saveToList: '保存到常用旅客',
    agree: '我已阅读并同意乘客须知',
    submit: '提交订单',
    orderStatus: '订单状态',
    dueToPay: '待支付',
    adult: '成人',
    child: '儿童',
    infant: '婴儿',
    japan: '日本',
    male: '男',
    female: '女',
    passport: '护照',
    cnSurname: '中文姓',
    cnGivenName: '中文名',
    enSurname: '英文姓',
    enGivenName: '英文名',
    birthDate: '出生日期',
    certificateNo: '证件号码',
    certificateExpiry: '证件有效期',
    jpMobile: '日本手机号码',
    jpAddress: '日本联系地址',
    passengersTitle: '常用旅客',
    cabins: { FIRST_JAPANESE: '一等日式房', SECOND_JAPANESE: '二等日式房', SECOND_DORMITORY: '二等多人间' },
  },
  ja: {
    /** in Japanese 元 after the number: ¥ would read as yen */
    rmb: /^[\d,]+\.\d{2}元$/,
    shanghai: '上海',
    osaka: '大阪',
    roundTrip: '往復',
    search: '便を検索',
    sailingDay: 'この日は便があります',
    choose: '選択',
    berthsLeft: /残り (\d+) [席室]/, // berths, or rooms of a room class
    previousDay: '前日',
    nextDay: '翌日',
    dayShown: (day: string) => `${day} 出発`,
    returnBeforeOutbound: '復路の出発日時は往路の出発日時より前にできません',
    fillOrder: '注文内容の入力',
    contactName: '連絡先氏名',
    contactPhone: '電話番号',
    contactEmail: 'メールアドレス',
    addPassenger: '乗船者を追加',
    addInfant: '幼児（無料）を追加',
    passenger: (num: number) => `乗船者 ${num}`,
    saveToList: '登録済み乗船者に保存する',
    agree: '乗船者への注意事項を読み、同意します',
    submit: '予約を確定する',
    orderStatus: 'ステータス',
    dueToPay: '未払い',
    adult: '大人',
    child: '小人',
    infant: '幼児',
    japan: '日本',
    male: '男性',
    female: '女性',
    passport: 'パスポート',
    cnSurname: '漢字の姓',
    cnGivenName: '漢字の名',
    enSurname: '英字の姓',
    enGivenName: '英字の名',
    birthDate: '生年月日',
    certificateNo: '身分証明書番号',
    certificateExpiry: '身分証明書の有効期限',
    jpMobile: '日本の携帯電話番号',
    jpAddress: '日本の連絡先住所',
    passengersTitle: '乗船者リスト',
    cabins: { FIRST_JAPANESE: '1等和室', SECOND_JAPANESE: '2等和室', SECOND_DORMITORY: '2等ドミトリー' },
  },
} as const;

export type TicketingText = (typeof TICKETING_TEXT)[keyof typeof TICKETING_TEXT];
export type CabinCode = keyof TicketingText['cabins'];

const VOYAGE_API = '/api/web-ts/common/ts/voyage';

/** Today as 'YYYY-MM-DD' in the browser's (and this runner's) clock, as the day navigation counts it. */
export function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Days with a sailing on a route from tomorrow on, over three months, from the public API the calendar uses. */
export async function sailingDays(request: APIRequestContext, departurePort: string, arrivalPort: string): Promise<string[]> {
  const now = new Date();
  const days: string[] = [];
  for (const n of [0, 1, 2]) {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + n, 1)).toISOString().slice(0, 7);
    const answer = await request.get(`${VOYAGE_API}/getTsVoyageByMonth?departurePort=${departurePort}&arrivalPort=${arrivalPort}&month=${month}`);
    const body = (await answer.json()) as { code: number; data: string[] };
    expect(body.code).toBe(200);
    days.push(...body.data);
  }
  // A sailing today may have left already: never buy on it.
  return days.filter((day) => day > today()).sort();
}

/** Whole days from `a` to `b` ('YYYY-MM-DD'). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** The day after `day` ('YYYY-MM-DD'). */
export const nextDay = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A birth date `years` and `months` before the day `day` ('YYYY-MM-DD'): the age at that day is `years`. */
export function bornBefore(day: string, years: number, months = 0): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1 - months, Math.min(d, 28)));
  return date.toISOString().slice(0, 10);
}

/** '¥1,234.00', '1,234.00元' or '12,300円' as a number (the currency is checked by the caller). */
export function moneyValue(text: string | null): number {
  const digits = /-?[\d,]+(\.\d+)?/.exec(text ?? '')?.[0];
  expect(digits, `an amount in ${JSON.stringify(text)}`).toBeTruthy();
  return Number(digits!.replace(/,/g, ''));
}

export async function choosePort(page: Page, inputId: string, name: string) {
  await page.locator(`.p-dropdown:has(#${inputId})`).click();
  await page.locator('.p-dropdown-panel .p-dropdown-item', { hasText: name }).first().click();
}

/** Opens the calendar of `inputId` and clicks `day`, turning the months forward or back to it. */
export async function pickDay(page: Page, inputId: string, day: string) {
  await page.locator(`#${inputId}`).click();
  const panel = page.locator('.sailing-calendar:visible');
  await expect(panel).toBeVisible();
  // A day of the next month also shows, unselectable, in the last row of this one: only its own month's cell counts.
  // PrimeReact marks the cells of the neighbouring months' days (data-p-other-month).
  const cell = panel.locator(`td:not([data-p-other-month="true"]) [data-day="${day}"]`);
  // The panel opens on the month of the field's value, which may be after the day wanted.
  const firstOfMonth = panel.locator('td:not([data-p-other-month="true"]) [data-day]').first();
  for (let i = 0; i < 6 && !(await cell.isVisible()); i += 1) {
    const shown = (await firstOfMonth.getAttribute('data-day')) ?? '';
    await panel.locator(day < shown ? '.p-datepicker-prev' : '.p-datepicker-next').click();
    // The month turns on the next render: until then the old month's cells are still there.
    await expect(firstOfMonth).not.toHaveAttribute('data-day', shown);
  }
  await cell.click();
  await expect(panel).toBeHidden();
}

/** The day's only sailing card on a list screen. */
export function sailingCard(page: Page): Locator {
  return page.locator('.sailing-card').first();
}

/**
 * The day's first sailing card that sells the cabin class: the console journeys add sailings of
 * their own, which may come first on a day and sell other classes.
 */
export function sailingCardWith(page: Page, cabinName: string): Locator {
  return page
    .locator('.sailing-card')
    .filter({ has: page.getByRole('rowheader', { name: cabinName, exact: true }) })
    .first();
}

/** The row of a cabin class in a sailing card, found by its name as the passenger reads it. */
export function cabinRow(page: Page, card: Locator, cabinName: string): Locator {
  return card.getByRole('row').filter({ has: page.getByRole('rowheader', { name: cabinName, exact: true }) });
}

/** The berths left shown in a cabin's row. */
export async function berthsLeft(row: Locator, t: TicketingText): Promise<number> {
  const cell = row.getByText(t.berthsLeft);
  await expect(cell).toBeVisible();
  return Number(t.berthsLeft.exec((await cell.textContent()) ?? '')?.[1]);
}

/** A ticket type's fare shown in a cabin's row, in yuan. */
export async function fareOf(page: Page, t: TicketingText, row: Locator, ticketTypeName: string): Promise<number> {
  const item = row.getByRole('listitem').filter({ has: page.getByText(ticketTypeName, { exact: true }) });
  const amount = (await item.locator('strong').textContent()) ?? '';
  expect(amount).toMatch(t.rmb);
  return moneyValue(amount);
}

/** The fuel surcharge per paying ticket shown on a sailing card, in yuan. */
export async function surchargeOf(card: Locator, t: TicketingText): Promise<number> {
  const text = (await card.locator('.sailing-card__surcharge').textContent()) ?? '';
  expect(text).toMatch(new RegExp(t.rmb.source.slice(1, -1)));
  return moneyValue(text);
}

/** The order's status as the order page states it (its ticket rows have statuses of their own). */
export function orderStatus(page: Page, t: TicketingText): Locator {
  return page.locator('.order-details__fact', { has: page.getByRole('term').filter({ hasText: t.orderStatus }) }).getByRole('definition');
}

export interface NewPassenger {
  cnSurname: string;
  cnGivenName: string;
  enSurname: string;
  enGivenName: string;
  female: boolean;
  birthDate: string;
  passportNo: string;
}

/** Picks an item of a PrimeReact list of the order form's passenger `index` (the lists have no text box to type in). */
async function choose(page: Page, index: number, field: string, option: string) {
  await page.locator(`.p-dropdown:has(#pf-passengers-${index}-${field})`).click();
  const panel = page.locator('.p-dropdown-panel');
  const filter = panel.locator('.p-dropdown-filter');
  if (await filter.isVisible()) await filter.fill(option);
  await panel.getByRole('option', { name: option, exact: true }).click();
  await expect(panel).toBeHidden();
}

/** The card of the order form's passenger `num` (from 1), named by its title. */
export function passengerCard(page: Page, t: TicketingText, num: number): Locator {
  return page.getByRole('listitem', { name: t.passenger(num), exact: true });
}

/**
 * A form control by its label exactly as read: the label's text carries the required
 * mark '*' (hidden from screen readers), so "证件号码" must not also find "第二证件号码".
 */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label}\\*?$`));
}

/** Fills the order form's passenger `index` (from 0) as a passenger reads its labels. */
export async function fillPassenger(page: Page, t: TicketingText, index: number, p: NewPassenger) {
  const card = passengerCard(page, t, index + 1);
  await field(card, t.cnSurname).fill(p.cnSurname);
  await field(card, t.cnGivenName).fill(p.cnGivenName);
  await field(card, t.enSurname).fill(p.enSurname);
  await field(card, t.enGivenName).fill(p.enGivenName);
  await choose(page, index, 'nationality', t.japan);
  await choose(page, index, 'gender', p.female ? t.female : t.male);
  await field(card, t.birthDate).fill(p.birthDate);
  await choose(page, index, 'certificateType', t.passport);
  await field(card, t.certificateNo).fill(p.passportNo);
  await field(card, t.certificateExpiry).fill('2035-06-30');
  await field(card, t.jpMobile).fill('090-1234-5678');
  await field(card, t.jpAddress).fill('大阪府大阪市住之江区南港北1-20-15');
}

/** A passenger of the order body as the API takes it (an adult of over 30 at any sailing of the next years). */
function apiAdult(surname: string): Record<string, string> {
  return {
    cnSurname: '山田',
    cnGivenName: '花子',
    enSurname: surname,
    enGivenName: 'HANAKO',
    nationality: 'JP',
    gender: 'FEMALE',
    certificateType: 'PASSPORT',
    certificateNo: `TK${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`,
    certificateExpiry: '2035-06-30',
    secondCertificateType: '',
    secondCertificateNo: '',
    secondCertificateExpiry: '',
    birthDate: '1990-05-20',
    career: '',
    email: '',
    cnMobile: '',
    jpMobile: '090-1234-5678',
    jpAddress: '大阪府大阪市住之江区南港北1-20-15',
    sailingPurpose: '',
    ticketType: 'ADULT',
  };
}

const ORDER_API = '/api/web-ts/simp2/business/ts/order';

export interface ApiOrder {
  uuid: string;
  orderNo: string;
  status: string;
  currency: string;
  totalAmount: number;
  tickets: { ticketNo: string; status: string }[];
}

/** A one-way order of one adult submitted through the API (DUE_PAY, berths held), as its owner `token`. */
export async function buyOneWayByApi(request: APIRequestContext, token: string, voyageUuid: string, cabinClass: string, surname = 'YAMADA'): Promise<ApiOrder> {
  const answer = await request.post(`${ORDER_API}/insertOrUpdateTsOrder`, {
    headers: { authorization: token },
    data: {
      submit: true,
      orderType: 'ONE_WAY',
      outbound: { voyageUuid, cabinClass },
      contactName: '山田花子',
      contactPhone: '090-1234-5678',
      contactEmail: 'hanako@example.jp',
      passengers: [apiAdult(surname)],
      extraBed: false,
      noticeAgreed: true,
    },
  });
  const body = (await answer.json()) as { code: number; data: ApiOrder };
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.data;
}

/** One of the owner's order moves by API: 'markedTsOrderAsOfflinePaymentByUuid' (bank transfer claimed), 'orderRefundByUuid', ... */
export async function orderMoveByApi(request: APIRequestContext, token: string, call: string, uuid: string): Promise<void> {
  const body = (await (await request.post(`${ORDER_API}/${call}`, { headers: { authorization: token }, data: { uuid } })).json()) as { code: number };
  expect(body.code, JSON.stringify(body)).toBe(200);
}

/** The owner's order as loadTsOrder answers it. */
export async function orderByApi(request: APIRequestContext, token: string, uuid: string): Promise<ApiOrder> {
  const body = (await (await request.get(`${ORDER_API}/loadTsOrder`, { headers: { authorization: token }, params: { uuid } })).json()) as {
    code: number;
    data: ApiOrder;
  };
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.data;
}

/** The berths left of a cabin class on a sailing, from the public availability list of its departure day. */
export async function berthsLeftByApi(
  request: APIRequestContext,
  route: { departurePort: string; arrivalPort: string },
  day: string,
  voyageUuid: string,
  cabinClass: string,
): Promise<number> {
  const body = (await (await request.get(`${VOYAGE_API}/getWebTsVoyageList`, { params: { ...route, date: day } })).json()) as {
    code: number;
    data: { uuid: string; cabins: { cabinClass: string; remainingBerths: number }[] }[];
  };
  expect(body.code).toBe(200);
  const cabin = body.data.find((v) => v.uuid === voyageUuid)?.cabins.find((c) => c.cabinClass === cabinClass);
  expect(cabin, `${cabinClass} on ${voyageUuid} (${day})`).toBeTruthy();
  return cabin!.remainingBerths;
}

/** The public port lines of a route's day (the sailings a passenger can buy). */
export async function sailingsOfDay(
  request: APIRequestContext,
  route: { departurePort: string; arrivalPort: string },
  day: string,
): Promise<{ uuid: string; voyageCode: string }[]> {
  const body = (await (await request.get(`${VOYAGE_API}/getWebTsVoyageList`, { params: { ...route, date: day } })).json()) as {
    code: number;
    data: { uuid: string; voyageCode: string }[];
  };
  expect(body.code).toBe(200);
  return body.data;
}
