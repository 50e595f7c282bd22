const HOUR = 3600_000;

/** A shipping document's number: its prefix, the year in China time, the sequence in six digits. */
function documentNumber(prefix: 'BK' | 'ESF' | 'RC', sequence: number, at: Date): string {
  const year = new Date(at.getTime() + 8 * HOUR).getUTCFullYear() % 100;
  return `${prefix}${String(year).padStart(2, '0')}${String(sequence).padStart(6, '0')}`;
}

/** e.g. BK26000012. */
export const bookingNumber = (sequence: number, at: Date): string => documentNumber('BK', sequence, at);

/** e.g. ESF26000007: the company's prefix. */
export const blNumber = (sequence: number, at: Date): string => documentNumber('ESF', sequence, at);

/** e.g. RC26000001: a rail commission. */
export const commissionNumber = (sequence: number, at: Date): string => documentNumber('RC', sequence, at);
