import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoSidewaysScroll, langOf, test } from './fixtures';
import { existsForClerk, freshContainerNo, trackedContainer } from './support/cargo';
import { SHIPPING_MESSAGES } from '../../src/domain/shipping/messages';
import { apiLogin, submitLogin } from './support/identity';
import { approvedEnterprise, ENTERPRISE_PASSWORD, releasedByClerk } from './support/shipping';

/** Each step waits on the server; on a busy machine one may take more than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });
const EB = '/api/web/simp2/business/eb';
const DAY = 24 * 3600 * 1000;

const TEXT = {
  zh: {
    schedule: '船期查询',
    search: '查询',
    loginToBook: '登录后订舱',
    fromSchedule: '已带入船期表中选择的装货港、卸货港和船期',
    submit: '提交订舱',
    submittedTitle: '订舱已提交',
    track: '查询',
    gateIn: 'GTIN · 进闸 · 上海',
    actual: '实际',
    planned: '计划',
    notFound: '以下 1 个号码未查到本企业的货物',
    samePorts: SHIPPING_MESSAGES.samePorts.zh,
    rangeOrder: SHIPPING_MESSAGES.dateRangeOrder.zh,
    checkDigit: SHIPPING_MESSAGES.containerNoCheckDigit.zh,
  },
  ja: {
    schedule: '運航スケジュール',
    search: '検索',
    loginToBook: 'ログインしてブッキング',
    fromSchedule: 'スケジュールで選択した積地港・揚地港・本船を入力しました',
    submit: 'ブッキングを提出',
    submittedTitle: 'ブッキングを提出しました',
    track: '照会',
    gateIn: 'GTIN · ゲートイン · 上海',
    actual: '実績',
    planned: '予定',
    notFound: '次の 1 件の番号では自社の貨物が見つかりませんでした',
    samePorts: SHIPPING_MESSAGES.samePorts.ja,
    rangeOrder: SHIPPING_MESSAGES.dateRangeOrder.ja,
    checkDigit: SHIPPING_MESSAGES.containerNoCheckDigit.ja,
  },
} as const;

const field = (page: Page, id: string) => page.locator(`#${id}`);
const dateIn = (days: number) => new Date(Date.now() + days * DAY + 8 * 3600 * 1000).toISOString().slice(0, 10);

test('a new enterprise finds a Shanghai -> Osaka sailing in the schedule and books it; once the clerk has numbered its box and recorded events, it tracks the box by its number and by its bill; another enterprise’s box is not found', async ({
  page,
  request,
}, info) => {
  test.setTimeout(240_000);
  const lang = langOf(info.project.name);
  const t = TEXT[lang];
  const company = await approvedEnterprise(request, info.project.name);

  // A visitor opens the schedule from the home page and searches sailings leaving from three days on.
  await page.goto('');
  await page.getByRole('link', { name: t.schedule }).first().click();
  await expect(page).toHaveURL(/\/tickets\/scheduleMgtTwo$/);
  await expect(field(page, 'schedule-polCode').locator('option')).not.toHaveCount(1);
  // The same port twice and an end before the start are refused at their fields, before anything is asked.
  await field(page, 'schedule-polCode').selectOption('CNSHA');
  await field(page, 'schedule-podCode').selectOption('CNSHA');
  await field(page, 'schedule-etdFrom').fill(dateIn(10));
  await field(page, 'schedule-etdTo').fill(dateIn(5));
  await page.locator('.schedule-form').getByRole('button', { name: t.search }).click();
  await expect(page.locator('#schedule-podCode-message')).toHaveText(t.samePorts);
  await expect(page.locator('#schedule-etdTo-message')).toHaveText(t.rangeOrder);
  await expect(page).toHaveURL(/\/tickets\/scheduleMgtTwo$/);
  await page.screenshot({ path: info.outputPath(`schedule-refused-${lang}.png`) });
  await field(page, 'schedule-podCode').selectOption('JPOSA');
  await field(page, 'schedule-etdFrom').fill(dateIn(3));
  await field(page, 'schedule-etdTo').fill(dateIn(31));
  await page.locator('.schedule-form').getByRole('button', { name: t.search }).click();
  await expect(page).toHaveURL(new RegExp(`/tickets/scheduleMgtTwo\\?pol=CNSHA&pod=JPOSA&from=${dateIn(3)}&to=${dateIn(31)}$`));
  const card = page.locator('.schedule-card').first();
  await expect(card).toBeVisible();
  await expect(card.locator('.schedule-card__call')).toHaveCount(2);
  await expect(card.locator('.schedule-card__cutoff')).toHaveCount(3);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: info.outputPath(`schedule-visitor-${lang}.png`), fullPage: true });

  // Booking asks the visitor to log in, and comes back to the form filled with that sailing.
  const vesselVoyage = ((await card.locator('.schedule-card__title').textContent()) ?? '').trim();
  const login = card.getByRole('link', { name: new RegExp(t.loginToBook) });
  const back = decodeURIComponent(new URL((await login.getAttribute('href'))!, 'http://x').searchParams.get('redirect')!);
  const voyageUuid = new URLSearchParams(back.split('?')[1]).get('book')!;
  expect(voyageUuid).toMatch(/^[0-9a-f-]{36}$/);
  await login.click();
  await submitLogin(page, company.logonId, ENTERPRISE_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/tickets/booking\\?voyage=${voyageUuid}&pol=CNSHA&pod=JPOSA$`));
  await expect(page.getByText(t.fromSchedule)).toBeVisible();
  await expect(field(page, 'bf-polCode')).toHaveValue('CNSHA');
  await expect(field(page, 'bf-podCode')).toHaveValue('JPOSA');
  await expect(field(page, 'bf-voyageUuid')).toHaveValue(voyageUuid);
  const chosen = await field(page, 'bf-voyageUuid').evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');
  expect(vesselVoyage).toContain(chosen.split(/[\s（(]/)[0]!);
  await page.screenshot({ path: info.outputPath(`booking-from-schedule-${lang}.png`), fullPage: true });

  // The rest of the booking, then submitted.
  await field(page, 'bf-commodity').fill('办公家具');
  await field(page, 'bf-cargoDescription').fill('木制办公桌椅 240 箱');
  await field(page, 'bf-containers-0-containerType').selectOption('40HC');
  await field(page, 'bf-containers-0-quantity').fill('1');
  await field(page, 'bf-containers-0-grossWeightKg').fill('12000');
  await field(page, 'bf-parties-0-name').fill('上海东海贸易有限公司');
  await field(page, 'bf-parties-0-address').fill('上海市浦东新区世纪大道100号');
  await field(page, 'bf-parties-1-name').fill('株式会社なにわ商事');
  await field(page, 'bf-parties-1-address').fill('大阪府大阪市北区梅田1-1-1');
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByRole('heading', { name: t.submittedTitle })).toBeVisible();
  const bookingNo = ((await page.locator('.bf-state--done').textContent()) ?? '').match(/BK\d{8}/)![0];

  // The clerk confirms it and releases its bill, numbers its box and records what happened and what is planned.
  const token = await apiLogin(request, company.logonId, ENTERPRISE_PASSWORD);
  const listed = await (await request.post(`${EB}/ebBooking/page`, { headers: { authorization: token }, data: { current: 1, size: 10 } })).json();
  const booking = (listed.data.records as { uuid: string; bookingNo: string; voyageUuid: string | null }[]).find((b) => b.bookingNo === bookingNo)!;
  expect(booking.voyageUuid).toBe(voyageUuid);
  const blNo = await releasedByClerk(request, booking.uuid);
  const sailings = await (
    await request.post('/api/web/api/eb/ebItsVoyage/searchSchedule', { data: { polCode: 'CNSHA', podCode: 'JPOSA', etdFrom: dateIn(3), etdTo: dateIn(31) } })
  ).json();
  const sailing = (sailings.data as { uuid: string; etd: string; eta: string }[]).find((s) => s.uuid === voyageUuid)!;
  const etd = Date.parse(sailing.etd);
  const eta = Date.parse(sailing.eta);
  const containerNo = freshContainerNo();
  await trackedContainer(request, booking, containerNo, [
    { eventCode: 'GTOT', classifier: 'ACT', locationCode: 'CNSHA', eventTime: new Date(Date.now() - DAY).toISOString() },
    { eventCode: 'GTIN', classifier: 'ACT', locationCode: 'CNSHA', eventTime: new Date(Date.now() - 2 * 3600 * 1000).toISOString() },
    { eventCode: 'LOAD', classifier: 'PLN', locationCode: 'CNSHA', eventTime: new Date(etd - 3 * 3600 * 1000).toISOString() },
    { eventCode: 'DEPA', classifier: 'PLN', locationCode: 'CNSHA', eventTime: new Date(etd).toISOString() },
    { eventCode: 'ARRI', classifier: 'PLN', locationCode: 'JPOSA', eventTime: new Date(eta).toISOString() },
    { eventCode: 'DISC', classifier: 'PLN', locationCode: 'JPOSA', eventTime: new Date(eta + 3 * 3600 * 1000).toISOString() },
  ]);

  // The enterprise tracks its box by its number (typed in lower case) in the container layout.
  await page.goto('cargoTracking');
  // A mistyped check digit is recognised as typed and refused by name.
  const mistyped = `${containerNo.slice(0, 10)}${(Number(containerNo[10]) + 1) % 10}`;
  await field(page, 'tracking-numbers').fill(`${mistyped}\n${blNo}`);
  await expect(page.locator('.tracking-chip--bad')).toContainText(mistyped);
  await page.locator('.tracking-form').getByRole('button', { name: t.track }).click();
  await expect(page.locator('#tracking-numbers-message')).toHaveText(`${t.checkDigit}：${mistyped}`);
  await page.screenshot({ path: info.outputPath(`tracking-refused-${lang}.png`) });
  await field(page, 'tracking-numbers').fill(containerNo.toLowerCase());
  await expect(page.locator('.tracking-chip')).toHaveCount(1);
  await page.locator('.tracking-form').getByRole('button', { name: t.track }).click();
  await expect(page).toHaveURL(new RegExp(`/tickets/cargoTracking\\?numbers=${containerNo}$`));
  const box = page.locator('.tracking-card').filter({ hasText: containerNo });
  await expect(box).toBeVisible();
  await expect(box.locator('.tracking-card__status')).toContainText(t.gateIn);
  await expect(box.locator('.tracking-event')).toHaveCount(6);
  await expect(box.locator('.tracking-event--act')).toHaveCount(2);
  await expect(box.locator('.tracking-event--pln')).toHaveCount(4);
  await expect(box.locator('.tracking-event').nth(1)).toContainText(t.actual);
  await expect(box.locator('.tracking-event').nth(4)).toContainText(t.planned);
  await expect(box.locator('.tracking-event').nth(4)).toContainText('UTC+9');
  await expect(box).toContainText(bookingNo);
  await expect(box).toContainText(blNo);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: info.outputPath(`tracking-by-container-${lang}.png`), fullPage: true });

  // By its bill of lading, in the ticketing layout, beside a box of another enterprise (demo.shipper's): that one is not found.
  const theirs = 'ESFU1000010';
  expect(await existsForClerk(request, theirs), 'demo.shipper’s first seeded box exists').toBe(true);
  await page.goto('cargoTrackingTwo');
  await field(page, 'tracking-numbers').fill(`${blNo}, ${theirs}`);
  await page.locator('.tracking-form').getByRole('button', { name: t.track }).click();
  const byBill = page.locator('.tracking-card').filter({ hasText: containerNo });
  await expect(byBill).toBeVisible();
  await expect(byBill.locator('.tracking-card__facts')).toContainText(blNo);
  await expect(page.locator('.tracking-card')).toHaveCount(1);
  const missing = page.locator('.tracking-page__not-found');
  await expect(missing).toContainText(t.notFound);
  await expect(missing).toContainText(theirs);
  await expect(page.locator('.tracking-page__list')).not.toContainText(theirs);
  await page.reload();
  await expect(page.locator('.tracking-card').filter({ hasText: containerNo })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: info.outputPath(`tracking-by-bill-${lang}.png`), fullPage: true });

  // Logged in, the container layout's schedule offers booking straight away.
  await page.goto(`scheduleMgt?pol=CNSHA&pod=JPOSA&from=${dateIn(3)}&to=${dateIn(31)}`);
  await expect(page.locator('.schedule-card').first().locator(`a[href$="voyage=${voyageUuid}&pol=CNSHA&pod=JPOSA"]`)).toBeVisible();
  await page.screenshot({ path: info.outputPath(`schedule-enterprise-${lang}.png`), fullPage: true });
});
