import { Worker } from 'node:worker_threads';
import { workerEntry } from '../workerEntry';
import type { PdfJob } from './pdfJobs';

/**
 * PDFs (e-tickets, bills of lading) are rendered in worker threads, never on the event loop: a
 * page of CJK text with its font subset costs 100 ms to seconds of CPU, and on the main thread
 * twenty downloads at once would hold up every other request, and during an orderly stop keep
 * the process from taking in connections already sent to it. The input is our own data (no
 * memory bombs, unlike an upload), so threads suffice: a few kept and reused, each rendering one
 * PDF at a time, the others waiting their turn.
 */
export interface PdfThreadsOptions {
  threads?: number;
  /** a thread idle this long ends, ms */
  idleMs?: number;
}

interface Pending {
  job: PdfJob;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  busy?: { id: number; pending: Pending };
  idle?: NodeJS.Timeout;
}

export interface PdfThreads {
  render(job: PdfJob): Promise<Buffer>;
  close(): Promise<void>;
}

export function createPdfThreads({ threads = 2, idleMs = 60_000 }: PdfThreadsOptions = {}): PdfThreads {
  const queue: Pending[] = [];
  const slots = new Set<Slot>();
  let nextId = 1;

  function start(): Slot {
    // The thread that wires the modules' renderers, which this room may not import.
    const entry = workerEntry(new URL('../../pdf.worker.ts', import.meta.url), 'pdf.worker.js');
    const worker = new Worker(entry.thread.filename, { eval: entry.thread.eval });
    // An idle thread never keeps the process alive.
    worker.unref();
    const slot: Slot = { worker };
    slots.add(slot);
    worker.on('message', (answer: { id: number; pdf?: Uint8Array; error?: string }) => {
      const busy = slot.busy;
      if (!busy || busy.id !== answer.id) return;
      slot.busy = undefined;
      if (answer.pdf) busy.pending.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
      else busy.pending.reject(new Error(`PDF rendering failed: ${answer.error}`));
      pump();
    });
    const fail = (error: Error) => {
      slots.delete(slot);
      clearTimeout(slot.idle);
      slot.busy?.pending.reject(error);
      slot.busy = undefined;
      pump();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`PDF thread stopped (exit ${code})`)));
    return slot;
  }

  function pump(): void {
    for (const slot of slots) {
      if (slot.busy || queue.length === 0) continue;
      run(slot, queue.shift()!);
    }
    while (queue.length > 0 && slots.size < threads) run(start(), queue.shift()!);
    for (const slot of slots) {
      if (!slot.busy && !slot.idle) {
        slot.idle = setTimeout(() => {
          slots.delete(slot);
          void slot.worker.terminate();
        }, idleMs).unref();
      }
    }
  }

  function run(slot: Slot, pending: Pending): void {
    clearTimeout(slot.idle);
    slot.idle = undefined;
    const id = nextId++;
    slot.busy = { id, pending };
    slot.worker.postMessage({ id, job: pending.job });
  }

  return {
    render(job) {
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ job, resolve, reject });
        pump();
      });
    },
    async close() {
      const all = [...slots];
      slots.clear();
      await Promise.all(all.map((slot) => slot.worker.terminate()));
    },
  };
}

let shared: PdfThreads | undefined;

/** The process's rendering threads, started on the first PDF. */
export function renderPdf(job: PdfJob): Promise<Buffer> {
  shared ??= createPdfThreads();
  return shared.render(job);
}
