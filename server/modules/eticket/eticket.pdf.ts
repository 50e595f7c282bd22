import type { DictItem } from '../../../src/domain/baseData';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { pick, type Lang } from '../../../src/domain/lang';
import type { TerminalAddresses } from '../../../src/domain/terminals';
import type { OrderLegView, OrderTicketView, OrderView } from '../../../src/domain/ticketing/order';
import { vesselName } from '../../../src/domain/vessels';
import { pdfBytes } from '../../lib/pdf/collect';
import { useCjkFonts } from '../../lib/pdf/cjkFont';
import { checkInWindow, maskIdNumber, portLocalTime } from './eticket.format';
import { ETICKET_LABELS as L } from './eticket.labels';

/** What the ticket prints beside the order: the ticket type's name (a dictionary item) in the language asked. */
export interface ETicketNames {
  ticketType(code: string, lang: Lang): string;
}

const CODES_ONLY: ETicketNames = { ticketType: (code) => code };

/** The ticket types' names from the TICKET_TYPE dictionary (its code where it has none). */
export function ticketTypeNames(items: readonly DictItem[]): ETicketNames {
  return {
    ticketType: (code, lang) => {
      const item = items.find((i) => i.cde === code);
      return item ? (lang === 'zh' ? item.cnnme : item.ennme) : code;
    },
  };
}

// A5 landscape: a ticket's size, readable on a phone and printable on any paper.
const PAGE = { width: 595.28, height: 419.53 };
const MARGIN = 28;
const INK = '#1f2937';
const MUTED = '#6b7280';
const BAND = '#0b4f8a';
const QR_SIZE = 132;
/** The QR code's image: twice the printed size for sharp printing, a quiet zone of one module. */
export const TICKET_QR = { margin: 1, width: 264, errorCorrectionLevel: 'M' } as const;

export interface ETicketPage {
  leg: OrderLegView;
  ticket: OrderTicketView;
  idNumber: string;
}

/**
 * One page per ticket, i.e. per passenger per leg, in leg then passenger order. A VOID ticket (the
 * leg was changed to another sailing: its new ticket replaces it) is left out: nobody boards with it.
 */
export function eticketPages(order: OrderView): ETicketPage[] {
  const tickets = order.tickets.filter((t) => t.status !== 'VOID').sort((a, b) => a.legIndex - b.legIndex || a.passengerIndex - b.passengerIndex);
  return tickets.flatMap((ticket) => {
    const leg = order.legs.find((l) => l.legIndex === ticket.legIndex);
    if (!leg) return [];
    return [{ leg, ticket, idNumber: order.passengers[ticket.passengerIndex]?.certificateNo ?? '' }];
  });
}

/**
 * The order's e-ticket as a PDF: one page per passenger per leg with the sailing (vessel, voyage,
 * ports with local times), cabin, ticket type, the passenger's names, the ID number masked, the
 * ticket and order numbers, a QR code of the ticket number, when check-in opens and closes, the
 * departure terminal's address (`terminals`, by port code; the line is left out for a port without
 * one) and the order's extra bed. Every text is set in an embedded CJK font (server/lib/pdf/cjkFont.ts:
 * Noto Sans JP for Japanese text on a Japanese ticket, Noto Sans Hans otherwise), so Chinese and
 * Japanese names print wherever the PDF is opened.
 */
export async function renderETicket(order: OrderView, lang: Lang, names: ETicketNames = CODES_ONLY, terminals: TerminalAddresses = {}): Promise<Buffer> {
  const pages = eticketPages(order);
  if (pages.length === 0) throw new Error(`order ${order.uuid} has no tickets to print`);
  const qrs = await Promise.all(pages.map((p) => QRCode.toBuffer(p.ticket.ticketNo ?? '', { type: 'png', ...TICKET_QR })));

  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: `${pick(L.title, lang)} ${order.orderNo ?? ''}`.trim(), Author: `${pick(L.company, lang)} ${L.companyEn.zh}`, Subject: order.orderNo ?? '' },
    lang: lang === 'zh' ? 'zh-CN' : 'ja-JP',
  });
  const done = pdfBytes(doc);
  useCjkFonts(doc, lang);

  pages.forEach((page, index) => {
    doc.addPage();
    drawPage(doc, { order, page, qr: qrs[index] as Buffer, lang, names, terminals, n: index + 1, total: pages.length });
  });
  doc.end();
  return done;
}

interface PageInput {
  order: OrderView;
  page: ETicketPage;
  qr: Buffer;
  lang: Lang;
  names: ETicketNames;
  terminals: TerminalAddresses;
  n: number;
  total: number;
}

