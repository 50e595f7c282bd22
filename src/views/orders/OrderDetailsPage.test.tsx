import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENTS, SITE_CONFIG } from '../../app/testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';
import type { OrderView } from '../../domain/ticketing/order';
import { ApiError } from '../../services/http';
import { loadOrder } from '../../services/orders';
import { ADULT, DICTS } from '../ticketing/createOrder/testing/fixtures';

vi.mock('../../services/baseData', () => ({
  getSiteConfig: vi.fn(async () => SITE_CONFIG),
  wechatQrUrl: () => '/api/web-ts/common/ts/baseData/getWechatQr',
  getDictList: vi.fn(async (type: string) => DICTS[type] ?? []),
}));
vi.mock('../../services/announcements', () => ({ getLatestAnnouncements: vi.fn(async () => ANNOUNCEMENTS) }));
vi.mock('../../services/orders', () => ({ loadOrder: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.mocked(loadOrder).mockReset();
});

const USER = { userId: 'u-1', logonId: 'demo.passenger' };

const ORDER: OrderView = {
  uuid: 'o-1',
  orderNo: 'T2611220001',
  status: 'DUE_PAY',
  stateValue: { DUE_PAY: 'awaitingPayment' },
  orderType: 'ONE_WAY',
  currency: 'RMB',
  totalAmount: 1100,
  breakdown: {
    currency: 'RMB',
    legs: [
      {
        cabinClass: 'SECOND_JAPANESE',
        lines: [
          { kind: 'FARE', passenger: 0, ticketType: 'ADULT', amountMinor: 100000 },
          { kind: 'FUEL_SURCHARGE', passenger: 0, ticketType: 'ADULT', amountMinor: 10000 },
          { kind: 'FARE', passenger: 1, ticketType: 'INFANT', amountMinor: 0 },
        ],
        subtotalMinor: 110000,
      },
    ],
    totalMinor: 110000,
  },
  contactName: '张三',
  contactPhone: '13800138000',
  contactEmail: 'zhang@example.com',
  extraBed: false,
  noticeVersion: 1,
  legs: [
    {
      legIndex: 0,
      voyageUuid: 'v-1',
      voyageCode: 'SO2612A',
      vessel: '新鉴真',
      departurePort: 'CNSHA',
      arrivalPort: 'JPOSA',
      departurePortNameZh: '上海',
      departurePortNameJa: '上海',
      arrivalPortNameZh: '大阪',
      arrivalPortNameJa: '大阪',
      departureTime: '2026-12-10T02:00:00.000Z',
      arrivalTime: '2026-12-11T01:00:00.000Z',
      departureDate: '2026-12-10',
      cabinClass: 'SECOND_JAPANESE',
      cabinNameZh: '二等日式房',
      cabinNameJa: '2等和室',
      berths: 1,
    },
  ],
  passengers: [ADULT, { ...ADULT, cnGivenName: '小宝', enGivenName: 'XIAOBAO', birthDate: '2026-01-01', ticketType: 'INFANT' }],
  tickets: [
    { uuid: 't-1', ticketNo: 'T2611220001-1-1', legIndex: 0, passengerIndex: 0, passengerName: '张三', passengerNameEn: 'ZHANG SAN', ticketType: 'ADULT', status: 'UNPAID', fare: 1000, surcharge: 100 },
    { uuid: 't-2', ticketNo: 'T2611220001-1-2', legIndex: 0, passengerIndex: 1, passengerName: '张小宝', passengerNameEn: 'ZHANG XIAOBAO', ticketType: 'INFANT', status: 'UNPAID', fare: 0, surcharge: 0 },
  ],
  createdAt: '2026-11-22T01:00:00.000Z',
  updatedAt: '2026-11-22T01:00:00.000Z',
  submittedAt: '2026-11-22T01:00:00.000Z',
};

describe('order details page', () => {
  it('shows the order asked for: number, DUE_PAY as unpaid, type, contact, legs in port time, tickets, breakdown and total', async () => {
    vi.mocked(loadOrder).mockResolvedValue(ORDER);
    await renderApp({ path: '/order/details?uuid=o-1', user: USER });
    expect(await screen.findByText('T2611220001')).toBeTruthy();
    expect(loadOrder).toHaveBeenCalledWith('o-1');
    expect(screen.getByText('待支付')).toBeTruthy();
    expect(screen.getByText('单程', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('zhang@example.com')).toBeTruthy();
    expect(screen.getByText('2026-12-10 10:00:00 出发（当地时间）')).toBeTruthy();
    expect(screen.getByText('2026-12-11 10:00:00 到达（当地时间）')).toBeTruthy();
    const tickets = screen.getByRole('region', { name: '乘客与船票' });
    const infantRow = within(tickets).getByRole('row', { name: /张小宝/ });
    expect(infantRow.textContent).toContain('婴儿');
    expect(infantRow.textContent).toContain('T2611220001-1-2');
    expect(infantRow.textContent).toContain('未支付');
    expect(screen.getByTestId('order-total').textContent).toBe('¥1,100.00');
    expect(screen.getByTestId('price-total').textContent).toBe('¥1,100.00');
    expect(screen.getByTestId('leg-subtotal-0').textContent).toBe('¥1,100.00');
  });

  it('in Japanese: DUE_PAY is 未払い and the ticket types carry their Japanese names', async () => {
    vi.mocked(loadOrder).mockResolvedValue(ORDER);
    await renderApp({ path: '/order/details?uuid=o-1', user: USER, lang: 'jp' });
    expect(await screen.findByText('T2611220001')).toBeTruthy();
    expect(screen.getAllByText('未払い').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('heading', { level: 1, name: '予約詳細' })).toBeTruthy();
    expect(screen.getAllByText('幼児').length).toBeGreaterThanOrEqual(1);
  });

  it('an unknown or someone else’s order (10404): a friendly message and the way back to the orders', async () => {
    vi.mocked(loadOrder).mockRejectedValue(new ApiError('订单不存在', { kind: 'business', code: 10404 }));
    await renderApp({ path: '/order/details?uuid=nope', user: USER });
    expect(await screen.findByText('未找到该订单。订单可能不存在，或不属于当前账号。')).toBeTruthy();
    expect(screen.getByRole('link', { name: /返回我的订单/ }).getAttribute('href')).toBe('/tickets/orders');
  });

  it('no uuid in the address: not found, without asking the server', async () => {
    await renderApp({ path: '/order/details', user: USER });
    expect(await screen.findByText('未找到该订单。订单可能不存在，或不属于当前账号。')).toBeTruthy();
    expect(loadOrder).not.toHaveBeenCalled();
  });

  it('another failure: says so and loads again on retry', async () => {
    vi.mocked(loadOrder).mockRejectedValueOnce(new ApiError('timeout', { kind: 'timeout' })).mockResolvedValueOnce(ORDER);
    await renderApp({ path: '/order/details?uuid=o-1', user: USER });
    expect(await screen.findByText('订单加载失败，请稍后重试')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('T2611220001')).toBeTruthy();
    expect(loadOrder).toHaveBeenCalledTimes(2);
  });
});
