import { CONTAINER_TYPES, type ContainerType } from '../enums';
import { CONTAINER_NO, isContainerNo } from '../tracking';
import { namedCells, rowError, type RowResult, type SheetRow } from './rows';

/** The container upload's row: one numbered container of a Confirmed booking. */
export const CONTAINER_UPLOAD_COLUMNS = ['containerNo', 'containerType', 'sealNo', 'vgmKg'] as const;
export type ContainerUploadColumn = (typeof CONTAINER_UPLOAD_COLUMNS)[number];

export const CONTAINER_UPLOAD_HEADERS: Record<ContainerUploadColumn, { zh: string; ja: string; example: string }> = {
  containerNo: { zh: '集装箱号', ja: 'コンテナ番号', example: 'CSQU3054383' },
  containerType: { zh: '箱型', ja: 'コンテナタイプ', example: '40HC' },
  sealNo: { zh: '封号', ja: 'シール番号', example: 'SH123456' },
  vgmKg: { zh: 'VGM（千克）', ja: 'VGM（kg）', example: '22350' },
};

const SEAL_NO = /^[A-Z0-9-]{1,20}$/;
const MAX_VGM_KG = 60_000;

/** What the booking holds: its container lines and the containers numbered on it already. */
export interface BookingContainers {
  lines: { containerType: string; quantity: number }[];
  numbered: { containerNo: string; containerType: string }[];
}

export interface UploadedContainer extends RowResult<ContainerUploadColumn> {
  /** the container to write when the row is valid */
  container?: { containerNo: string; containerType: ContainerType; sealNo: string; vgmKg: number };
}

/**
 * Checks every row in order against the booking: ISO 6346 number with its check digit, a
 * container type the booking has, a seal number and the VGM; a number at most once in the file
 * and not already on the booking; and per type never more numbered than booked (the valid rows
 * above count, so the first rows of a type win).
 */
export function checkContainerRows(rows: SheetRow[], booking: BookingContainers): UploadedContainer[] {
  const booked = new Map<string, number>();
  for (const line of booking.lines) booked.set(line.containerType, (booked.get(line.containerType) ?? 0) + line.quantity);
  const taken = new Map<string, number>();
  for (const c of booking.numbered) taken.set(c.containerType, (taken.get(c.containerType) ?? 0) + 1);
  const numbered = new Set(booking.numbered.map((c) => c.containerNo));
  const seen = new Set<string>();

  return rows.map((row) => {
    const { values, errors } = namedCells(CONTAINER_UPLOAD_COLUMNS, row);
    const at = (column: string) => errors.some((e) => e.column === column);
    const containerNo = values.containerNo.toUpperCase().replace(/\s/g, '');
    const containerType = values.containerType.toUpperCase();
    const sealNo = values.sealNo.toUpperCase();
    const vgmKg = values.vgmKg === '' ? NaN : Number(values.vgmKg.replace(/,/g, ''));

    if (!at('containerNo')) {
      if (!CONTAINER_NO.test(containerNo)) errors.push(rowError('containerNo', 'containerNoFormat'));
      else if (!isContainerNo(containerNo)) errors.push(rowError('containerNo', 'containerNoCheckDigit'));
      else if (numbered.has(containerNo)) errors.push(rowError('containerNo', 'containerNumbered'));
      else if (seen.has(containerNo)) errors.push(rowError('containerNo', 'containerNoDuplicate'));
    }
    if (!at('containerType')) {
      if (!(CONTAINER_TYPES as readonly string[]).includes(containerType)) errors.push(rowError('containerType', 'containerTypeInvalid'));
      else if (!booked.has(containerType)) errors.push(rowError('containerType', 'containerTypeNotBooked'));
    }
    if (!at('sealNo') && !SEAL_NO.test(sealNo)) errors.push(rowError('sealNo', 'sealRequired'));
    if (!at('vgmKg') && !(Number.isFinite(vgmKg) && vgmKg > 0 && vgmKg <= MAX_VGM_KG)) errors.push(rowError('vgmKg', 'vgmRange'));
    // Only a row otherwise valid takes a place of its type: a refused row never crowds out a good one.
    if (!errors.length && (taken.get(containerType) ?? 0) + 1 > booked.get(containerType)!) errors.push(rowError('containerType', 'containersExceedBooking'));
    if (CONTAINER_NO.test(containerNo)) seen.add(containerNo);
    if (errors.length) return { row: row.row, values, errors };
    taken.set(containerType, (taken.get(containerType) ?? 0) + 1);
    return {
      row: row.row,
      values,
      errors,
      container: { containerNo, containerType: containerType as ContainerType, sealNo, vgmKg: Math.round(vgmKg * 100) / 100 },
    };
  });
}
