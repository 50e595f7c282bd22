import type { Currency } from '../baseData';
import type { Lang } from '../lang';
import { formatMoney, toNumber } from '../format';

/**
 * Amounts in integer minor units (fen for RMB, yen for JPY), so that lines add up to
 * totals exactly: 0.1 + 0.2 is not 0.3 in floating point, 10 + 20 fen is 30 fen.
 */
const MINOR_PER_MAJOR: Record<Currency, number> = { RMB: 100, JPY: 1 };

/**
 * Minor units of an amount served in major units (number or decimal string). Null when
 * unreadable, negative, or finer than the currency allows (0.005 RMB, 0.5 JPY): such a
 * price is a data error to refuse, not to round silently.
 */
export function toMinor(amount: unknown, currency: Currency): number | null {
  const value = toNumber(amount);
  if (value === null || value < 0) return null;
  const scaled = value * MINOR_PER_MAJOR[currency];
  const rounded = Math.round(scaled);
  // Decimal fractions are inexact in binary (1.1 * 100 = 110.00000000000001): allow that
  // noise, refuse a real extra digit.
  if (Math.abs(scaled - rounded) > 1e-6 || !Number.isSafeInteger(rounded)) return null;
  return rounded;
}

/** Major units for display (formatMoney) or the API; exact for any sum of minor units. */
export function fromMinor(minor: number, currency: Currency): number {
  return minor / MINOR_PER_MAJOR[currency];
}

/** "¥3,800.00" (Japanese "3,800.00元") / "29,000円" for an amount in minor units. */
export function formatMinor(minor: number, currency: Currency, lang: Lang = 'zh'): string {
  return formatMoney(fromMinor(minor, currency), currency, lang);
}
