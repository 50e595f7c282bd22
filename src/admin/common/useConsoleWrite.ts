import { useSelector } from '@xstate/react';
import { useCallback, useRef } from 'react';
import { selectIsSubmitting, useFormSubmit } from '../../app/useFormSubmit';

interface WriteReactions<V, O> {
  /** the call answered; `values` are the ones it was sent with */
  succeeded?(output: O, values: V): void;
  /** the call was refused or failed (the HTTP client has told the staff member what it tells) */
  failed?(error: unknown, values: V): void;
}

/**
 * One write of a console screen as events to the form-submit chart: `send(values)` starts the
 * call (ignored while one is running), `busy` is the chart's submitting state. The console's
 * forms stay on screen, so the chart goes back to editing once the call answered.
 */
export function useConsoleWrite<V, O>(call: (values: V) => Promise<O>, reactions: WriteReactions<V, O> = {}) {
  const sent = useRef<V>(undefined as V);
  const chart = useFormSubmit(
    (values: V) => {
      sent.current = values;
      return call(values);
    },
    {
      succeeded: (output) => {
        chart.send({ type: 'form.edit' });
        reactions.succeeded?.(output, sent.current);
      },
      failed: (error) => reactions.failed?.(error, sent.current),
    },
  );
  const busy = useSelector(chart, selectIsSubmitting);
  const send = useCallback((values: V) => chart.send({ type: 'form.submit', values }), [chart]);
  return { send, busy };
}
