import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/renderApp';
import type { CustomerServices } from '../../../app/customerServices';
import type { Lang } from '../../../domain/lang';
import type { BookingDocument } from '../../../domain/shipping/documents';
import type { BookingSummary } from '../../../domain/shipping/types';
import { ApiError } from '../../../domain/apiError';
import { chooseOption } from '../../passengers/testing/fixtures';
import { ENTERPRISE_MENUS, ENTERPRISE_USER, pageOf } from '../testing/fixtures';

/** The calls the screen makes, handed in through the services context. */
const getBookingPage = vi.fn<CustomerServices['bookings']['getBookingPage']>();
const getBookingDocuments = vi.fn<CustomerServices['documents']['getBookingDocuments']>();
const uploadBookingDocument = vi.fn<CustomerServices['documents']['uploadBookingDocument']>();
const downloadBookingDocument = vi.fn<CustomerServices['documents']['downloadBookingDocument']>();
const deleteBookingDocument = vi.fn<CustomerServices['documents']['deleteBookingDocument']>();
const calls = {
  bookings: { getBookingPage },
  documents: { getBookingDocuments, uploadBookingDocument, downloadBookingDocument, deleteBookingDocument },
};

beforeAll(async () => {
  await import('./DocumentsPage');
}, 30_000);

const booking = (n: number, status: BookingSummary['status'] = 'Confirmed') =>
  ({ uuid: `b-${n}`, bookingNo: `BK2600000${n}`, status, polCode: 'CNSHA', podCode: 'JPOSA' }) as BookingSummary;
const doc = (n: number, overrides: Partial<BookingDocument> = {}): BookingDocument => ({
  uuid: `d-${n}`,
  bookingNo: 'BK26000001',
  docType: 'PACKING_LIST',
  name: `装箱单${n}.pdf`,
  mimeType: 'application/pdf',
  size: 2048 * n,
  uploadedAt: '2026-11-20T02:00:00.000Z',
  uploadedBy: '王建国',
  ...overrides,
});

/** The documents of each booking as the server keeps them, newest first. */
let stored: Record<string, BookingDocument[]>;

