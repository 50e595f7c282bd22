import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CoverageRecord } from '../pathModel';

/** Where the coverage report (scripts/machineCoverage.ts) reads the records of one source. */
const coverageDir = (source: CoverageRecord['source'], root = process.cwd()) => join(root, '.test-reports', 'machine-coverage', source);

/** Writes one machine's record for the coverage report; a later run of the same machine replaces it. */
export function writeCoverageRecord(record: CoverageRecord, root = process.cwd()): string {
  const dir = coverageDir(record.source, root);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${record.machine}.json`);
  writeFileSync(file, `${JSON.stringify(record, null, 1)}\n`);
  return file;
}

/** What a record did not reach. */
export function missed(record: CoverageRecord): { states: string[]; transitions: string[] } {
  const visited = new Set(record.states.visited);
  const taken = new Set(record.transitions.taken);
  return { states: record.states.all.filter((s) => !visited.has(s)), transitions: record.transitions.all.filter((t) => !taken.has(t)) };
}
