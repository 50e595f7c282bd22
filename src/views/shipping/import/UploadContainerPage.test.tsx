import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/renderApp';
import type { CustomerServices } from '../../../app/customerServices';
import type { Lang } from '../../../domain/lang';
import { rowError } from '../../../domain/shipping/import/rows';
import type { ContainerUploadCheck } from '../../../domain/shipping/import/types';
import type { BookingSummary } from '../../../domain/shipping/types';
import { ENTERPRISE_MENUS, ENTERPRISE_USER, pageOf } from '../testing/fixtures';

/** The calls the screen makes, handed in through the services context. */
const getBookingPage = vi.fn<CustomerServices['bookings']['getBookingPage']>();
const downloadImportTemplate = vi.fn<CustomerServices['imports']['downloadImportTemplate']>();
const validateContainerFile = vi.fn<CustomerServices['imports']['validateContainerFile']>();
const saveContainerFile = vi.fn<CustomerServices['imports']['saveContainerFile']>();
const calls = {
  bookings: { getBookingPage },
  imports: { downloadImportTemplate, validateContainerFile, saveContainerFile },
};

beforeAll(async () => {
  await import('./UploadContainerPage');
}, 30_000);

const CONFIRMED = {
  uuid: 'b-7',
  bookingNo: 'BK26000107',
  status: 'Confirmed',
  polCode: 'CNSHA',
  podCode: 'JPOSA',
  containerSummary: '2x40HC',
} as BookingSummary;
const CHECK: ContainerUploadCheck = {
  rows: [
    { row: 2, values: { containerNo: 'CSQU3054383', containerType: '40HC', sealNo: 'SL1', vgmKg: '22000' }, errors: [] },
    {
      row: 3,
      values: { containerNo: 'CSQU3054384', containerType: '40HC', sealNo: 'SL2', vgmKg: '21000' },
      errors: [rowError('containerNo', 'containerNoCheckDigit')],
    },
  ],
  valid: 1,
  refused: 1,
};
const xlsx = () => new File(['PK-xlsx'], 'containers.xlsx');

beforeEach(() => {
  getBookingPage.mockResolvedValue(pageOf([CONFIRMED], 1, 50));
  validateContainerFile.mockResolvedValue(CHECK);
  saveContainerFile.mockResolvedValue({ check: CHECK, bookingNo: 'BK26000107', saved: [{ row: 2, containerNo: 'CSQU3054383' }] });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

async function openPage(path: string, lang: Lang) {
  await renderApp({ path, lang, user: ENTERPRISE_USER, menus: ENTERPRISE_MENUS, calls });
  await screen.findByRole('heading', { level: 1, name: lang === 'zh' ? '箱号上传' : 'コンテナ番号アップロード' }, { timeout: 5000 });
}
const choose = (file: File) => fireEvent.change(document.getElementById('import-file')!, { target: { files: [file] } });

describe('container upload screen', { timeout: 20_000 }, () => {
  it('zh: ?bookingNo= picks the booking; rows are checked against it, then the valid ones saved', async () => {
    await openPage('/uploadContainer?bookingNo=BK26000107', 'zh');
    expect(getBookingPage).toHaveBeenCalledWith({ current: 1, size: 50, status: 'Confirmed' });
    choose(xlsx());
    await screen.findByRole('heading', { name: '1 行有效，1 行被拒绝' });
    expect(validateContainerFile.mock.calls[0]![0]).toBe('BK26000107');
    const refused = within(screen.getByRole('table')).getAllByRole('row')[2]!;
    expect(within(refused).getByText('集装箱号校验位不正确')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存 1 个有效集装箱' }));
    await screen.findByText('已为订舱 BK26000107 保存 1 个集装箱');
    expect(saveContainerFile.mock.calls[0]![0]).toBe('BK26000107');
  });

  it('ja: without a booking the file cannot be chosen yet, and the Confirmed bookings are offered', async () => {
    await openPage('/uploadContainer', 'jp');
    expect(await screen.findByText('先にブッキングを選択してから、ファイルをアップロードしてください')).toBeTruthy();
    expect(document.getElementById('import-file')).toBeNull();
    expect(screen.getByText('ブッキング番号（確定済み）')).toBeTruthy();
  });
});
