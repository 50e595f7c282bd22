import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/renderApp';
import type { CustomerServices } from '../../../app/customerServices';
import type { Lang } from '../../../domain/lang';
import { rowError } from '../../../domain/shipping/import/rows';
import type { BookingImportCheck, BookingImportSaved } from '../../../domain/shipping/import/types';
import { ApiError } from '../../../domain/apiError';
import { ENTERPRISE_BUTTONS, ENTERPRISE_MENUS, ENTERPRISE_USER } from '../testing/fixtures';

/** The calls the screen makes, handed in through the services context. */
const downloadImportTemplate = vi.fn<CustomerServices['imports']['downloadImportTemplate']>();
const validateBookingFile = vi.fn<CustomerServices['imports']['validateBookingFile']>();
const saveBookingFile = vi.fn<CustomerServices['imports']['saveBookingFile']>();
const calls = {
  imports: { downloadImportTemplate, validateBookingFile, saveBookingFile },
};

beforeAll(async () => {
  await import('./ImportBookingPage');
}, 30_000);

const values = (pol: string, quantity: string) => ({
  polCode: pol,
  podCode: 'JPOSA',
  voyageCode: '',
  commodity: '家具',
  cargoDescription: '桌椅',
  containerType: '40HC',
  quantity,
  grossWeightKg: '18500',
  shipperName: '上海东海',
  consigneeName: 'なにわ商事',
  notifyName: '',
});
const CHECK: BookingImportCheck = {
  rows: [
    { row: 2, values: values('CNSHA', '2'), errors: [] },
    { row: 3, values: values('CNXXX', '2'), errors: [rowError('polCode', 'portUnknown')] },
    { row: 4, values: values('CNSHA', '0'), errors: [rowError('quantity', 'quantityRange')] },
  ],
  valid: 1,
  refused: 2,
};
const SAVED: BookingImportSaved = { check: CHECK, created: [{ row: 2, uuid: 'b-1', bookingNo: 'BK26000101' }] };
const xlsx = (name = 'bookings.xlsx') => new File(['PK-xlsx'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

beforeEach(() => {
  validateBookingFile.mockImplementation(async (_file, progress) => {
    progress?.(60);
    return CHECK;
  });
  saveBookingFile.mockResolvedValue(SAVED);
  downloadImportTemplate.mockResolvedValue(new Blob(['xlsx']));
  URL.createObjectURL = vi.fn(() => 'blob:template');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

async function openPage(lang: Lang = 'zh') {
  await renderApp({ path: '/importBooking', lang, user: ENTERPRISE_USER, menus: ENTERPRISE_MENUS, buttons: ENTERPRISE_BUTTONS, calls });
  await screen.findByRole('heading', { level: 1, name: lang === 'zh' ? '订舱导入' : 'ブッキング一括登録' }, { timeout: 5000 });
}
const choose = (file: File) => fireEvent.change(document.getElementById('import-file')!, { target: { files: [file] } });
const dataRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('booking import screen', { timeout: 20_000 }, () => {
  it('zh: checks the file, shows each row with its number and reasons, saves the valid rows as Drafts', async () => {
    await openPage('zh');
    expect(screen.getByText(/有效行保存为草稿/)).toBeTruthy();
    choose(xlsx());
    await screen.findByRole('heading', { name: '1 行有效，2 行被拒绝' });
    const file = validateBookingFile.mock.calls[0]![0];
    expect(file.name).toBe('bookings.xlsx');
    const [good, unknownPort, zero] = dataRows();
    expect(within(good!).getByText('有效')).toBeTruthy();
    expect(within(unknownPort!).getByText('3')).toBeTruthy();
    expect(within(unknownPort!).getByText('港口不在本公司航线内')).toBeTruthy();
    expect(within(unknownPort!).getByText('装货港代码：')).toBeTruthy();
    expect(within(zero!).getByText('箱量为1到99的整数')).toBeTruthy();
    expect(saveBookingFile).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '将 1 行有效数据保存为草稿' }));
    await screen.findByText('已创建 1 票草稿订舱');
    expect(saveBookingFile.mock.calls[0]![0]).toBe(file);
    expect(screen.getByText('第 2 行：BK26000101')).toBeTruthy();
    expect(screen.getByRole('link', { name: '前往我的订舱查看并提交' }).getAttribute('href')).toContain('/myBooking');
  });

  it('ja: the same flow in Japanese; no valid row leaves saving disabled', async () => {
    validateBookingFile.mockResolvedValue({ rows: CHECK.rows.slice(1), valid: 0, refused: 2 });
    await openPage('jp');
    choose(xlsx());
    await screen.findByRole('heading', { name: '有効 0 行、不可 2 行' });
    expect(screen.getByText('当社航路の港ではありません')).toBeTruthy();
    expect(screen.getByText('積地港コード：')).toBeTruthy();
    expect((screen.getByRole('button', { name: '有効な 0 行を下書きとして保存' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('保存できる有効な行がありません。ファイルを修正して再度アップロードしてください')).toBeTruthy();
  });

  it('refuses a file that is not .xlsx before sending it; the server’s reason for a broken file shows at the box', async () => {
    await openPage('zh');
    choose(new File(['%PDF'], 'licence.pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe('请选择 .xlsx 格式的 Excel 文件');
    expect(validateBookingFile).not.toHaveBeenCalled();

    validateBookingFile.mockRejectedValue(
      new ApiError('提交的数据有误，请检查', { kind: 'business', code: 10422, fields: { file: '不是有效的 Excel 文件（.xlsx），请使用下载的模板' } }),
    );
    choose(xlsx('renamed.xlsx'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('不是有效的 Excel 文件（.xlsx），请使用下载的模板'));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('accepts a dropped file and downloads the template in the interface language', async () => {
    await openPage('jp');
    fireEvent.drop(screen.getByTestId('import-drop'), { dataTransfer: { files: [xlsx('dropped.xlsx')] } });
    await screen.findByRole('heading', { name: '有効 1 行、不可 2 行' });
    expect(validateBookingFile.mock.calls[0]![0].name).toBe('dropped.xlsx');
    fireEvent.click(screen.getByRole('button', { name: 'テンプレートをダウンロード' }));
    await waitFor(() => expect(downloadImportTemplate).toHaveBeenCalledWith('bookings', 'jp', { signal: expect.any(AbortSignal) }));
  });
});