function drawPage(doc: PDFKit.PDFDocument, { order, page, qr, lang, names, terminals, n, total }: PageInput): void {
  const { leg, ticket } = page;
  const t = (label: keyof typeof L) => pick(L[label], lang);
  const zh = lang === 'zh';

  // Header band: who issues it and what it is.
  doc.rect(0, 0, PAGE.width, 56).fill(BAND);
  doc.fillColor('#ffffff').fontSize(17).text(t('company'), MARGIN, 14, { lineBreak: false });
  doc.fontSize(9).text(L.companyEn.zh, MARGIN, 36, { lineBreak: false });
  const legWord = order.orderType === 'ROUND_TRIP' ? ` · ${leg.legIndex === 0 ? t('outbound') : t('return')}` : '';
  doc.fontSize(15).text(`${t('title')}${legWord}`, MARGIN, 20, { width: PAGE.width - 2 * MARGIN, align: 'right', lineBreak: false });

  // The sailing: route, then departure and arrival in each port's local time.
  const from = zh ? leg.departurePortNameZh : leg.departurePortNameJa;
  const to = zh ? leg.arrivalPortNameZh : leg.arrivalPortNameJa;
  const left = MARGIN;
  const bodyWidth = PAGE.width - 2 * MARGIN - QR_SIZE - 24;
  doc.fillColor(INK).fontSize(22).text(`${from}  →  ${to}`, left, 72, { width: bodyWidth, lineBreak: false });
  field(doc, t('departure'), portLocalTime(leg.departureTime, leg.departurePort), left, 110, 200);
  field(doc, t('arrival'), portLocalTime(leg.arrivalTime, leg.arrivalPort), left + 210, 110, 200);

  // The rest of the sailing and the ticket, two to a row.
  const col = [left, left + 210];
  field(doc, t('vessel'), vesselName(leg.vessel, lang), col[0] as number, 146, 200);
  field(doc, t('voyage'), leg.voyageCode, col[1] as number, 146, 200);
  field(doc, t('cabin'), zh ? leg.cabinNameZh : leg.cabinNameJa, col[0] as number, 182, 200);
  field(doc, t('ticketType'), names.ticketType(ticket.ticketType, lang), col[1] as number, 182, 200);

  // The passenger: the name in characters above the roman one (never the same one twice).
  doc.fillColor(MUTED).fontSize(8).text(t('passenger'), left, 218, { lineBreak: false });
  const [main, second] = ticket.passengerName.trim() ? [ticket.passengerName, ticket.passengerNameEn] : [ticket.passengerNameEn, ''];
  doc.fillColor(INK).fontSize(16).text(main, left, 230, { width: 200, lineBreak: false });
  if (second && second !== main) doc.fillColor(INK).fontSize(10).text(second, left, 250, { width: 200, lineBreak: false });
  field(doc, t('idNumber'), maskIdNumber(page.idNumber), col[1] as number, 218, 200);

  field(doc, t('ticketNo'), ticket.ticketNo ?? '', col[0] as number, 266, 200);
  field(doc, t('orderNo'), order.orderNo ?? '', col[1] as number, 266, 200);

  // Check-in at the departure terminal (the passenger notice's hours), in that port's local time.
  const window = checkInWindow(leg.departureTime);
  field(doc, t('checkInOpens'), portLocalTime(window.opens, leg.departurePort), col[0] as number, 302, 200);
  field(doc, t('checkInCloses'), portLocalTime(window.closes, leg.departurePort), col[1] as number, 302, 200);
  // The extra bed is the room's, so every page of the order shows it, under the QR code.
  if (order.extraBed) field(doc, t('extraBed'), t('extraBedBooked'), PAGE.width - MARGIN - QR_SIZE, 266, QR_SIZE);

  // The QR code of the ticket number, which boarding staff scan.
  const qrX = PAGE.width - MARGIN - QR_SIZE;
  doc.image(qr, qrX, 76, { width: QR_SIZE, height: QR_SIZE });
  doc
    .fillColor(INK)
    .fontSize(9)
    .text(ticket.ticketNo ?? '', qrX, 76 + QR_SIZE + 6, { width: QR_SIZE, align: 'center', lineBreak: false });

  // Where to check in: the departure terminal's address, a full line (addresses are long).
  const terminal = terminals[leg.departurePort];
  if (terminal) {
    doc.fillColor(MUTED).fontSize(8).text(t('terminal'), MARGIN, 332, { lineBreak: false });
    doc
      .fillColor(INK)
      .fontSize(10)
      .text(pick(terminal, lang), MARGIN, 343, { width: PAGE.width - 2 * MARGIN, lineBreak: false });
  }

  // Footer: how to board, where the times come from, which ticket of how many.
  doc
    .moveTo(MARGIN, 360)
    .lineTo(PAGE.width - MARGIN, 360)
    .lineWidth(0.5)
    .strokeColor('#d1d5db')
    .stroke();
  doc
    .fillColor(MUTED)
    .fontSize(8)
    .text(`${t('notice')}${t('localTimes')}。`, MARGIN, 364, { width: PAGE.width - 2 * MARGIN - 80 });
  const pageWord = t('page').replace('{n}', String(n)).replace('{total}', String(total));
  doc
    .fillColor(MUTED)
    .fontSize(8)
    .text(pageWord, PAGE.width - MARGIN - 80, 364, { width: 80, align: 'right', lineBreak: false });
}

/** A small grey label above its value. */
function field(doc: PDFKit.PDFDocument, label: string, value: string, x: number, y: number, width: number): void {
  doc.fillColor(MUTED).fontSize(8).text(label, x, y, { width, lineBreak: false });
  doc
    .fillColor(INK)
    .fontSize(12)
    .text(value, x, y + 12, { width, lineBreak: false });
}
