import { describe, expect, it } from 'vitest';
import { containerCheckDigit } from '../tracking';
import { checkContainerRows, type BookingContainers } from './containerUpload';
import type { SheetRow } from './rows';

const box = (serial: number) => {
  const first10 = `TSTU${String(serial).padStart(6, '0')}`;
  return `${first10}${containerCheckDigit(first10)}`;
};
const badDigit = (serial: number) => `${box(serial).slice(0, 10)}${(Number(box(serial)[10]) + 1) % 10}`;
const rows = (...lines: string[][]): SheetRow[] => lines.map((cells, i) => ({ row: i + 2, cells: cells.map((text) => ({ text })) }));
const booking: BookingContainers = {
  lines: [
    { containerType: '40HC', quantity: 2 },
    { containerType: '20GP', quantity: 1 },
  ],
  numbered: [{ containerNo: box(9), containerType: '40HC' }],
};
const reasons = (sheet: SheetRow[], on = booking) => checkContainerRows(sheet, on).map((r) => r.errors.map((e) => `${e.column}:${e.reason}`).join(','));

describe('container upload rows', () => {
  it('valid rows carry the container to write', () => {
    const [first] = checkContainerRows(rows([box(1).toLowerCase(), '40hc', 'sh-001', '22,350.5']), booking);
    expect(first).toMatchObject({ row: 2, errors: [], container: { containerNo: box(1), containerType: '40HC', sealNo: 'SH-001', vgmKg: 22350.5 } });
  });

  it.each([
    ['format', ['ABC123', '20GP', 'S1', '100'], 'containerNo:containerNoFormat'],
    ['check digit', [badDigit(2), '20GP', 'S1', '100'], 'containerNo:containerNoCheckDigit'],
    ['already on the booking', [box(9), '20GP', 'S1', '100'], 'containerNo:containerNumbered'],
    ['type unknown', [box(2), '45GP', 'S1', '100'], 'containerType:containerTypeInvalid'],
    ['type not booked', [box(2), '40RF', 'S1', '100'], 'containerType:containerTypeNotBooked'],
    ['no seal', [box(2), '20GP', '', '100'], 'sealNo:sealRequired'],
    ['seal with spaces', [box(2), '20GP', 'S 1', '100'], 'sealNo:sealRequired'],
    ['VGM 0', [box(2), '20GP', 'S1', '0'], 'vgmKg:vgmRange'],
    ['VGM too heavy', [box(2), '20GP', 'S1', '60001'], 'vgmKg:vgmRange'],
    ['VGM text', [box(2), '20GP', 'S1', 'heavy'], 'vgmKg:vgmRange'],
  ])('%s is refused', (_name, cells, expected) => {
    expect(reasons(rows(cells))).toEqual([expected]);
  });

  it('a formula cell is refused at its column alone, whatever it shows', () => {
    const sheet: SheetRow[] = [{ row: 2, cells: ['ABC', '45GP', '', '0'].map((text) => ({ text, formula: true })) }];
    expect(reasons(sheet)).toEqual(['containerNo:formulaRefused,containerType:formulaRefused,sealNo:formulaRefused,vgmKg:formulaRefused']);
  });

  it('reads a number typed with spaces', () => {
    const spaced = `${box(1).slice(0, 4)} ${box(1).slice(4, 10)} ${box(1).slice(10)}`;
    const [first] = checkContainerRows(rows([spaced, '20GP', 'S1', '100']), booking);
    expect(first?.container?.containerNo).toBe(box(1));
  });

  it('a number twice in the file: the second is refused', () => {
    expect(reasons(rows([box(1), '40HC', 'S1', '100'], [box(1), '20GP', 'S2', '100']))).toEqual(['', 'containerNo:containerNoDuplicate']);
  });

  it('never more numbered than booked per type, counting those on the booking; refused rows take no place', () => {
    const sheet = rows([box(1), '40HC', '', '100'], [box(2), '40HC', 'S2', '100'], [box(3), '40HC', 'S3', '100'], [box(4), '20GP', 'S4', '100']);
    expect(reasons(sheet)).toEqual(['sealNo:sealRequired', '', 'containerType:containersExceedBooking', '']);
  });
});
