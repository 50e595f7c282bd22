import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { fontRunsInPdf, textRunsInPdf } from '../../../test/pdfText';
import { renderBillOfLading } from './bl.pdf';
import { sampleBill } from '../../../test/shipping/bl.testkit';

/** Whether some text run of the PDF reads `text` (read back through the embedded font's map). */
const has = (pdf: Buffer, text: string) => textRunsInPdf(pdf).some((run) => run.includes(text));
/** The fonts embedded in the PDF, by name without the subset tag. */
const embeddedFonts = (pdf: Buffer) => new Set([...pdf.toString('latin1').matchAll(/\/BaseFont \/(\S+)/g)].map((m) => m[1]?.replace(/^[A-Z]{6}\+/, '')));
/** The fonts of the runs that read `text`. */
const fontsOf = (pdf: Buffer, text: string) =>
  new Set(
    fontRunsInPdf(pdf)
      .filter((run) => run.text.includes(text))
      .map((run) => run.font),
  );

describe('the bill of lading PDF', () => {
  it('is one A4 page', async () => {
    const parsed = await PDFDocument.load(await renderBillOfLading(sampleBill(), 'zh'));
    expect(parsed.getPageCount()).toBe(1);
    const { width, height } = parsed.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  });

  it('embeds only the CJK fonts, as subsets, and prints Chinese and Japanese with them', async () => {
    const pdf = await renderBillOfLading(sampleBill(), 'jp');
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansJP-Regular/);
    expect(embeddedFonts(pdf)).toEqual(new Set(['NotoSansJP-Regular', 'NotoSansHans-Regular']));
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

  it('sets Japanese text on the Japanese bill in Noto Sans JP, and Chinese text it lacks in Noto Sans Hans', async () => {
    const pdf = await renderBillOfLading(sampleBill(), 'jp');
    for (const text of ['船荷証券', '荷送人', '荷受人', '着荷通知先', 'サレンダー済み', '株式会社なにわ商事', '渡辺はなこ', '新鑑真'])
      expect(fontsOf(pdf, text), text).toEqual(new Set(['NotoSansJP-Regular']));
    // 东, 际 and 贸 are no Japanese characters: the shipper's name prints, whole, in the Chinese face.
    expect(fontsOf(pdf, '上海东海国际贸易有限公司')).toEqual(new Set(['NotoSansHans-Regular']));
    // The face is chosen per text written: the sample's description holds both languages in one text (制 is no
    // Japanese character), so all of it, its Japanese line too, is in the Chinese face.
    expect(fontsOf(pdf, '木製オフィス家具')).toEqual(new Set(['NotoSansHans-Regular']));
  });

  it('sets the whole Chinese bill in Noto Sans Hans, Japanese names included', async () => {
    const pdf = await renderBillOfLading(sampleBill(), 'zh');
    expect(embeddedFonts(pdf)).toEqual(new Set(['NotoSansHans-Regular']));
    expect(fontsOf(pdf, '株式会社なにわ商事')).toEqual(new Set(['NotoSansHans-Regular']));
    expect(fontsOf(pdf, '提单')).toEqual(new Set(['NotoSansHans-Regular']));
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
