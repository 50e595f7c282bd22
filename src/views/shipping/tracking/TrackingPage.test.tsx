import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENTS } from '../../../app/testing/fixtures';
import { renderApp } from '../../../app/testing/renderApp';
import type { CustomerServices } from '../../../app/customerServices';
import type { Lang } from '../../../domain/lang';
import type { ContainerTrack, TrackingEventView } from '../../../domain/shipping/cargoTypes';
import { SHIPPING_MESSAGES } from '../../../domain/shipping/messages';
import {
  classifyTrackingNumber,
  currentStatusOf,
  TRACKING_EVENT_NAMES,
  type TrackingEventCode,
  type TrackingNumberKind,
} from '../../../domain/shipping/tracking';
import { answerFetch } from '../../../services/testing/fakeFetch';
import { ENTERPRISE_MENUS, ENTERPRISE_USER } from '../testing/fixtures';

/** The calls the screen makes, handed in through the services context. */
const getLatestAnnouncements = vi.fn<CustomerServices['announcements']['getLatestAnnouncements']>(async () => ANNOUNCEMENTS);
const trackCargo = vi.fn<CustomerServices['tracking']['trackCargo']>();
const calls = {
  announcements: { getLatestAnnouncements },
  tracking: { trackCargo },
};

beforeAll(async () => {
  await import('./TrackingPage');
}, 30_000);

const PORT = {
  CNSHA: { zh: '上海', ja: '上海', en: 'Shanghai' },
  JPOSA: { zh: '大阪', ja: '大阪', en: 'Osaka' },
} as const;

function event(eventCode: TrackingEventCode, classifier: 'PLN' | 'ACT', locationCode: keyof typeof PORT, eventTime: string): TrackingEventView {
  const name = TRACKING_EVENT_NAMES[eventCode];
  const port = PORT[locationCode];
  return {
    eventType: eventCode === 'DEPA' || eventCode === 'ARRI' ? 'TRANSPORT' : 'EQUIPMENT',
    eventCode,
    classifier,
    nameZh: name.zh,
    nameJa: name.ja,
    nameEn: name.en,
    locationCode,
    locationNameZh: port.zh,
    locationNameJa: port.ja,
    locationNameEn: port.en,
    eventTime,
    vessel: eventCode === 'GTOT' ? null : 'DONGHAI',
    voyageCode: eventCode === 'GTOT' ? null : 'DH2612E',
  };
}

const EVENTS = [
  event('GTOT', 'ACT', 'CNSHA', '2026-12-06T01:00:00.000Z'),
  event('LOAD', 'ACT', 'CNSHA', '2026-12-09T23:30:00.000Z'),
  event('DEPA', 'ACT', 'CNSHA', '2026-12-10T02:00:00.000Z'),
  event('ARRI', 'PLN', 'JPOSA', '2026-12-12T00:00:00.000Z'),
  event('DISC', 'PLN', 'JPOSA', '2026-12-12T03:00:00.000Z'),
];

const BOX: ContainerTrack = {
  containerNo: 'CSQU3054383',
  containerType: '40HC',
  bookingNo: 'BK26000012',
  blNo: 'ESF26000007',
  polCode: 'CNSHA',
  podCode: 'JPOSA',
  vessel: 'DONGHAI',
  voyageCode: 'DH2612E',
  matchedBy: ['CSQU3054383'],
  status: currentStatusOf(EVENTS),
  events: EVENTS,
};

