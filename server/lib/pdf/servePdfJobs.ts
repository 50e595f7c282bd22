import { parentPort } from 'node:worker_threads';
import type { PdfJob, PdfRenderers } from './pdfJobs';

/** A PDF rendering thread (pdfThreads.ts): one job at a time, the bytes handed back without a copy. */
export function servePdfJobs(renderers: PdfRenderers): void {
  parentPort!.on('message', async ({ id, job }: { id: number; job: PdfJob }) => {
    try {
      const render = renderers[job.kind] as (job: PdfJob) => Promise<Uint8Array>;
      const pdf = await render(job);
      const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength).slice();
      parentPort!.postMessage({ id, pdf: bytes }, [bytes.buffer]);
    } catch (error) {
      parentPort!.postMessage({ id, error: error instanceof Error ? `${error.message}\n${error.stack}` : String(error) });
    }
  });
}
