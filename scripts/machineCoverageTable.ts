import type { CoverageRecord } from '../tests/model/pathModel';

type Source = CoverageRecord['source'];
const SOURCES: Source[] = ['machine-tests', 'ui'];

export interface CoverageRow {
  machine: string;
  /** per source: the record, or null when that source wrote none */
  records: Record<Source, CoverageRecord | null>;
}

const ratio = (reached: number, all: number) => `${reached}/${all} ${all === 0 ? 100 : Math.floor((reached / all) * 100)} %`;

/** One cell: states and transitions reached of all, or a dash for a source without a record. */
export function formatCell(record: CoverageRecord | null): string {
  if (!record) return '—';
  return `states ${ratio(record.states.visited.length, record.states.all.length)}, transitions ${ratio(record.transitions.taken.length, record.transitions.all.length)}`;
}

export const isComplete = (record: CoverageRecord) =>
  record.states.visited.length === record.states.all.length && record.transitions.taken.length === record.transitions.all.length;

/** Rows for every registered machine, and for any machine a record names that the registry does not. */
export function coverageRows(machines: string[], records: CoverageRecord[]): CoverageRow[] {
  const names = [...new Set([...machines, ...records.map((r) => r.machine)])].sort();
  return names.map((machine) => ({
    machine,
    records: Object.fromEntries(
      SOURCES.map((source) => [source, records.find((r) => r.machine === machine && r.source === source) ?? null]),
    ) as CoverageRow['records'],
  }));
}

/** The table, one machine a line, a column per source. */
export function formatTable(rows: CoverageRow[]): string {
  const cells = rows.map((row) => [row.machine, ...SOURCES.map((s) => formatCell(row.records[s]))]);
  const header = ['machine', ...SOURCES];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

/**
 * What fails the run: a registered machine without a machine-tests record, or one below
 * 100 % there. The UI's records are shown, not judged here (the UI runs set their own bar).
 */
export function failures(machines: string[], rows: CoverageRow[]): string[] {
  const found: string[] = [];
  for (const row of rows) {
    const record = row.records['machine-tests'];
    if (!record) {
      if (machines.includes(row.machine)) found.push(`${row.machine}: no machine-tests record (does tests/model/${row.machine}.paths.test.ts run?)`);
    } else if (!isComplete(record)) {
      const visited = new Set(record.states.visited);
      const taken = new Set(record.transitions.taken);
      const missed = [...record.states.all.filter((s) => !visited.has(s)), ...record.transitions.all.filter((t) => !taken.has(t))];
      found.push(`${row.machine}: below 100 % in its machine tests; not reached: ${missed.join('; ')}`);
    }
  }
  return found;
}
