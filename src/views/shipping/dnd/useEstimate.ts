import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useServices } from '../../../app/customerServices';
import { selectIsSubmitted, selectIsSubmitting, selectOutput, useFormSubmit } from '../../../app/useFormSubmit';
import type { DndEstimate } from '../../../domain/shipping/cargoTypes';
import type { DndEstimateBody } from '../../../domain/shipping/cargoSchemas';

export type EstimateState = { status: 'idle' } | { status: 'running' } | { status: 'done'; estimate: DndEstimate } | { status: 'failed'; error: unknown };

/**
 * The server's estimate of a period: the server's calculation is the truth, the screen shows it.
 * The form-submit chart asks one question at a time; `refusal` is the last failure (for the
 * form to show at its fields), or null.
 */
export function useEstimate(): { state: EstimateState; refusal: unknown; run(body: DndEstimateBody): void } {
  const { dnd } = useServices();
  const [refusal, setRefusal] = useState<unknown>(null);
  const chart = useFormSubmit((body: DndEstimateBody) => dnd.estimateDnd(body), { failed: setRefusal });
  const running = useSelector(chart, selectIsSubmitting);
  const done = useSelector(chart, selectIsSubmitted);
  const estimate = useSelector(chart, selectOutput) as DndEstimate | null;
  const state: EstimateState = running
    ? { status: 'running' }
    : done && estimate
      ? { status: 'done', estimate }
      : refusal !== null
        ? { status: 'failed', error: refusal }
        : { status: 'idle' };
  const run = (body: DndEstimateBody) => {
    setRefusal(null);
    chart.send({ type: 'form.edit' });
    chart.send({ type: 'form.submit', values: body });
  };
  return { state, refusal, run };
}
