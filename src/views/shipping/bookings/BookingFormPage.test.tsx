import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/renderApp';
import type { CustomerServices } from '../../../app/customerServices';
import type { Lang } from '../../../domain/lang';
import { SHIPPING_MESSAGES } from '../../../domain/shipping/messages';
import { bookingTemplate, bookingView } from '../../../machines/bookingForm.fixtures';
import { ApiError } from '../../../domain/apiError';
import { BOOK_SHIPPER, pageOf, PORTS, sailing, SAILING_UUID } from './testing/fixtures';
import { ENTERPRISE_BUTTONS } from '../testing/fixtures';
import { bookingCalls } from './testing/bookingCalls';

/** The calls the screen makes, handed in through the services context. */
const calls = {
  ...bookingCalls({ ports: PORTS }),
  sailings: { queryItsVoyage: vi.fn<CustomerServices['sailings']['queryItsVoyage']>() },
  parties: { getPartyPage: vi.fn<CustomerServices['parties']['getPartyPage']>() },
};
const { saveBookingDraft, submitBooking, loadBooking, saveBookingTemplate, getTemplatePage, loadBookingTemplate } = calls.bookings;
const { queryItsVoyage } = calls.sailings;
const { getPartyPage } = calls.parties;

beforeAll(async () => {
  await import('./BookingFormPage');
}, 30_000);

const USER = { userId: 'u-1', logonId: 'demo.shipper' };
const MENUS = ['menu.booking', 'menu.myBooking'];

