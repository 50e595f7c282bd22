import { PDFDocument } from 'pdf-lib';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { maskIdNumber, portLocalTime } from './eticket.format';
import { eticketPages, renderETicket, TICKET_QR } from './eticket.pdf';
import { rgbImagesInPdf, type RgbImage } from './eticket.pdfImages';
import { fontRunsInPdf, textRunsInPdf } from '../../test/pdfText';
import { sampleOrder } from '../../test/eticket.testkit';

const NAMES = { ticketType: (code: string, lang: string) => `${code}:${lang}` };
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

describe('the e-ticket PDF', () => {
  it('is a PDF of one page per passenger per leg', async () => {
    const order = sampleOrder();
    const pdf = await renderETicket(order, 'zh', NAMES);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const parsed = await PDFDocument.load(pdf);
    expect(order.legs).toHaveLength(2);
    expect(order.passengers).toHaveLength(2);
    expect(parsed.getPageCount()).toBe(4);
  });

  it('has as many pages as tickets for a one-way order of three', async () => {
    const base = sampleOrder();
    const third = { ...(base.tickets[0] as (typeof base.tickets)[number]), passengerIndex: 2, ticketNo: 'T2611220001-1-3', uuid: 'x' };
    const order = sampleOrder({
      orderType: 'ONE_WAY',
      legs: base.legs.slice(0, 1),
      passengers: [...base.passengers, base.passengers[0] as (typeof base.passengers)[number]],
      tickets: [...base.tickets.filter((t) => t.legIndex === 0), third],
    });
    expect((await PDFDocument.load(await renderETicket(order, 'jp', NAMES))).getPageCount()).toBe(3);
  });

  it('embeds the CJK fonts (subsets) and prints Chinese and Japanese names with them', async () => {
    const pdf = await renderETicket(sampleOrder(), 'jp', NAMES);
    const raw = pdf.toString('latin1');
    // Embedded (FontFile3: the font program itself) as a subset (the six-letter tag before its name).
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansJP-Regular/);
    expect(raw).toContain('/FontFile3');
    // Every font in the file is one of the two: no text falls back to a font the reader may lack.
    expect(embeddedFonts(pdf)).toEqual(new Set(['NotoSansJP-Regular', 'NotoSansHans-Regular']));
    for (const text of ['张伟', '渡辺はなこ', 'WATANABE HANAKO', '大阪', '上海', '東海フェリー', '電子乗船券', '復路', '2等和室'])
      expect(has(pdf, text), text).toBe(true);
    // The sample's words in the other language are not printed.
    expect(has(pdf, '电子船票')).toBe(false);
  });

  it('sets Japanese text on the Japanese ticket in Noto Sans JP, and a Chinese name it lacks (张伟) in Noto Sans Hans', async () => {
    const pdf = await renderETicket(sampleOrder(), 'jp', NAMES);
    for (const text of ['電子乗船券', '東海フェリー', '渡辺はなこ', 'チェックイン開始', '新鑑真 Shin Ganjin', '上海  →  大阪', '2等和室', 'ZHANG WEI'])
      expect(fontsOf(pdf, text), text).toEqual(new Set(['NotoSansJP-Regular']));
    // 张 is no Japanese character: the name prints, whole, in the Chinese face.
    expect(fontsOf(pdf, '张伟')).toEqual(new Set(['NotoSansHans-Regular']));
    // Without a Chinese-only name the Japanese ticket carries the Japanese face alone.
    const base = sampleOrder();
    const japaneseOnly = sampleOrder({ tickets: base.tickets.filter((t) => t.passengerIndex === 1) });
    expect(embeddedFonts(await renderETicket(japaneseOnly, 'jp', NAMES))).toEqual(new Set(['NotoSansJP-Regular']));
  });

  it('sets the whole Chinese ticket in Noto Sans Hans, Japanese names included', async () => {
    const pdf = await renderETicket(sampleOrder(), 'zh', NAMES);
    expect(embeddedFonts(pdf)).toEqual(new Set(['NotoSansHans-Regular']));
    expect(fontsOf(pdf, '渡辺はなこ')).toEqual(new Set(['NotoSansHans-Regular']));
    expect(fontsOf(pdf, '电子船票')).toEqual(new Set(['NotoSansHans-Regular']));
  });

  it('prints the sailing, cabin, ticket type, masked ID and the numbers in the language asked', async () => {
    const pdf = await renderETicket(sampleOrder(), 'zh', NAMES);
    for (const text of [
      '电子船票',
      '去程',
      '返程',
      '二等和室',
      'SO2612010',
      'OS2612080',
      'T2611220001-2-2',
      'ADULT:zh',
      'CHILD:zh',
      '2026-12-01 11:00 (UTC+8)',
      '2026-12-09 10:00 (UTC+8)',
      '上海  →  大阪',
      '张伟',
      'ZHANG WEI',
      '新鉴真',
    ]) {
      expect(has(pdf, text), text).toBe(true);
    }
    // Only the masked IDs reach the page.
    expect(has(pdf, 'E1*****78')).toBe(true);
    expect(has(pdf, 'TK*****43')).toBe(true);
    expect(has(pdf, 'E12345678')).toBe(false);
    expect(has(pdf, '9876')).toBe(false);
  });

  it('names the vessel by its Japanese name on the Japanese ticket (新鑑真, not the simplified 新鉴真)', async () => {
    const ja = await renderETicket(sampleOrder(), 'jp', NAMES);
    expect(has(ja, '新鑑真 Shin Ganjin')).toBe(true);
    expect(has(ja, '新鉴真')).toBe(false);
    expect(has(await renderETicket(sampleOrder(), 'zh', NAMES), '新鉴真 Shin Ganjin')).toBe(true);
  });

  it('prints when check-in opens and closes at each leg’s departure terminal, in its local time (2 h to 1 h before departure)', async () => {
    // Outbound leaves Shanghai 2026-12-01 11:00 (UTC+8); the return leaves Osaka 2026-12-08 12:00 (UTC+9).
    const zh = await renderETicket(sampleOrder(), 'zh', NAMES);
    for (const text of ['检票开始', '检票截止', '2026-12-01 09:00 (UTC+8)', '2026-12-01 10:00 (UTC+8)', '2026-12-08 10:00 (UTC+9)', '2026-12-08 11:00 (UTC+9)'])
      expect(has(zh, text), text).toBe(true);
    const ja = await renderETicket(sampleOrder(), 'jp', NAMES);
    for (const text of ['チェックイン開始', 'チェックイン締切', '2026-12-01 09:00 (UTC+8)', '2026-12-08 11:00 (UTC+9)']) expect(has(ja, text), text).toBe(true);
  });

  it('prints each leg’s departure terminal address in the ticket’s language, and no line for a port without one', async () => {
    const terminals = {
      CNSHA: { zh: '上海市虹口区东大名路500号 上海港国际客运中心', ja: '上海市虹口区東大名路500号 上海港国際フェリーターミナル' },
      JPOSA: { zh: '大阪市住之江区南港北1-20-15 大阪南港国际渡轮码头', ja: '大阪市住之江区南港北1-20-15 大阪南港国際フェリーターミナル' },
    };
    const zh = await renderETicket(sampleOrder(), 'zh', NAMES, terminals);
    expect(has(zh, '出发码头')).toBe(true);
    expect(has(zh, '上海市虹口区东大名路500号 上海港国际客运中心')).toBe(true);
    expect(has(zh, '大阪市住之江区南港北1-20-15 大阪南港国际渡轮码头')).toBe(true);
    const ja = await renderETicket(sampleOrder(), 'jp', NAMES, terminals);
    expect(has(ja, '出発ターミナル')).toBe(true);
    expect(has(ja, '上海市虹口区東大名路500号 上海港国際フェリーターミナル')).toBe(true);
    expect(has(ja, '大阪市住之江区南港北1-20-15 大阪南港国際フェリーターミナル')).toBe(true);
    // The departure terminal, not the arrival one: a one-way Shanghai–Osaka ticket names Shanghai's only.
    const base = sampleOrder();
    const oneWay = await renderETicket(
      sampleOrder({ orderType: 'ONE_WAY', legs: base.legs.slice(0, 1), tickets: base.tickets.filter((t) => t.legIndex === 0) }),
      'zh',
      NAMES,
      terminals,
    );
    expect(has(oneWay, '上海市虹口区东大名路500号 上海港国际客运中心')).toBe(true);
    expect(has(oneWay, '大阪南港国际渡轮码头')).toBe(false);
    // Only Shanghai known: the Osaka leg's page has no terminal line, and the pages stay four.
    const partial = await renderETicket(sampleOrder(), 'zh', NAMES, { CNSHA: terminals.CNSHA });
    expect(textRunsInPdf(partial).filter((run) => run === '出发码头')).toHaveLength(2);
    expect((await PDFDocument.load(partial)).getPageCount()).toBe(4);
  });

  it('prints the extra bed on every page when the order has one, and nothing of it otherwise', async () => {
    const zh = await renderETicket(sampleOrder({ extraBed: true }), 'zh', NAMES);
    expect(textRunsInPdf(zh).filter((run) => run === '加床')).toHaveLength(4);
    expect(has(zh, '已预订（1张）')).toBe(true);
    const ja = await renderETicket(sampleOrder({ extraBed: true }), 'jp', NAMES);
    expect(textRunsInPdf(ja).filter((run) => run === 'エキストラベッド')).toHaveLength(4);
    expect(has(ja, '予約済み（1台）')).toBe(true);
    expect(has(await renderETicket(sampleOrder(), 'zh', NAMES), '加床')).toBe(false);
    expect(has(await renderETicket(sampleOrder(), 'jp', NAMES), 'エキストラベッド')).toBe(false);
  });

  it('carries on each page the QR code of that page’s ticket number', async () => {
    const order = sampleOrder();
    const images = rgbImagesInPdf(await renderETicket(order, 'zh', NAMES));
    expect(images).toHaveLength(order.tickets.length);
    for (const ticket of order.tickets) {
      expect(
        images.filter((image) => showsQrOf(image, ticket.ticketNo!)),
        ticket.ticketNo!,
      ).toHaveLength(1);
    }
    // The check can tell codes apart: the order number alone is none of them.
    expect(images.filter((image) => showsQrOf(image, order.orderNo!))).toHaveLength(0);
  });

  it('refuses an order without tickets (a DRAFT) instead of printing an empty file', async () => {
    await expect(renderETicket(sampleOrder({ tickets: [] }), 'zh')).rejects.toThrow(/no tickets/);
  });

  it('leaves out a VOID ticket (a changed leg’s old one) and prints the ticket that replaced it', async () => {
    const base = sampleOrder();
    const old = base.tickets.find((t) => t.legIndex === 0 && t.passengerIndex === 0)!;
    const order = sampleOrder({
      tickets: [...base.tickets.map((t) => (t === old ? { ...t, status: 'VOID' as const } : t)), { ...old, uuid: 'new', ticketNo: 'T2611220001-1-1-C1' }],
    });
    expect(eticketPages(order).map((p) => p.ticket.ticketNo)).toEqual(['T2611220001-1-1-C1', 'T2611220001-1-2', 'T2611220001-2-1', 'T2611220001-2-2']);
    const pdf = await renderETicket(order, 'zh', NAMES);
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(4);
    expect(has(pdf, 'T2611220001-1-1-C1')).toBe(true);
    expect(textRunsInPdf(pdf)).not.toContain('T2611220001-1-1');
  });

  it('orders the pages by leg, then passenger', () => {
    const order = sampleOrder();
    const shuffled = sampleOrder({ tickets: [...order.tickets].reverse() });
    expect(eticketPages(shuffled).map((p) => p.ticket.ticketNo)).toEqual(['T2611220001-1-1', 'T2611220001-1-2', 'T2611220001-2-1', 'T2611220001-2-2']);
  });
});

