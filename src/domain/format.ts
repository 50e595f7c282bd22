import dayjs from 'dayjs';
import type { Currency } from './baseData';
import type { Lang } from './lang';

/**
 * Formatting rules of spec section 5 (and 9 for currencies), shared by every screen and
 * by the server's documents. Empty or unreadable input never throws: numbers show as 0,
 * dates as an empty string.
 */

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** A finite number from a number or a plain decimal string; null for anything else. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const text = value.trim();
    return DECIMAL.test(text) ? Number(text) : null;
  }
  return null;
}

// en-US grouping gives the spec's "1,234,567.5"; signDisplay 'negative' keeps a value
// that rounds to zero from showing as "-0".
const upToTwoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, signDisplay: 'negative' });
const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});
const noDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, signDisplay: 'negative' });

/** Thousands separators, up to 2 decimals as given; "0" for empty or non-numeric input. */
export function formatNumber(value: unknown): string {
  return upToTwoDecimals.format(toNumber(value) ?? 0);
}

/**
 * Money as a reader of the language reads it (README, DOMAIN rules "Money display"). JPY is
 * "12,000円" (suffix, no decimals) in both languages. RMB is the spec's "¥1,234.00" in Chinese,
 * but "1,234.00元" in Japanese: in Japan ¥ means yen, so a yuan price with ¥ beside "26,000円"
 * would read as yen; 元 after the number mirrors 円.
 */
export function formatMoney(amount: unknown, currency: Currency, lang: Lang = 'zh'): string {
  const value = toNumber(amount) ?? 0;
  if (currency === 'JPY') return `${noDecimals.format(value)}円`;
  const digits = twoDecimals.format(value);
  if (lang === 'jp') return `${digits}元`;
  return digits.startsWith('-') ? `-¥${digits.slice(1)}` : `¥${digits}`;
}

const TEN_DIGITS = /^\d{10}$/;
const INTEGER = /^-?\d+$/;

/** Spec 5: a ten-digit numeric timestamp counts seconds; any other number milliseconds. */
function fromEpoch(value: number): Date | null {
  const ms = TEN_DIGITS.test(String(value)) ? value * 1000 : value;
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A Date from a Date, an ISO (or "YYYY-MM-DD HH:mm:ss") string, a millisecond number, or
 * a ten-digit timestamp in seconds (number or string). Null for empty or invalid input.
 */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : new Date(value.getTime());
  if (typeof value === 'number') return Number.isFinite(value) ? fromEpoch(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!text) return null;
  if (INTEGER.test(text)) return fromEpoch(Number(text));
  const parsed = dayjs(text);
  return parsed.isValid() ? parsed.toDate() : null;
}

/** "YYYY-MM-DD HH:mm:ss" in local time; '' for empty or invalid input. */
export function formatDateTime(value: unknown): string {
  const date = toDate(value);
  return date ? dayjs(date).format('YYYY-MM-DD HH:mm:ss') : '';
}

/** "YYYY-MM-DD" in local time; '' for empty or invalid input. */
export function formatDate(value: unknown): string {
  const date = toDate(value);
  return date ? dayjs(date).format('YYYY-MM-DD') : '';
}