beforeEach(() => {
  queryItsVoyage.mockImplementation(async (query) => (query.departurePort === 'CNSHA' && query.arrivalPort === 'JPOSA' ? [sailing()] : []));
  getPartyPage.mockResolvedValue(pageOf([BOOK_SHIPPER]));
  getTemplatePage.mockResolvedValue(pageOf([bookingTemplate('t-1', '上海—大阪 家具')]));
  saveBookingDraft.mockImplementation(async (body) => bookingView(body.uuid || 'b-9', 'Draft', { bookingNo: 'BK26000009' }));
  submitBooking.mockImplementation(async (body) => bookingView(body.uuid || 'b-9', 'Submitted', { bookingNo: 'BK26000009' }));
  saveBookingTemplate.mockImplementation(async (name) => bookingTemplate('t-2', name));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

async function openForm(path = '/booking', lang: Lang = 'zh') {
  const app = await renderApp({ path, lang, user: USER, menus: MENUS, buttons: ENTERPRISE_BUTTONS, calls });
  await screen.findByRole('heading', { level: 1, name: lang === 'zh' ? '在线订舱' : 'ブッキング' }, { timeout: 5000 });
  return app;
}

const control = (id: string) => document.getElementById(id) as HTMLInputElement | HTMLSelectElement;
const messageOf = (id: string) => document.getElementById(`${id}-message`)?.textContent ?? '';
const type = (id: string, value: string) => fireEvent.change(control(id), { target: { value } });

async function fillRoute() {
  await waitFor(() => expect(control('bf-polCode').querySelectorAll('option').length).toBeGreaterThan(1));
  type('bf-polCode', 'CNSHA');
  type('bf-podCode', 'JPOSA');
  await waitFor(() => expect(control('bf-voyageUuid').querySelectorAll('option')).toHaveLength(2));
  type('bf-voyageUuid', SAILING_UUID);
}

describe('booking form', { timeout: 30_000 }, () => {
  it('submitting an empty form says at each field what is missing, in Chinese, and sends nothing', async () => {
    await openForm();
    fireEvent.click(screen.getByRole('button', { name: '提交订舱' }));
    await waitFor(() => expect(messageOf('bf-polCode')).toBe(SHIPPING_MESSAGES.polRequired.zh));
    expect(messageOf('bf-podCode')).toBe(SHIPPING_MESSAGES.podRequired.zh);
    expect(messageOf('bf-voyageUuid')).toBe(SHIPPING_MESSAGES.sailingRequired.zh);
    expect(messageOf('bf-commodity')).toBe(SHIPPING_MESSAGES.commodityRequired.zh);
    expect(messageOf('bf-cargoDescription')).toBe(SHIPPING_MESSAGES.cargoDescriptionRequired.zh);
    expect(messageOf('bf-containers-0-grossWeightKg')).toBe(SHIPPING_MESSAGES.weightRange.zh);
    expect(messageOf('bf-parties-0-name')).toBe(SHIPPING_MESSAGES.partyNameRequired.zh);
    expect(messageOf('bf-parties-1-address')).toBe(SHIPPING_MESSAGES.partyAddressRequired.zh);
    expect(control('bf-polCode').getAttribute('aria-invalid')).toBe('true');
    expect(submitBooking).not.toHaveBeenCalled();
  });

  it('in Japanese the same rules speak Japanese; removing every container line is named at the list', async () => {
    await openForm('/booking', 'jp');
    fireEvent.click(screen.getByRole('button', { name: '1 行目を削除' }));
    fireEvent.click(screen.getByRole('button', { name: 'ブッキングを提出' }));
    await waitFor(() => expect(messageOf('bf-polCode')).toBe(SHIPPING_MESSAGES.polRequired.ja));
    expect(document.getElementById('bf-containers-message')?.textContent).toBe(SHIPPING_MESSAGES.containersRequired.ja);
    expect(messageOf('bf-parties-0-name')).toBe(SHIPPING_MESSAGES.partyNameRequired.ja);
  });

  it('fills ports, the sailing between them, cargo, two container lines and typed parties, and submits them', async () => {
    await openForm();
    await fillRoute();
    expect(queryItsVoyage).toHaveBeenLastCalledWith(expect.objectContaining({ departurePort: 'CNSHA', arrivalPort: 'JPOSA' }));
    expect(control('bf-voyageUuid').querySelectorAll('option')[1]?.textContent).toContain('DONGHAI DH2612E');
    type('bf-commodity', '  办公家具 ');
    type('bf-cargoDescription', '木制办公桌椅 240 箱');
    type('bf-containers-0-quantity', '2');
    type('bf-containers-0-grossWeightKg', '18500');
    fireEvent.click(screen.getByRole('button', { name: '添加一行' }));
    type('bf-containers-1-containerType', '20GP');
    type('bf-containers-1-grossWeightKg', '9200');
    expect(screen.getByText('合计 3 个箱，毛重 27,700 千克')).toBeTruthy();
    type('bf-parties-0-name', '上海东海国际贸易有限公司');
    type('bf-parties-0-address', '上海市浦东新区世纪大道100号');
    type('bf-parties-1-name', '株式会社なにわ商事');
    type('bf-parties-1-address', '大阪府大阪市北区梅田1-1-1');
    // A notify party, added from the role list.
    fireEvent.click(screen.getByRole('button', { name: '添加通知人' }));
    type('bf-parties-2-name', 'SAME AS CONSIGNEE');

    fireEvent.click(screen.getByRole('button', { name: '提交订舱' }));
    await waitFor(() => expect(submitBooking).toHaveBeenCalledTimes(1));
    const body = submitBooking.mock.calls[0]![0];
    expect(body).toMatchObject({ uuid: '', polCode: 'CNSHA', podCode: 'JPOSA', voyageUuid: SAILING_UUID, commodity: '办公家具' });
    expect(body.containers).toEqual([
      { containerType: '40HC', quantity: 2, grossWeightKg: 18500 },
      { containerType: '20GP', quantity: 1, grossWeightKg: 9200 },
    ]);
    expect(body.parties.map((p) => [p.role, p.name])).toEqual([
      ['SH', '上海东海国际贸易有限公司'],
      ['CO', '株式会社なにわ商事'],
      ['NF1', 'SAME AS CONSIGNEE'],
    ]);
    expect(await screen.findByRole('heading', { name: '订舱已提交' })).toBeTruthy();
    expect(screen.getByText('BK26000009')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交订舱' })).toBeNull();
  });

  it('saves a Draft without the empty parties, then saves again over the same Draft; a party picked from the address book is copied with its entry', async () => {
    const { location } = await openForm();
    type('bf-commodity', '茶叶');
    type('bf-containers-0-grossWeightKg', '5000');
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(saveBookingDraft).toHaveBeenCalledTimes(1));
    expect(saveBookingDraft.mock.calls[0]![0]).toMatchObject({
      uuid: '',
      commodity: '茶叶',
      parties: [],
      containers: [{ containerType: '40HC', quantity: 1, grossWeightKg: 5000 }],
    });
    expect(await screen.findByText('正在修改草稿 BK26000009')).toBeTruthy();
    expect(await screen.findByText('草稿 BK26000009 已保存')).toBeTruthy();
    // The address is now the Draft's own, and the form goes on as it is (nothing loaded again).
    await waitFor(() => expect(location.history?.at(-1)).toBe('/tickets/booking?uuid=b-9'));
    expect(loadBooking).not.toHaveBeenCalled();
    expect(control('bf-commodity').value).toBe('茶叶');

    const picker = await screen.findByLabelText('从地址簿选择', { selector: '#bf-parties-0-pick' });
    await waitFor(() => expect(picker.querySelectorAll('option')).toHaveLength(2));
    // The consignee's picker offers no shipper-only entry.
    expect(control('bf-parties-1-pick').querySelectorAll('option')).toHaveLength(1);
    fireEvent.change(picker, { target: { value: BOOK_SHIPPER.uuid } });
    expect(control('bf-parties-0-name').value).toBe(BOOK_SHIPPER.name);
    expect(control('bf-parties-0-address').value).toBe(BOOK_SHIPPER.address);
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(saveBookingDraft).toHaveBeenCalledTimes(2));
    expect(saveBookingDraft.mock.calls[1]![0]).toMatchObject({
      uuid: 'b-9',
      parties: [{ role: 'SH', partyUuid: BOOK_SHIPPER.uuid, name: BOOK_SHIPPER.name, contact: BOOK_SHIPPER.contact, countryCode: 'CN' }],
    });
  });

  it('shows the server’s field messages at their fields (yup paths of the lines) and stays on the form', async () => {
    submitBooking.mockRejectedValue(
      new ApiError('参数错误', {
        kind: 'business',
        code: 10422,
        fields: { voyageUuid: SHIPPING_MESSAGES.sailingRouteMismatch.zh, 'containers[0].quantity': SHIPPING_MESSAGES.quantityRange.zh },
      }),
    );
    loadBooking.mockResolvedValue(bookingView('b-1', 'Draft'));
    await openForm('/booking?uuid=b-1');
    await waitFor(() => expect(control('bf-voyageUuid').value).toBe(SAILING_UUID));
    fireEvent.click(screen.getByRole('button', { name: '提交订舱' }));
    await waitFor(() => expect(messageOf('bf-voyageUuid')).toBe(SHIPPING_MESSAGES.sailingRouteMismatch.zh));
    expect(messageOf('bf-containers-0-quantity')).toBe(SHIPPING_MESSAGES.quantityRange.zh);
    expect(submitBooking.mock.calls[0]![0].uuid).toBe('b-1');
    expect(screen.getByRole('button', { name: '提交订舱' })).toBeTruthy();
  });

  it('amends a Draft: opens with what it holds, the sailing it names, and says which Draft', async () => {
    loadBooking.mockResolvedValue(bookingView('b-1', 'Draft'));
    await openForm('/booking?uuid=b-1', 'jp');
    expect(await screen.findByText('下書き BK00000001 を修正しています')).toBeTruthy();
    expect(loadBooking).toHaveBeenCalledWith('b-1', { signal: expect.any(AbortSignal) });
    await waitFor(() => expect(control('bf-voyageUuid').value).toBe(SAILING_UUID));
    expect(control('bf-polCode').value).toBe('CNSHA');
    expect(control('bf-commodity').value).toBe('办公家具');
    expect(control('bf-containers-1-containerType').value).toBe('20GP');
    expect(control('bf-parties-1-name').value).toBe('株式会社なにわ商事');
  });

  it('a booking no longer a Draft is not amendable: it says so and offers the list', async () => {
    loadBooking.mockResolvedValue(bookingView('b-2', 'Submitted'));
    await openForm('/booking?uuid=b-2');
    expect(await screen.findByText('订舱 BK00000002 的状态为“已提交”，只有草稿可以修改。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存草稿' })).toBeNull();
    expect(screen.getByRole('link', { name: '查看我的订舱' })).toBeTruthy();
  });

  it('a copy or a template fills a new booking without its sailing; a failed load can be retried', async () => {
    loadBooking.mockResolvedValue(bookingView('b-1', 'Confirmed'));
    await openForm('/booking?copy=b-1');
    expect(await screen.findByText('已复制订舱 BK00000001 的内容，请重新选择船期。')).toBeTruthy();
    expect(control('bf-voyageUuid').value).toBe('');
    expect(control('bf-commodity').value).toBe('办公家具');
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(saveBookingDraft).toHaveBeenCalledTimes(1));
    expect(saveBookingDraft.mock.calls[0]![0]).toMatchObject({ uuid: '', voyageUuid: '' });
    cleanup();

    loadBookingTemplate.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(bookingTemplate('t-1', '上海—大阪 家具'));
    await openForm('/booking?template=t-1');
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('已带入模板“上海—大阪 家具”的内容，请选择船期。')).toBeTruthy();
    expect(control('bf-containers-0-containerType').value).toBe('40HC');
  });

  it('saves the form as a named template: the name is asked, required, then sent with the content', async () => {
    await openForm('/booking', 'jp');
    type('bf-commodity', '茶叶');
    type('bf-containers-0-grossWeightKg', '5000');
    fireEvent.click(screen.getByRole('button', { name: 'テンプレートとして保存' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText(/テンプレート名/) as HTMLInputElement;
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(messageOf('template-name')).toBe(SHIPPING_MESSAGES.templateNameRequired.ja));
    fireEvent.change(name, { target: { value: '茶叶 上海発' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saveBookingTemplate).toHaveBeenCalledWith('茶叶 上海発', expect.objectContaining({ commodity: '茶叶', parties: [] })));
    expect(await screen.findByText('テンプレート「茶叶 上海発」を保存しました')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a template name already taken is said at the name, and the dialog stays', async () => {
    saveBookingTemplate.mockRejectedValue(new ApiError('已存在同名模板', { kind: 'business', code: 10409 }));
    await openForm();
    type('bf-containers-0-grossWeightKg', '5000');
    fireEvent.click(screen.getByRole('button', { name: '存为模板' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/模板名称/), { target: { value: '家具' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存模板' }));
    await waitFor(() => expect(messageOf('template-name')).toBe('已存在同名模板'));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('offers the enterprise’s templates to start from', async () => {
    const { location } = await openForm();
    const picker = await screen.findByLabelText('使用模板');
    fireEvent.change(picker, { target: { value: 't-1' } });
    fireEvent.click(screen.getByRole('button', { name: '带入' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/tickets/booking?template=t-1'));
  });

  it('opened from a sailing of the schedule, starts with its ports and that sailing chosen, and submits them', async () => {
    await openForm(`/booking?voyage=${SAILING_UUID}&pol=CNSHA&pod=JPOSA`);
    expect(await screen.findByText('已带入船期表中选择的装货港、卸货港和船期，请填写货物、箱量和相关方。')).toBeTruthy();
    await waitFor(() => expect(control('bf-voyageUuid').value).toBe(SAILING_UUID));
    expect(control('bf-polCode').value).toBe('CNSHA');
    expect(control('bf-podCode').value).toBe('JPOSA');
    expect(queryItsVoyage).toHaveBeenLastCalledWith(expect.objectContaining({ departurePort: 'CNSHA', arrivalPort: 'JPOSA' }));
    // Shanghai's clock, as the schedule shows the same sailing, whatever the browser's zone.
    expect(control('bf-voyageUuid').querySelectorAll('option')[1]?.textContent).toBe(
      'DONGHAI DH2612E · 开航 2026-12-10 10:00 UTC+8 · 截关 2026-12-09 10:00 UTC+8',
    );
    type('bf-commodity', '办公家具');
    type('bf-cargoDescription', '木制办公桌椅');
    type('bf-containers-0-grossWeightKg', '18500');
    type('bf-parties-0-name', '上海东海国际贸易有限公司');
    type('bf-parties-0-address', '上海市浦东新区世纪大道100号');
    type('bf-parties-1-name', '株式会社なにわ商事');
    type('bf-parties-1-address', '大阪府大阪市北区梅田1-1-1');
    fireEvent.click(screen.getByRole('button', { name: '提交订舱' }));
    await waitFor(() => expect(submitBooking).toHaveBeenCalledTimes(1));
    expect(submitBooking.mock.calls[0]![0]).toMatchObject({ uuid: '', polCode: 'CNSHA', podCode: 'JPOSA', voyageUuid: SAILING_UUID });
  });

  it('in Japanese, says the schedule’s sailing was filled in', async () => {
    await openForm(`/booking?voyage=${SAILING_UUID}&pol=cnsha&pod=jposa`, 'jp');
    expect(await screen.findByText('スケジュールで選択した積地港・揚地港・本船を入力しました。貨物、コンテナ、関係者を入力してください。')).toBeTruthy();
    await waitFor(() => expect(control('bf-voyageUuid').value).toBe(SAILING_UUID));
    expect(control('bf-polCode').value).toBe('CNSHA');
  });
});
