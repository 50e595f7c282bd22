import { mkdir, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { textRunsInPdf } from '../../server/test/pdfText';
import { expect as baseExpect, langOf, test } from './fixtures';
import { apiLogin, submitLogin } from './support/identity';
import { approvedEnterprise, ENTERPRISE_PASSWORD, releasedByClerk, savedParty } from './support/shipping';

/** Each step waits on the server; on a busy machine one may take more than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });
const EB = '/api/web/simp2/business/eb';

const TEXT = {
  zh: {
    submit: '提交订舱',
    saveTemplate: '存为模板',
    templateSave: '保存模板',
    submittedTitle: '订舱已提交',
    submitted: '已提交',
    confirmed: '已确认',
    released: (blNo: string) => `提单已电放：${blNo}`,
    download: (blNo: string) => `下载提单 ${blNo} 的 PDF`,
    pdfLang: 'zh',
  },
  ja: {
    submit: 'ブッキングを提出',
    saveTemplate: 'テンプレートとして保存',
    templateSave: '保存',
    submittedTitle: 'ブッキングを提出しました',
    submitted: '提出済み',
    confirmed: '確定',
    released: (blNo: string) => `船荷証券サレンダー済み：${blNo}`,
    download: (blNo: string) => `B/L ${blNo} のPDFをダウンロード`,
    pdfLang: 'jp',
  },
} as const;

const field = (page: Page, id: string) => page.locator(`#${id}`);

test('an enterprise books from its address book, keeps a template, submits; the clerk confirms and releases the bill; the enterprise is told and downloads it; another enterprise reaches none of it', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const lang = langOf(info.project.name);
  const t = TEXT[lang];
  const stamp = `${lang.toUpperCase()}${Date.now().toString(36).slice(-5)}`;

  // Three parties in the new enterprise's address book (the address book screen has its own journey).
  const company = await approvedEnterprise(request, info.project.name);
  const token = await apiLogin(request, company.logonId, ENTERPRISE_PASSWORD);
  const shipper = `上海东海贸易 ${stamp}`;
  const consignee = `株式会社なにわ商事 ${stamp}`;
  const notify = `Naniwa Customs Broker ${stamp}`;
  await savedParty(request, token, { name: shipper, address: '上海市浦东新区世纪大道100号', contact: '王建国', countryCode: 'CN', shipperInd: true });
  await savedParty(request, token, { name: consignee, address: '大阪府大阪市北区梅田1-1-1', contact: '渡辺はなこ', countryCode: 'JP', consigneeInd: true });
  await savedParty(request, token, { name: notify, address: 'Osaka Nanko 2-1', countryCode: 'JP', notifyPartyInd: true });

  // The booking, its parties picked from the address book.
  await page.goto('login?redirect=%2Fbooking');
  await submitLogin(page, company.logonId, ENTERPRISE_PASSWORD);
  await expect(page).toHaveURL(/\/tickets\/booking$/);
  await field(page, 'bf-polCode').selectOption('CNSHA');
  await field(page, 'bf-podCode').selectOption('JPOSA');
  const sailing = field(page, 'bf-voyageUuid');
  await expect(sailing.locator('option')).not.toHaveCount(1);
  await sailing.selectOption((await sailing.locator('option').nth(1).getAttribute('value'))!);
  await field(page, 'bf-commodity').fill(`办公家具 ${stamp}`);
  await field(page, 'bf-cargoDescription').fill('木制办公桌椅 240 箱');
  await field(page, 'bf-containers-0-containerType').selectOption('40HC');
  await field(page, 'bf-containers-0-quantity').fill('1');
  await field(page, 'bf-containers-0-grossWeightKg').fill('12000');
  await expect(field(page, 'bf-parties-0-pick').locator('option', { hasText: shipper })).toHaveCount(1);
  await field(page, 'bf-parties-0-pick').selectOption({ label: shipper });
  await expect(field(page, 'bf-parties-0-name')).toHaveValue(shipper);
  await field(page, 'bf-parties-1-pick').selectOption({ label: consignee });
  await expect(field(page, 'bf-parties-1-address')).toHaveValue('大阪府大阪市北区梅田1-1-1');
  await page.getByRole('button', { name: lang === 'zh' ? '添加通知人' : '着荷通知先を追加' }).click();
  const notifyCard = page.locator('.bf-party[data-role="NF1"]');
  await notifyCard.locator('select').selectOption({ label: notify });
  await expect(notifyCard.locator('input').first()).toHaveValue(notify);
  await page.screenshot({ path: info.outputPath(`booking-from-address-book-${lang}.png`), fullPage: true });

  // Kept as a template, then submitted.
  const templateName = `上海-大阪 ${stamp}`;
  await page.getByRole('button', { name: t.saveTemplate }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('#template-name').fill(templateName);
  await dialog.getByRole('button', { name: t.templateSave, exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByRole('heading', { name: t.submittedTitle })).toBeVisible();
  const bookingNo = ((await page.locator('.bf-state--done').textContent()) ?? '').match(/BK\d{8}/)![0];
  const page1 = await (await request.post(`${EB}/ebBooking/page`, { headers: { authorization: token }, data: { current: 1, size: 10 } })).json();
  const listed = (page1.data.records as { uuid: string; bookingNo: string; status: string }[]).find((b) => b.bookingNo === bookingNo)!;
  expect(listed.status).toBe('Submitted');
  const booking = (await (await request.get(`${EB}/ebBooking/load`, { headers: { authorization: token }, params: { uuid: listed.uuid } })).json()).data as {
    uuid: string;
    parties: { role: string; name: string; partyUuid: string | null }[];
  };
  expect(booking.parties.map((p) => [p.role, p.name])).toEqual(
    expect.arrayContaining([
      ['SH', shipper],
      ['CO', consignee],
      ['NF1', notify],
    ]),
  );
  expect(booking.parties.every((p) => p.partyUuid)).toBe(true);
  const templates = await (await request.post(`${EB}/ebBooking/templatePage`, { headers: { authorization: token }, data: { current: 1, size: 10 } })).json();
  expect(JSON.stringify(templates.data.records)).toContain(templateName);

  // The shipping clerk confirms it, issues the bill and releases it by telex.
  const blNo = await releasedByClerk(request, booking.uuid);
  await page.goto('myBooking');
  await expect(page.getByRole('row').filter({ hasText: bookingNo })).toContainText(t.confirmed);

  // The enterprise is told, and downloads the released bill.
  await page.goto('myMessage');
  await expect(page.locator('.message-item').filter({ hasText: t.released(blNo) })).toBeVisible();
  await page.goto('downloadBls');
  const billRow = page.locator('.bills-page__table tbody tr').filter({ hasText: blNo });
  const downloading = page.waitForEvent('download');
  await billRow.getByRole('button', { name: t.download(blNo) }).click();
  const pdf = await (await downloading).createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  // Kept beside the screenshots, to be read as a person would.
  await mkdir(info.outputDir, { recursive: true });
  await writeFile(info.outputPath(`BL_${blNo}_${t.pdfLang}.pdf`), pdf);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = textRunsInPdf(pdf).join(' ');
  for (const expected of [blNo, bookingNo, shipper, consignee, 'TELEX RELEASED']) expect(text).toContain(expected);

  // Another enterprise, with its own token, reaches none of it: not found, never its data.
  const stranger = await approvedEnterprise(request, info.project.name);
  const other = { authorization: await apiLogin(request, stranger.logonId, ENTERPRISE_PASSWORD) };
  const loaded = await (await request.get(`${EB}/ebBooking/load`, { headers: other, params: { uuid: booking.uuid } })).json();
  expect(loaded.code).toBe(10404);
  expect(JSON.stringify(loaded)).not.toContain(shipper);
  const cancelled = await (await request.post(`${EB}/ebBooking/cancel`, { headers: other, data: { uuid: booking.uuid } })).json();
  expect(cancelled.code).toBe(10404);
  const theirs = await (await request.post(`${EB}/ebBooking/page`, { headers: other, data: { current: 1, size: 50 } })).json();
  expect(theirs.data.total).toBe(0);
  const ours = await (await request.post(`${EB}/ebBillOfLading/page`, { headers: { authorization: token }, data: { current: 1, size: 10 } })).json();
  const bill = (ours.data.records as { uuid: string; blNo: string }[]).find((b) => b.blNo === blNo)!;
  const refused = await request.get(`${EB}/ebBillOfLading/download`, { headers: other, params: { uuid: bill.uuid, lang: 'zh' } });
  expect(refused.headers()['content-type']).toContain('application/json');
  expect((await refused.json()).code).toBe(10404);
  const theirBills = await (await request.post(`${EB}/ebBillOfLading/page`, { headers: other, data: { current: 1, size: 10 } })).json();
  expect(theirBills.data.total).toBe(0);
});
