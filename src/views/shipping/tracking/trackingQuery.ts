import { splitTrackingNumbers } from '../../../domain/shipping/tracking';

/** The numbers of a tracking search as the address keeps them (`?numbers=A,B`), so a reload or back shows the same. */
export function trackingNumbersOf(search: string): string[] {
  return splitTrackingNumbers(new URLSearchParams(search).get('numbers') ?? '');
}

export function trackingSearchOf(numbers: readonly string[]): string {
  return new URLSearchParams({ numbers: numbers.join(',') }).toString();
}
