import { parentPort } from 'node:worker_threads';
import { renderETicket, ticketTypeNames } from '../../modules/eticket/eticket.pdf';
import { renderBillOfLading } from '../../modules/shipping/bl.pdf';
import type { PdfJob } from './pdfJobs';

/** A PDF rendering thread (pdfThreads.ts): one job at a time, the bytes handed back without a copy. */
parentPort!.on('message', async ({ id, job }: { id: number; job: PdfJob }) => {
  try {
    const pdf =
      job.kind === 'bill' ? await renderBillOfLading(job.bill, job.lang) : await renderETicket(job.order, job.lang, ticketTypeNames(job.ticketTypes));
    const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength).slice();
    parentPort!.postMessage({ id, pdf: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? `${error.message}\n${error.stack}` : String(error) });
  }
});