describe('the e-ticket formats', () => {
  it('shows each port’s local time with its offset', () => {
    expect(portLocalTime('2026-12-01T03:00:00.000Z', 'CNSHA')).toBe('2026-12-01 11:00 (UTC+8)');
    expect(portLocalTime('2026-12-01T20:30:00.000Z', 'JPOSA')).toBe('2026-12-02 05:30 (UTC+9)');
  });

  it('masks the middle of an ID number', () => {
    expect(maskIdNumber('E12345678')).toBe('E1*****78');
    expect(maskIdNumber('110101199003077777')).toBe('110***********7777');
    expect(maskIdNumber('12345')).toBe('****5');
    expect(maskIdNumber('123456')).toBe('12**56');
    expect(maskIdNumber(' ')).toBe('');
  });
});

/** Whether every module of the QR code of `text` is dark or light at its place in the image (sampled at its centre). */
function showsQrOf(image: RgbImage, text: string): boolean {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: TICKET_QR.errorCorrectionLevel });
  const scale = image.width / (modules.size + 2 * TICKET_QR.margin);
  const darkAt = (x: number, y: number) => (image.pixels[(Math.floor(y) * image.width + Math.floor(x)) * 3] ?? 255) < 128;
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      const centre = (i: number) => (i + TICKET_QR.margin + 0.5) * scale;
      if (darkAt(centre(col), centre(row)) !== Boolean(modules.get(row, col))) return false;
    }
  }
  return true;
}
