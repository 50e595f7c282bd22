import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleOrder } from '../../test/eticket.testkit';
import { textRunsInPdf } from '../../test/pdfText';
import { createPdfThreads } from './pdfThreads';

const TICKET_TYPES = [{ cde: 'ADULT', cnnme: '成人', ennme: '大人' }] as never;
/** The Shanghai terminal's address, as the e-ticket service hands it over (src/domain/terminals.ts). */
const TERMINALS = { CNSHA: { zh: '上海港国际客运中心', ja: '上海港国際フェリーターミナル' } };

describe('PDF rendering threads', () => {
  const threads = createPdfThreads({ threads: 2 });
  afterAll(() => threads.close());

  it('renders whole PDFs off the event loop: ten at once leave it free to answer within a second', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const before = performance.eventLoopUtilization();
    const pdfs = await Promise.all(
      Array.from({ length: 10 }, () => threads.render({ kind: 'eticket', order: sampleOrder(), lang: 'zh', ticketTypes: TICKET_TYPES, terminals: TERMINALS })),
    );
    delay.disable();
    // The main thread mostly waited: the rendering was done elsewhere.
    expect(performance.eventLoopUtilization(before).utilization).toBeLessThan(0.5);
    for (const pdf of pdfs) {
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.subarray(-8).toString()).toContain('%%EOF');
    }
    // Names from the dictionary and the terminals' addresses reached the thread and were used.
    expect(textRunsInPdf(pdfs[0]!).join(' ')).toContain('成人');
    expect(textRunsInPdf(pdfs[0]!)).toContain('上海港国际客运中心');
    expect(delay.max / 1e6).toBeLessThan(1_000);
  }, 120_000);

  it('answers a failed rendering as an error, and goes on rendering after it', async () => {
    await expect(threads.render({ kind: 'eticket', order: sampleOrder({ legs: [] }), lang: 'zh', ticketTypes: [], terminals: {} })).rejects.toThrow(
      /PDF rendering failed: order .* has no tickets to print/,
    );
    const pdf = await threads.render({ kind: 'eticket', order: sampleOrder(), lang: 'jp', ticketTypes: TICKET_TYPES, terminals: {} });
    expect(textRunsInPdf(pdf).join(' ')).toContain('大人');
  }, 60_000);
});
