import PDFDocument from 'pdfkit';
import { pick, type Lang } from '../../../../src/domain/lang';
import type { BookingContainerView, BookingPartyView } from '../../../../src/domain/shipping/types';
import { vesselName } from '../../../../src/domain/vessels';
import { localDate } from '../../../../src/domain/voyages';
import { useCjkFonts } from '../../../lib/pdf/cjkFont';
import { pdfBytes } from '../../../lib/pdf/collect';
import { BL_LABELS, BL_LABELS_EN } from './bl.labels';

/** What a bill of lading prints; the service gathers it from the booking, its bill and the ports. */
export interface BillDocument {
  blNo: string;
  bookingNo: string;
  vessel: string;
  voyageCode: string;
  pol: { code: string; zh: string; ja: string; en: string };
  pod: { code: string; zh: string; ja: string; en: string };
  /** departure from the port of loading, if the sailing is known */
  etd: Date | null;
  issuedAt: Date;
  /** null: not released (the service never prints such a bill for the customer) */
  telexReleasedAt: Date | null;
  shipper?: BookingPartyView;
  consignee?: BookingPartyView;
  notify?: BookingPartyView;
  containers: BookingContainerView[];
  marks: string;
  commodity: string;
  cargoDescription: string;
}

// A4 portrait.
const PAGE = { width: 595.28, height: 841.89 };
const M = 36;
const INK = '#111827';
const MUTED = '#6b7280';
const LINE = '#9ca3af';
const BAND = '#0b4f8a';
const STAMP = '#c81e1e';

/**
 * The bill of lading as a one-page A4 PDF: the company, bill and booking numbers, shipper,
 * consignee and notify party, vessel, voyage and ports, the containers with marks, description
 * and weights, and — once released — the TELEX RELEASED stamp with its date. Labels are English
 * with the Chinese or Japanese word beside them (`lang`); every text is set in an embedded CJK
 * font (server/lib/pdf/cjkFont.ts: Noto Sans JP for Japanese text on a Japanese bill, Noto Sans
 * Hans otherwise), so parties' names in Chinese or Japanese print wherever the PDF is opened.
 */