beforeEach(() => {
  // The user's own box is found by its number or its bill; anything else is not found.
  trackCargo.mockImplementation(async (numbers) => {
    const mine = numbers.filter((n) => n === BOX.containerNo || n === BOX.blNo);
    return {
      containers: mine.length ? [{ ...BOX, matchedBy: mine }] : [],
      notFound: numbers.filter((n) => !mine.includes(n)).map((number) => ({ number, kind: classifyTrackingNumber(number) as TrackingNumberKind })),
    };
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const TITLE: Record<Lang, string> = { zh: '货物跟踪', jp: '貨物追跡' };
const box = () => document.getElementById('tracking-numbers') as HTMLTextAreaElement;
const messageOf = () => document.getElementById('tracking-numbers-message')?.textContent ?? '';

async function openPage(path: string, lang: Lang = 'zh') {
  const app = await renderApp({ path, lang, user: ENTERPRISE_USER, menus: ENTERPRISE_MENUS, calls });
  await screen.findByRole('heading', { level: 1, name: TITLE[lang] }, { timeout: 5000 });
  return app;
}

describe('cargo tracking screen', { timeout: 30_000 }, () => {
  it('recognises each number as typed, refuses an unknown one or a wrong check digit by name, and asks nothing', async () => {
    await openPage('/cargoTracking');
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(messageOf()).toBe(SHIPPING_MESSAGES.trackingNumbersRequired.zh));
    fireEvent.change(box(), { target: { value: 'csqu3054383, ESF26000007\nBK26000012；CSQU3054384 hello' } });
    const chips = within(screen.getByRole('list', { name: '已识别 5 个号码' })).getAllByRole('listitem');
    expect(chips.map((c) => c.textContent)).toEqual([
      'CSQU3054383集装箱号',
      'ESF26000007提单号',
      'BK26000012订舱号',
      'CSQU3054384校验位不正确',
      'HELLO无法识别',
    ]);
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(messageOf()).toBe(`${SHIPPING_MESSAGES.containerNoCheckDigit.zh}：CSQU3054384`));
    fireEvent.change(box(), { target: { value: 'CSQU3054383 HELLO' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(messageOf()).toBe(`${SHIPPING_MESSAGES.trackingNumberUnknown.zh}：HELLO`));
    fireEvent.change(box(), { target: { value: Array.from({ length: 21 }, (_, i) => `BK260000${String(i).padStart(2, '0')}`).join(' ') } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(messageOf()).toBe(SHIPPING_MESSAGES.trackingNumbersTooMany.zh));
    expect(trackCargo).not.toHaveBeenCalled();
  });

  it('tracks several numbers into the address: the container with its status and timeline, and the number not found', async () => {
    const { location } = await openPage('/cargoTracking');
    fireEvent.change(box(), { target: { value: 'csqu3054383\nBK26000099' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/tickets/cargoTracking?numbers=CSQU3054383%2CBK26000099'));
    const card = await screen.findByRole('article', { name: /CSQU3054383/ });
    expect(trackCargo).toHaveBeenCalledWith(['CSQU3054383', 'BK26000099']);
    // The current status is the latest actual box event (loaded), not the vessel's departure.
    expect(within(card).getByRole('status').textContent).toContain('LOAD · 装船 · 上海');
    const steps = within(within(card).getByRole('list', { name: 'CSQU3054383' })).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    expect(steps[0]!.textContent).toContain('GTOT出闸实际');
    expect(steps[0]!.textContent).toContain('上海 (CNSHA) · 2026-12-06 09:00 UTC+8');
    expect(steps[1]!.getAttribute('aria-current')).toBe('step');
    expect(steps[3]!.textContent).toContain('ARRI船舶抵港计划');
    expect(steps[3]!.textContent).toContain('大阪 (JPOSA) · 2026-12-12 09:00 UTC+9');
    expect(steps[3]!.className).toContain('tracking-event--pln');
    expect(within(card).getByText('BK26000012')).toBeTruthy();
    expect(within(card).getByText('ESF26000007')).toBeTruthy();
    const missing = screen.getByText(/以下 1 个号码未查到本企业的货物/).closest('div')!;
    expect(missing.textContent).toContain('BK26000099');
    expect(missing.textContent).toContain('订舱号');
  });

  it('in Japanese, opened with numbers in the address (reload, back): by bill of lading, names and plans in Japanese', async () => {
    await openPage('/cargoTrackingTwo?numbers=ESF26000007', 'jp');
    const card = await screen.findByRole('article', { name: /CSQU3054383/ });
    expect(box().value).toBe('ESF26000007');
    expect(within(card).getByRole('status').textContent).toContain('LOAD · 船積み · 上海');
    expect(within(card).getByText('本船入港')).toBeTruthy();
    expect(within(card).getAllByText('予定')).toHaveLength(2);
    expect(within(card).getAllByText('実績')).toHaveLength(3);
  });

  it('nothing of the user’s found lists every number as not found', async () => {
    await openPage('/cargoTracking?numbers=MSCU1234565');
    expect(await screen.findByText(/以下 1 个号码未查到本企业的货物/)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('through the HTTP client: the server’s 10404 (nothing of the user’s at all) lists every number as not found, in Japanese', async () => {
    const real = await vi.importActual<typeof import('../../../services/shipping/tracking')>('../../../services/shipping/tracking');
    trackCargo.mockImplementation(real.trackCargo);
    const sent = answerFetch({ code: 10404, message: '数据不存在', jpMessage: 'データが存在しません', data: null });
    await openPage('/cargoTrackingTwo?numbers=ESFU1000010,ESF26000001', 'jp');
    const missing = (await screen.findByText(/次の 2 件の番号では自社の貨物が見つかりませんでした/)).closest('div')!;
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ESFU1000010 (コンテナ番号)', 'ESF26000001 (B/L番号)']);
    expect(screen.queryByRole('article')).toBeNull();
    const asked = sent.filter((r) => r.url.endsWith('/ebCargoTracking/track'));
    expect(asked).toHaveLength(1);
    expect(JSON.parse(String(asked[0]!.body))).toEqual({ numbers: ['ESFU1000010', 'ESF26000001'] });
  });
});
