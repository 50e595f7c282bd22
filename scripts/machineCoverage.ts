// The machine coverage report (`npm test`, after Vitest): per machine of src/machines, the states and
// transitions the machine tests and the UI runs executed, from the records they wrote under
// .test-reports/machine-coverage/<source>/. Fails when a machine is below 100 % in its machine tests
// or has no record.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MODEL_NAMES } from '../tests/model';
import type { CoverageRecord } from '../tests/model/pathModel';
import { coverageRows, failures, formatTable } from './machineCoverageTable';

const root = join(process.cwd(), '.test-reports', 'machine-coverage');

function readRecords(): CoverageRecord[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(join(root, d.name))
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(readFileSync(join(root, d.name, f), 'utf8')) as CoverageRecord),
    );
}

const rows = coverageRows(MODEL_NAMES, readRecords());
console.log(`\nMachine coverage (states and transitions executed)\n\n${formatTable(rows)}\n`);
const failed = failures(MODEL_NAMES, rows);
if (failed.length > 0) {
  console.error(`✗ Machine coverage below 100 % in the machine tests:\n${failed.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('✓ every machine at 100 % of its states and transitions in its machine tests');
