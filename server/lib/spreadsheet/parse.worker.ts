import type { SheetRow } from '../../../src/domain/shipping/import/rows';
import { parseSheet, SheetError, type ReadLimits, type SheetFault } from './sheetParse';

/**
 * The spreadsheet parsing process (forked by sheetReader.ts; bundled as
 * dist-server/spreadsheet.worker.js): one file at a time, answered with its rows, the reason
 * it cannot be read, or the unexpected error.
 */

export interface ParseJob {
  data: Uint8Array;
  limits: ReadLimits;
}

export type ParseAnswer = { ready: true } | { rows: SheetRow[] } | { fault: SheetFault } | { error: string };

const answer = (message: ParseAnswer) => process.send!(message);

process.on('message', async ({ data, limits }: ParseJob) => {
  try {
    answer({ rows: await parseSheet(Buffer.from(data.buffer, data.byteOffset, data.byteLength), limits) });
  } catch (error) {
    if (error instanceof SheetError) answer({ fault: error.fault });
    else answer({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
// Without the server there is nobody left to answer.
process.on('disconnect', () => process.exit(0));
answer({ ready: true });
