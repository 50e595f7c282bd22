import { describe, expect, it } from 'vitest';
import type { CoverageRecord } from '../tests/model/pathModel';
import { coverageRows, failures, formatCell, formatTable } from './machineCoverageTable';

const record = (machine: string, source: CoverageRecord['source'], visited: string[], taken: string[]): CoverageRecord => ({
  machine,
  source,
  states: { all: ['a', 'b'], visited },
  transitions: { all: ['a --go--> b', 'b --back--> a'], taken },
});
const FULL = record('order', 'machine-tests', ['a', 'b'], ['a --go--> b', 'b --back--> a']);

describe('machine coverage report', () => {
  it('writes states and transitions reached of all, per source', () => {
    expect(formatCell(FULL)).toBe('states 2/2 100 %, transitions 2/2 100 %');
    expect(formatCell(record('order', 'ui', ['a'], []))).toBe('states 1/2 50 %, transitions 0/2 0 %');
    expect(formatCell(null)).toBe('—');
  });

  it('has a row per registered machine, with the UI column when the UI wrote a record', () => {
    const rows = coverageRows(['order', 'booking'], [FULL, record('order', 'ui', ['a'], [])]);
    expect(rows.map((r) => r.machine)).toEqual(['booking', 'order']);
    expect(formatTable(rows).split('\n')).toEqual([
      'machine  machine-tests                            ui',
      '-------  ---------------------------------------  ------------------------------------',
      'booking  —                                        —',
      'order    states 2/2 100 %, transitions 2/2 100 %  states 1/2 50 %, transitions 0/2 0 %',
    ]);
  });

  it('fails a machine without a machine-tests record or below 100 % there, never on the UI column', () => {
    const rows = coverageRows(
      ['order', 'booking', 'payment'],
      [FULL, record('order', 'ui', [], []), record('payment', 'machine-tests', ['a', 'b'], ['a --go--> b'])],
    );
    expect(failures(['order', 'booking', 'payment'], rows)).toEqual([
      'booking: no machine-tests record (does tests/model/booking.paths.test.ts run?)',
      'payment: below 100 % in its machine tests; not reached: b --back--> a',
    ]);
  });
});
