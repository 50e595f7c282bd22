import { ValidationError } from 'yup';
import type { Currency } from '../../domain/baseData';
import { MINOR_DIGITS, toMinor } from '../../domain/shipping/dnd';
import { dndTariffSchema, type DndTariffBody } from '../../domain/shipping/cargoSchemas';
import type { DndTariffView } from '../../domain/shipping/cargoTypes';

/**
 * The tariff editor's values: each tier says only its last day (empty on the last, open-ended
 * one) and its daily rate in whole currency units; its first day follows from the free days and
 * the tier before, so tiers are contiguous by construction. The shared schema checks the body.
 */
export interface TariffValues {
  freeDays: number | null;
  tiers: { toDay: number | null; rate: number | null }[];
}

export function valuesOf(tariff: DndTariffView): TariffValues {
  return {
    freeDays: tariff.freeDays,
    tiers: tariff.tiers.map((t) => ({ toDay: t.toDay, rate: t.rateMinor / 10 ** MINOR_DIGITS[tariff.currency] })),
  };
}

/** The first day of each tier: the day after the free days, then the day after the tier before. */
export function fromDays(values: TariffValues): number[] {
  const days: number[] = [];
  let next = (values.freeDays ?? 0) + 1;
  for (const tier of values.tiers) {
    days.push(next);
    next = (tier.toDay ?? next) + 1;
  }
  return days;
}

/** The body of saveTariff; the last tier is open whatever was typed in it. */
export function bodyOf(tariff: Pick<DndTariffView, 'portCode' | 'containerType' | 'currency'>, values: TariffValues): DndTariffBody {
  const from = fromDays(values);
  const last = values.tiers.length - 1;
  return {
    portCode: tariff.portCode,
    containerType: tariff.containerType,
    freeDays: values.freeDays as number,
    tiers: values.tiers.map((t, i) => ({
      fromDay: from[i]!,
      toDay: i === last ? null : t.toDay,
      rateMinor: t.rate === null ? (null as unknown as number) : toMinor(t.rate, tariff.currency as Currency),
    })),
  };
}

/** The body checked by the shared schema, or each message at the editor's field (rateMinor is the rate typed). */
export async function checkTariff(body: DndTariffBody): Promise<{ ok: true; body: DndTariffBody } | { ok: false; errors: [string, string][] }> {
  try {
    return { ok: true, body: await dndTariffSchema.validate(body, { abortEarly: false }) };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors = error.inner.map((e): [string, string] => [
      (e.path ?? 'tiers')
        .replace(/\[(\d+)\]/g, '.$1')
        .replace(/rateMinor$/, 'rate')
        .replace(/fromDay$/, 'toDay'),
      e.message,
    ]);
    return { ok: false, errors };
  }
}
