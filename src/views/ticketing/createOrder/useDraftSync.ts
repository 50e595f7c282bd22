import { useCallback, useEffect, useRef } from 'react';
import type { UseFormWatch } from 'react-hook-form';
import { useLatest } from '../../../app/useLatest';
import type { OrderDraft } from '../../../domain/ticketing/order';
import { toDraft } from './orderFormState';

/** Quiet time after the last keystroke before the draft is handed over (and stored by the page). */
const DRAFT_SYNC_DELAY_MS = 300;

/**
 * Hands every change of the form to the page, debounced, so a reload keeps what was typed.
 * A change still waiting when the form goes away (back, submit) is handed over at once, and so
 * is one waiting when the user saves or submits: answers `flush` for those buttons, or the late
 * change would arrive after the save and mark the saved draft unsaved again.
 */
export function useDraftSync(watch: UseFormWatch<OrderDraft>, onDraftChange: (draft: OrderDraft) => void, delayMs = DRAFT_SYNC_DELAY_MS): () => void {
  const latest = useLatest(onDraftChange);
  const flushRef = useRef<() => void>(() => undefined);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: OrderDraft | null = null;
    const flush = () => {
      clearTimeout(timer);
      if (pending) latest.current(pending);
      pending = null;
    };
    flushRef.current = flush;
    const subscription = watch((values) => {
      pending = toDraft(values as Partial<OrderDraft>);
      clearTimeout(timer);
      timer = setTimeout(flush, delayMs);
    });
    return () => {
      subscription.unsubscribe();
      flush();
    };
  }, [watch, delayMs, latest]);
  return useCallback(() => flushRef.current(), []);
}