export async function renderBillOfLading(bill: BillDocument, lang: Lang): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: M,
    info: { Title: `Bill of Lading ${bill.blNo}`, Author: BL_LABELS_EN.company, Subject: bill.bookingNo },
    lang: lang === 'zh' ? 'zh-CN' : 'ja-JP',
  });
  const done = pdfBytes(doc);
  useCjkFonts(doc, lang);
  const label = (key: keyof typeof BL_LABELS) => `${BL_LABELS_EN[key]}  ${pick(BL_LABELS[key], lang)}`;
  const day = (date: Date) => localDate(date, bill.pol.code || 'CNSHA');

  // Header band: who issues it, what it is, its number.
  doc.rect(0, 0, PAGE.width, 70).fill(BAND);
  doc.fillColor('#ffffff').fontSize(15).text(pick(BL_LABELS.company, lang), M, 16, { lineBreak: false });
  doc.fontSize(9).text(BL_LABELS_EN.company, M, 38, { lineBreak: false });
  doc.fontSize(18).text(`${BL_LABELS_EN.title}  ${pick(BL_LABELS.title, lang)}`, M, 14, { width: PAGE.width - 2 * M, align: 'right', lineBreak: false });
  doc.fontSize(10).text(`${label('blNo')}: ${bill.blNo}`, M, 42, { width: PAGE.width - 2 * M, align: 'right', lineBreak: false });

  // Parties on the left, the voyage on the right.
  const half = (PAGE.width - 2 * M) / 2;
  const left = M;
  const right = M + half;
  let y = 86;
  const partyBox = (key: 'shipper' | 'consignee' | 'notify', party: BookingPartyView | undefined) => {
    const h = 96;
    box(doc, left, y, half, h);
    doc
      .fillColor(MUTED)
      .fontSize(7.5)
      .text(label(key), left + 6, y + 5, { width: half - 12, lineBreak: false });
    if (party) {
      doc
        .fillColor(INK)
        .fontSize(10.5)
        .text(party.name, left + 6, y + 18, { width: half - 12, height: 28, ellipsis: true });
      const lines = [party.address, [party.contact, party.phone].filter(Boolean).join('  '), party.email].filter(Boolean).join('\n');
      doc
        .fillColor(INK)
        .fontSize(8.5)
        .text(lines, left + 6, doc.y + 2, { width: half - 12, height: y + h - doc.y - 6, ellipsis: true });
    }
    y += h;
  };
  const top = y;
  partyBox('shipper', bill.shipper);
  partyBox('consignee', bill.consignee);
  partyBox('notify', bill.notify);

  const cells: [keyof typeof BL_LABELS, string][] = [
    ['bookingNo', bill.bookingNo],
    ['vessel', vesselName(bill.vessel, lang)],
    ['voyage', bill.voyageCode],
    ['pol', `${bill.pol.en} ${pick(bill.pol, lang)} (${bill.pol.code})`],
    ['pod', `${bill.pod.en} ${pick(bill.pod, lang)} (${bill.pod.code})`],
    ['etd', bill.etd ? day(bill.etd) : ''],
    ['issued', `${bill.pol.en}, ${day(bill.issuedAt)}`],
  ];
  const cellHeight = (y - top) / cells.length;
  cells.forEach(([key, value], i) => {
    const cy = top + i * cellHeight;
    box(doc, right, cy, half, cellHeight);
    doc
      .fillColor(MUTED)
      .fontSize(7.5)
      .text(label(key), right + 6, cy + 5, { width: half - 12, lineBreak: false });
    doc
      .fillColor(INK)
      .fontSize(11)
      .text(value, right + 6, cy + 18, { width: half - 12, lineBreak: false });
  });

  // The cargo: marks, containers, description, weight.
  y += 14;
  const cols = [
    { key: 'marks' as const, x: M, w: 120 },
    { key: 'containers' as const, x: M + 120, w: 100 },
    { key: 'description' as const, x: M + 220, w: PAGE.width - 2 * M - 220 - 100 },
    { key: 'weight' as const, x: PAGE.width - M - 100, w: 100 },
  ];
  const headerH = 30;
  for (const col of cols) {
    box(doc, col.x, y, col.w, headerH, '#eef2f7');
    doc
      .fillColor(INK)
      .fontSize(8)
      .text(BL_LABELS_EN[col.key], col.x + 5, y + 5, { width: col.w - 10, lineBreak: false });
    doc
      .fillColor(MUTED)
      .fontSize(7.5)
      .text(pick(BL_LABELS[col.key], lang), col.x + 5, y + 17, { width: col.w - 10, lineBreak: false });
  }
  y += headerH;
  const bodyH = 250;
  for (const col of cols) box(doc, col.x, y, col.w, bodyH);
  const [marksCol, boxesCol, descCol, weightCol] = cols as [(typeof cols)[0], (typeof cols)[0], (typeof cols)[0], (typeof cols)[0]];
  doc
    .fillColor(INK)
    .fontSize(9)
    .text(bill.marks || 'N/M', marksCol.x + 5, y + 6, { width: marksCol.w - 10, height: bodyH - 12, ellipsis: true });
  bill.containers.forEach((c, i) => {
    doc
      .fillColor(INK)
      .fontSize(9.5)
      .text(`${c.quantity} x ${c.containerType}`, boxesCol.x + 5, y + 6 + i * 15, { width: boxesCol.w - 10, lineBreak: false });
    doc.text(formatKg(c.grossWeightKg), weightCol.x + 5, y + 6 + i * 15, { width: weightCol.w - 10, align: 'right', lineBreak: false });
  });
  doc
    .fillColor(INK)
    .fontSize(10)
    .text(bill.commodity, descCol.x + 5, y + 6, { width: descCol.w - 10, lineBreak: false });
  doc.fontSize(9).text(bill.cargoDescription, descCol.x + 5, y + 22, { width: descCol.w - 10, height: bodyH - 30, ellipsis: true });
  y += bodyH;
  const total = bill.containers.reduce((sum, c) => sum + c.quantity, 0);
  const weight = bill.containers.reduce((sum, c) => sum + c.grossWeightKg, 0);
  box(doc, M, y, PAGE.width - 2 * M, 22, '#eef2f7');
  doc
    .fillColor(INK)
    .fontSize(9)
    .text(`${label('total')}: ${total} x CNTR`, M + 5, y + 6, { width: 300, lineBreak: false });
  doc.text(formatKg(weight), weightCol.x + 5, y + 6, { width: weightCol.w - 10, align: 'right', lineBreak: false });
  y += 36;

  // The telex release: a stamp across the cargo, and the words under it.
  if (bill.telexReleasedAt) {
    const released = bill.telexReleasedAt;
    doc.save();
    doc.rotate(-12, { origin: [PAGE.width / 2, 560] });
    doc
      .roundedRect(PAGE.width / 2 - 150, 520, 300, 84, 8)
      .lineWidth(3)
      .strokeColor(STAMP)
      .stroke();
    doc
      .fillColor(STAMP)
      .fontSize(30)
      .text(BL_LABELS_EN.released, PAGE.width / 2 - 150, 532, { width: 300, align: 'center', lineBreak: false });
    doc.fontSize(13).text(`${pick(BL_LABELS.released, lang)}  ${day(released)}`, PAGE.width / 2 - 150, 572, { width: 300, align: 'center', lineBreak: false });
    doc.restore();
    doc
      .fillColor(INK)
      .fontSize(8.5)
      .text(`${label('releasedAt')}: ${released.toISOString().slice(0, 16).replace('T', ' ')} UTC`, M, y, { width: PAGE.width - 2 * M });
    doc
      .fillColor(MUTED)
      .fontSize(8)
      .text(BL_LABELS_EN.releasedNote, M, doc.y + 4, { width: PAGE.width - 2 * M });
    doc.text(pick(BL_LABELS.releasedNote, lang), M, doc.y + 2, { width: PAGE.width - 2 * M });
  }
  doc
    .fillColor(MUTED)
    .fontSize(7.5)
    .text(`${BL_LABELS_EN.times}. ${pick(BL_LABELS.times, lang)}。`, M, PAGE.height - M - 12, { width: PAGE.width - 2 * M, lineBreak: false });
  doc.end();
  return done;
}

function box(doc: PDFKit.PDFDocument, x: number, y: number, w: number, h: number, fill?: string): void {
  if (fill) doc.rect(x, y, w, h).fill(fill);
  doc.rect(x, y, w, h).lineWidth(0.6).strokeColor(LINE).stroke();
}

function formatKg(kg: number): string {
  return kg.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