beforeEach(() => {
  stored = { BK26000001: [doc(1)], BK26000002: [] };
  getBookingPage.mockResolvedValue(pageOf([booking(1), booking(2, 'Submitted')], 1, 50));
  getBookingDocuments.mockImplementation(async (bookingNo) => {
    if (!stored[bookingNo]) throw new ApiError('数据不存在', { kind: 'business', code: 10404 });
    return stored[bookingNo];
  });
  deleteBookingDocument.mockImplementation(async (uuid) => {
    for (const no of Object.keys(stored)) stored[no] = stored[no]!.filter((d) => d.uuid !== uuid);
    return null;
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const TEXT = {
  zh: {
    title: '单证管理',
    docType: '单证类型',
    packing: '装箱单',
    invoice: '商业发票',
    choose: '请选择一个订舱，查看和上传它的单证。',
    empty: '订舱 BK26000002 还没有单证。',
  },
  jp: {
    title: '書類管理',
    docType: '書類の種類',
    packing: 'パッキングリスト',
    invoice: 'コマーシャルインボイス',
    choose: 'ブッキングを選択すると、その書類を表示・アップロードできます。',
    empty: 'ブッキング BK26000002 の書類はまだありません。',
  },
} as const;

async function openPage(search = '?bookingNo=BK26000001', lang: Lang = 'zh') {
  const app = await renderApp({ path: `/documentMgt${search}`, lang, user: ENTERPRISE_USER, menus: ENTERPRISE_MENUS, calls });
  await screen.findByRole('heading', { level: 1, name: TEXT[lang].title }, { timeout: 5000 });
  return app;
}
const table = () => within(screen.getByRole('table'));
const rows = () => table().getAllByRole('row').slice(1);
const chooseFile = (file: File) => fireEvent.change(document.getElementById('documents-file')!, { target: { files: [file] } });
const pdf = (name = '发票.pdf', size = 1000) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('documents screen', { timeout: 20_000 }, () => {
  for (const lang of ['zh', 'jp'] as const) {
    it(`lists the documents of the booking the address names, with type, size and uploader (${lang})`, async () => {
      await openPage('?bookingNo=bk26000001', lang);
      expect(await table().findByText('装箱单1.pdf')).toBeTruthy();
      expect(getBookingDocuments).toHaveBeenCalledWith('BK26000001', { signal: expect.any(AbortSignal) });
      const [first] = rows();
      expect(within(first!).getByText(TEXT[lang].packing)).toBeTruthy();
      expect(within(first!).getByText('2.0 KB')).toBeTruthy();
      expect(within(first!).getByText('王建国')).toBeTruthy();
    });

    it(`asks for a booking first, then shows its empty list (${lang})`, async () => {
      await openPage('', lang);
      expect(await screen.findByText(TEXT[lang].choose)).toBeTruthy();
      expect(document.getElementById('documents-file')).toBeNull();
      await chooseOption(
        within(document.body),
        lang === 'zh' ? '订舱' : 'ブッキング',
        lang === 'zh' ? 'BK26000002 · 已提交 · CNSHA → JPOSA' : 'BK26000002 · 提出済み · CNSHA → JPOSA',
      );
      expect(await screen.findByText(TEXT[lang].empty)).toBeTruthy();
    });
  }

  it('uploads a PDF with its progress shown, then lists it first', async () => {
    let finish: (d: BookingDocument) => void = () => {};
    uploadBookingDocument.mockImplementation(
      (input, onProgress) =>
        new Promise((resolve) => {
          onProgress(40);
          finish = resolve;
        }),
    );
    await openPage();
    await table().findByText('装箱单1.pdf');
    await chooseOption(within(document.body), '单证类型', '商业发票');
    chooseFile(pdf());
    expect(await screen.findByText('正在上传 发票.pdf（40%）')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(uploadBookingDocument.mock.calls[0]![0]).toMatchObject({
      bookingNo: 'BK26000001',
      docType: 'COMMERCIAL_INVOICE',
      file: expect.any(File),
    });
    finish(doc(2, { name: '发票.pdf', docType: 'COMMERCIAL_INVOICE' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rows()[0]!).getByText('发票.pdf')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('checks the type and the file before sending, and shows the server’s refusal under the file', async () => {
    await openPage();
    await table().findByText('装箱单1.pdf');
    chooseFile(pdf());
    expect(await screen.findByText('请选择单证类型')).toBeTruthy();
    await chooseOption(within(document.body), '单证类型', '装箱单');
    chooseFile(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('仅支持 PDF、JPG、PNG、XLSX、DOCX 格式的文件（按文件内容判断）')).toBeTruthy();
    chooseFile(pdf('big.pdf', 10 * 1024 * 1024 + 1));
    expect(await screen.findByText('文件不能超过 10 MB')).toBeTruthy();
    expect(uploadBookingDocument).not.toHaveBeenCalled();

    uploadBookingDocument.mockRejectedValue(
      new ApiError('参数校验失败', { kind: 'business', code: 10422, fields: { file: '仅支持 PDF、JPG、PNG、XLSX、DOCX 格式的文件（按文件内容判断）' } }),
    );
    chooseFile(pdf('renamed.pdf'));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '仅支持 PDF、JPG、PNG、XLSX、DOCX 格式的文件（按文件内容判断）');
    expect(rows()).toHaveLength(1);
  });

  it('downloads a document under its name', async () => {
    downloadBookingDocument.mockResolvedValue(new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    const created = vi.fn(() => 'blob:doc');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await openPage();
    await table().findByText('装箱单1.pdf');
    fireEvent.click(screen.getByRole('button', { name: '下载 装箱单1.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(downloadBookingDocument).toHaveBeenCalledWith('d-1', { signal: expect.any(AbortSignal) });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('装箱单1.pdf');
    click.mockRestore();
  });

  it('deletes only after the confirmation', async () => {
    await openPage();
    await table().findByText('装箱单1.pdf');
    fireEvent.click(screen.getByRole('button', { name: '删除 装箱单1.pdf' }));
    const confirm = within(await screen.findByRole('dialog', { name: '删除单证' }));
    expect(confirm.getByText('确定删除“装箱单1.pdf”吗？删除后无法恢复。')).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteBookingDocument).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '删除 装箱单1.pdf' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '删除单证' })).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('订舱 BK26000001 还没有单证。')).toBeTruthy();
    expect(deleteBookingDocument).toHaveBeenCalledWith('d-1');
  });
});
