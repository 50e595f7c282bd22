import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/renderApp';
import type { CustomerServices } from '../../../app/customerServices';
import type { Lang } from '../../../domain/lang';
import type { BillOfLadingSummary } from '../../../domain/shipping/types';
import { ApiError } from '../../../domain/apiError';
import { bill, ENTERPRISE_BUTTONS, ENTERPRISE_MENUS, ENTERPRISE_USER, pageOf } from '../testing/fixtures';

/** The calls the screen makes, handed in through the services context. */
const getBillPage = vi.fn<CustomerServices['bills']['getBillPage']>();
const downloadBill = vi.fn<CustomerServices['bills']['downloadBill']>();
const calls = {
  bills: { getBillPage, downloadBill },
};

beforeAll(async () => {
  await import('./BillsPage');
}, 30_000);

let stored: BillOfLadingSummary[];
const RELEASED = bill(2, { telexReleased: true, telexReleasedAt: '2026-02-03T06:30:00.000Z' });

beforeEach(() => {
  stored = [RELEASED, bill(1)];
  getBillPage.mockImplementation(async ({ current, size, blNo }) =>
    pageOf(
      stored.filter((b) => !blNo || b.blNo.startsWith(blNo)),
      current,
      size,
    ),
  );
  downloadBill.mockResolvedValue(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
  URL.createObjectURL = vi.fn(() => 'blob:bill');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

async function openPage(path = '/downloadBls', lang: Lang = 'zh') {
  const app = await renderApp({ path, lang, user: ENTERPRISE_USER, menus: ENTERPRISE_MENUS, buttons: ENTERPRISE_BUTTONS, calls });
  await screen.findByRole('heading', { level: 1, name: lang === 'zh' ? '提单下载' : 'B/Lダウンロード' }, { timeout: 5000 });
  return app;
}

describe('bills of lading screen', { timeout: 20_000 }, () => {
  it('lists the bills with booking number, vessel and voyage, route and telex state; only a released one downloads', async () => {
    await openPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(getBillPage).toHaveBeenCalledWith({ current: 1, size: 10 });
    const [released, pending] = rows();
    expect(within(released!).getByText('ESFS26000002')).toBeTruthy();
    expect(within(released!).getByText('BK26000002')).toBeTruthy();
    expect(within(released!).getByText('EAST SEA PIONEER')).toBeTruthy();
    expect(within(released!).getByText('ESP262E')).toBeTruthy();
    expect(within(released!).getByText('CNSHA → JPOSA')).toBeTruthy();
    expect(within(released!).getByText('已电放')).toBeTruthy();
    expect(within(released!).getByRole('button', { name: '下载提单 ESFS26000002 的 PDF' })).toBeTruthy();
    expect(within(pending!).getByText('未电放')).toBeTruthy();
    expect(within(pending!).getByText('船公司电放后才能下载')).toBeTruthy();
    expect(within(pending!).queryByRole('button')).toBeNull();
  });

  it('downloads the PDF in the interface language with a loading state, and says it is done', async () => {
    let answer: (blob: Blob) => void = () => {};
    downloadBill.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await openPage();
    const button = await screen.findByRole('button', { name: '下载提单 ESFS26000002 的 PDF' });
    fireEvent.click(button);
    expect(downloadBill).toHaveBeenCalledWith(RELEASED.uuid, 'zh', { signal: expect.any(AbortSignal) });
    await waitFor(() => expect(button.textContent).toContain('正在下载…'));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    answer(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    expect(await screen.findByText('提单 ESFS26000002 已下载')).toBeTruthy();
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('BL_ESFS26000002_zh.pdf');
    expect(link.href).toBe('blob:bill');
    click.mockRestore();
  });

  it('a refused download says why under its row', async () => {
    downloadBill.mockRejectedValueOnce(new ApiError('提单尚未电放，暂不能下载', { kind: 'business', code: 10500 }));
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: '下载提单 ESFS26000002 的 PDF' }));
    expect((await within(rows()[0]!).findByRole('alert')).textContent).toBe('提单尚未电放，暂不能下载');
    downloadBill.mockRejectedValueOnce(new ApiError('网络错误', { kind: 'network' }));
    fireEvent.click(screen.getByRole('button', { name: '下载提单 ESFS26000002 的 PDF' }));
    await waitFor(() => expect(within(rows()[0]!).getByRole('alert').textContent).toBe('提单 ESFS26000002 下载失败，请稍后重试。'));
  });

  it('searches by number; /billoflading?blNo= opens the list searched for that bill', async () => {
    await openPage();
    fireEvent.change(screen.getByLabelText('提单号', { selector: 'input' }), { target: { value: 'esfs26000001' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(getBillPage).toHaveBeenLastCalledWith({ current: 1, size: 10, blNo: 'ESFS26000001' });
    cleanup();
    await renderApp({ path: '/billoflading?blNo=ESFS26000002', user: ENTERPRISE_USER, menus: ENTERPRISE_MENUS, buttons: ENTERPRISE_BUTTONS, calls });
    await waitFor(() => expect(getBillPage).toHaveBeenLastCalledWith({ current: 1, size: 10, blNo: 'ESFS26000002' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect((screen.getByLabelText('提单号', { selector: 'input' }) as HTMLInputElement).value).toBe('ESFS26000002');
  });

  it('says when there are no bills yet, and offers a retry when the list cannot load', async () => {
    stored = [];
    getBillPage.mockRejectedValueOnce(new ApiError('网络错误', { kind: 'network' }));
    await openPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('提单列表暂时无法加载');
    fireEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText(/还没有提单/)).toBeTruthy();
  });

  it('tells a user without the container menus that bills are an approved enterprise’s, asking nothing', async () => {
    await renderApp({ path: '/billoflading', user: { userId: 'u-2', logonId: 'demo.passenger' }, calls });
    expect(await screen.findByText('该页面仅供审核通过的企业用户使用。')).toBeTruthy();
    expect(getBillPage).not.toHaveBeenCalled();
  });

  it('speaks Japanese', async () => {
    await openPage('/downloadBls', 'jp');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rows()[0]!).getByText('サレンダー済み')).toBeTruthy();
    expect(within(rows()[1]!).getByText('船会社のサレンダー後にダウンロードできます')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'B/L ESFS26000002 のPDFをダウンロード' }));
    expect(downloadBill).toHaveBeenCalledWith(RELEASED.uuid, 'jp', { signal: expect.any(AbortSignal) });
  });
});
