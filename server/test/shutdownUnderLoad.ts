import { BL_PATHS } from '../../src/domain/shipping/paths';
import type { BillOfLadingSummary } from '../../src/domain/shipping/types';
import { loginOverHttp } from './httpLogin';
import type { ServerProcess } from './serverProcess';

/**
 * SIGTERM to a start command while slow requests are in flight: the demo shipper's released bill
 * of lading, rendered as a PDF on each download (CJK font subset, a page per container), asked for
 * `inFlight` times at once. Every answer must come back whole, and the process must exit 0 within
 * the grace period.
 */
export interface ShutdownResult {
  statuses: number[];
  /** answers that were a complete PDF */
  completePdfs: number;
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  /** from SIGTERM to the process's exit */
  stoppedInMs: number;
}

export async function sigtermWithDownloadsInFlight(server: ServerProcess, captchaAnswer: string, inFlight = 20): Promise<ShutdownResult> {
  const token = await loginOverHttp(server.origin, 'demo.shipper', captchaAnswer);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const page = await fetch(`${server.origin}/api${BL_PATHS.page}`, { method: 'POST', headers, body: JSON.stringify({ current: 1, size: 20 }) });
  const bills = ((await page.json()) as { data: { records: BillOfLadingSummary[] } }).data.records;
  const released = bills.find((bill) => bill.telexReleased);
  if (!released) throw new Error('the demo shipper has no released bill of lading');
  const url = `${server.origin}/api${BL_PATHS.download}?uuid=${released.uuid}&lang=zh`;
  // One download first: it must work before the test means anything.
  const first = await fetch(url, { headers });
  if (first.headers.get('content-type') !== 'application/pdf') throw new Error(`download: ${first.status} ${await first.text()}`);
  await first.arrayBuffer();

  const exited = new Promise<void>((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) resolve();
    else server.child.once('exit', () => resolve());
  });
  const downloads = Array.from({ length: inFlight }, () =>
    fetch(url, { headers }).then(
      async (response) => {
        const body = Buffer.from(await response.arrayBuffer());
        return { status: response.status, pdf: body.subarray(0, 5).toString() === '%PDF-' && body.subarray(-8).toString().includes('%%EOF') };
      },
      () => ({ status: 0, pdf: false }),
    ),
  );
  // Let the requests reach the server, then ask it to stop.
  await new Promise((resolve) => setTimeout(resolve, 150));
  const signalledAt = Date.now();
  server.child.kill('SIGTERM');
  const answers = await Promise.all(downloads);
  await exited;
  return {
    statuses: answers.map((a) => a.status),
    completePdfs: answers.filter((a) => a.pdf).length,
    exitCode: server.child.exitCode,
    signal: server.child.signalCode,
    stoppedInMs: Date.now() - signalledAt,
  };
}
