import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { CJK_FONT_NAME } from '../../../lib/pdf/cjkFont';
import { textRunsInPdf } from '../../../test/pdfText';
import { renderBillOfLading } from './bl.pdf';
import { sampleBill } from '../../../test/shipping/bl.testkit';

/** Whether some text run of the PDF reads `text` (read back through the embedded font's map). */
const has = (pdf: Buffer, text: string) => textRunsInPdf(pdf).some((run) => run.includes(text));

describe('the bill of lading PDF', () => {
  it('is one A4 page', async () => {
    const parsed = await PDFDocument.load(await renderBillOfLading(sampleBill(), 'zh'));
    expect(parsed.getPageCount()).toBe(1);
    const { width, height } = parsed.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  });

  it('embeds only the CJK font, as a subset, and prints Chinese and Japanese with it', async () => {
    const pdf = await renderBillOfLading(sampleBill(), 'jp');
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${CJK_FONT_NAME}`));
    expect(new Set([...raw.matchAll(/\/BaseFont \/(\S+)/g)].map((m) => m[1]?.replace(/^[A-Z]{6}\+/, '')))).toEqual(new Set([CJK_FONT_NAME]));
    for (const text of [
      '上海东海国际贸易有限公司',
      '株式会社なにわ商事',
      '渡辺はなこ',
      '木製オフィス家具',
      '船荷証券',
      '荷送人',
      '荷受人',
      '着荷通知先',
      'サレンダー済み',
    ])
      expect(has(pdf, text), text).toBe(true);
    expect(has(pdf, '提单')).toBe(false);
  });

  it('names the vessel by its Japanese name on the Japanese bill', async () => {
    expect(has(await renderBillOfLading(sampleBill(), 'jp'), '新鑑真')).toBe(true);
    expect(has(await renderBillOfLading(sampleBill(), 'jp'), '新鉴真')).toBe(false);
    expect(has(await renderBillOfLading(sampleBill(), 'zh'), '新鉴真')).toBe(true);
  });

  it('prints the numbers, parties, vessel and voyage, ports, containers, marks and description, and TELEX RELEASED', async () => {
    const pdf = await renderBillOfLading(sampleBill(), 'zh');
    for (const text of [
      'BILL OF LADING',
      '提单',
      'ESF26000007',
      'BK26000012',
      'Shipper',
      'Consignee',
      'Notify Party',
      'SAME AS CONSIGNEE',
      '新鉴真',
      'SO2612010',
      'Shanghai 上海 (CNSHA)',
      'Osaka 大阪 (JPOSA)',
      '2026-12-01',
      '2 x 40HC',
      '1 x 20GP',
      '18,500.00',
      '27,700.50',
      'NANIWA',
      'C/NO. 1-240',
      '木制办公家具（桌椅）240箱',
      'TELEX RELEASED',
      '已电放',
    ]) {
      expect(has(pdf, text), text).toBe(true);
    }
  });

  it('has no stamp on a bill not yet released', async () => {
    const pdf = await renderBillOfLading(sampleBill({ telexReleasedAt: null }), 'zh');
    expect(has(pdf, 'TELEX RELEASED')).toBe(false);
    expect(has(pdf, 'ESF26000007')).toBe(true);
  });
});
