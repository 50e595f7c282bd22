import { useRef, useState } from 'react';
import type { DndEstimate } from '../../../domain/shipping/cargoTypes';
import type { DndEstimateBody } from '../../../domain/shipping/cargoSchemas';
import { estimateDnd } from '../../../services/shipping/dnd';

export type EstimateState = { status: 'idle' } | { status: 'running' } | { status: 'done'; estimate: DndEstimate } | { status: 'failed'; error: unknown };

/**
 * The server's estimate of a period: the server's calculation is the truth, the screen shows it.
 * An answer to an earlier question that arrives after a newer one was asked is dropped.
 * `run` resolves with the refusal (for the form to show at its fields), or null.
 */
export function useEstimate(): { state: EstimateState; run(body: DndEstimateBody): Promise<unknown> } {
  const [state, setState] = useState<EstimateState>({ status: 'idle' });
  const asked = useRef(0);
  const run = async (body: DndEstimateBody) => {
    const ticket = ++asked.current;
    setState({ status: 'running' });
    try {
      const estimate = await estimateDnd(body);
      if (ticket === asked.current) setState({ status: 'done', estimate });
      return null;
    } catch (error: unknown) {
      if (ticket === asked.current) setState({ status: 'failed', error });
      return error;
    }
  };
  return { state, run };
}
