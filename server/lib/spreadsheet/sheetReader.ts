import { fork, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { SheetRow } from '../../../src/domain/shipping/import/rows';
import { workerEntry } from '../workerEntry';
import type { ParseAnswer, ParseJob } from './parse.worker';
import { SheetError, type ReadLimits } from './sheetParse';

/**
 * Spreadsheets are parsed in worker processes, never on the event loop: a file the checks before
 * parsing let through can still cost the parser seconds and gigabytes (a part they do not count,
 * ExcelJS's merges taking quadratic time), and on the main thread that would stall every request
 * of the server. Here it stalls one worker, until its time or heap limit ends it and the file is
 * refused (`readTimedOut`, `readOutOfMemory`).
 *
 * Processes, not worker threads: a thread that reaches its `resourceLimits` heap through one
 * large allocation aborts the whole process (Node issue #47224; a 40 MB cell does it at 64 MB),
 * and `--max-old-space-size` on the server would silently override it. A process that runs out
 * of heap takes only itself down.
 *
 * A few workers are kept and reused: starting one costs several times what parsing an honest file
 * does. At most `workers` files are parsed at once; the others wait their turn.
 */
export interface SheetReaderOptions {
  /** how long parsing one file may take, ms */
  timeLimitMs?: number;
  /** the heap (V8 old generation) of a worker, MB */
  memoryLimitMb?: number;
  /** files parsed side by side */
  workers?: number;
  /** a worker idle this long ends, ms */
  idleMs?: number;
}

export interface SheetReader {
  /** The first sheet's data rows (row 1 is the header), blank rows left out; or a SheetError. */
  read(data: Buffer, limits: ReadLimits): Promise<SheetRow[]>;
  close(): Promise<void>;
}

const SHEET_READER_DEFAULTS = { timeLimitMs: 10_000, memoryLimitMb: 256, workers: 2, idleMs: 60_000 } as const satisfies Required<SheetReaderOptions>;

interface Job {
  data: Uint8Array;
  limits: ReadLimits;
  resolve: (rows: SheetRow[]) => void;
  reject: (error: Error) => void;
}

interface Slot {
  child: ChildProcess;
  ready: boolean;
  job?: Job;
  deadline?: NodeJS.Timeout;
  idle?: NodeJS.Timeout;
  /** the end of what the worker wrote on stderr: why it stopped */
  stderr: string;
}

const OUT_OF_HEAP = /JavaScript heap out of memory/;

export function createSheetReader(options: SheetReaderOptions = {}): SheetReader {
  const { timeLimitMs, memoryLimitMb, workers, idleMs } = { ...SHEET_READER_DEFAULTS, ...options };
  const queue: Job[] = [];
  const slots = new Set<Slot>();

  /** A worker keeps the server's process alive while it starts or parses, never while idle. */
  function hold(slot: Slot, busy: boolean): void {
    const handles = [slot.child, slot.child.channel, slot.child.stderr as Socket | null];
    for (const handle of handles) {
      if (busy) handle?.ref();
      else handle?.unref();
    }
  }

  function settle(slot: Slot, outcome: { rows: SheetRow[] } | { error: Error }): void {
    const job = slot.job;
    if (!job) return;
    slot.job = undefined;
    hold(slot, false);
    clearTimeout(slot.deadline);
    if ('rows' in outcome) job.resolve(outcome.rows);
    else job.reject(outcome.error);
  }

  function stop(slot: Slot): void {
    slots.delete(slot);
    clearTimeout(slot.idle);
    slot.child.kill('SIGKILL');
  }

  function start(): void {
    const entry = workerEntry(new URL('./parse.worker.ts', import.meta.url), 'spreadsheet.worker.js');
    const child = fork(fileURLToPath(entry.url), [], {
      execArgv: [...entry.execArgv, `--max-old-space-size=${memoryLimitMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    const slot: Slot = { child, ready: false, stderr: '' };
    slots.add(slot);
    child.stderr?.setEncoding('utf8').on('data', (text: string) => {
      slot.stderr = (slot.stderr + text).slice(-4000);
    });
    child.on('message', (answer: ParseAnswer) => {
      if ('ready' in answer) {
        slot.ready = true;
        hold(slot, false);
      } else if ('rows' in answer) settle(slot, { rows: answer.rows });
      else if ('fault' in answer) settle(slot, { error: new SheetError(answer.fault) });
      else settle(slot, { error: new Error(`spreadsheet worker: ${answer.error}`) });
      pump();
    });
    child.on('error', (error) => settle(slot, { error }));
    // 'close', not 'exit': by then all of stderr has been read.
    child.on('close', (code, signal) => {
      const wasReady = slot.ready;
      slots.delete(slot);
      clearTimeout(slot.idle);
      const error = new Error(`spreadsheet worker stopped (${signal ?? code}): ${slot.stderr}`);
      settle(slot, { error: OUT_OF_HEAP.test(slot.stderr) ? new SheetError('readOutOfMemory') : error });
      // A worker that cannot start (a build without its entry) fails the waiting files, not a loop of new workers.
      if (!wasReady) for (const job of queue.splice(0)) job.reject(error);
      pump();
    });
  }

  function run(slot: Slot, job: Job): void {
    clearTimeout(slot.idle);
    slot.idle = undefined;
    slot.job = job;
    hold(slot, true);
    slot.deadline = setTimeout(() => {
      settle(slot, { error: new SheetError('readTimedOut') });
      stop(slot);
      pump();
    }, timeLimitMs);
    const message: ParseJob = { data: job.data, limits: job.limits };
    slot.child.send(message);
  }

  function pump(): void {
    for (const slot of slots) {
      if (slot.ready && !slot.job && queue.length) run(slot, queue.shift()!);
    }
    const starting = [...slots].filter((slot) => !slot.ready).length;
    for (let n = Math.min(queue.length - starting, workers - slots.size); n > 0; n--) start();
    for (const slot of slots) {
      if (slot.ready && !slot.job && !slot.idle) slot.idle = setTimeout(() => stop(slot), idleMs).unref();
    }
  }

  return {
    async read(data, limits) {
      // No worker for what its size alone refuses.
      if (data.length > limits.maxBytes) throw new SheetError('fileTooLarge');
      return new Promise<SheetRow[]>((resolve, reject) => {
        queue.push({ data: new Uint8Array(data), limits: { ...limits }, resolve, reject });
        pump();
      });
    },
    async close() {
      for (const job of queue.splice(0)) job.reject(new Error('spreadsheet reader closed'));
      await Promise.all(
        [...slots].map((slot) => {
          const exited = new Promise((resolve) => slot.child.once('close', resolve));
          hold(slot, true);
          stop(slot);
          return exited;
        }),
      );
    },
  };
}
