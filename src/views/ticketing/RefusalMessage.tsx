import { useEffect, useRef } from 'react';
import { useLang } from '../../app/AppActorsContext';
import { formatMessage, type RuleViolation } from '../../domain/ticketing/messages';

/**
 * Why the last move was refused, in the spec's words and the interface language. It is
 * brought into view when it appears: the refused button may be far down a long list.
 */
export function RefusalMessage({ refusal }: { refusal: RuleViolation | null }) {
  const lang = useLang();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (refusal) ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [refusal]);
  if (!refusal) return null;
  return (
    <p ref={ref} className="ticketing-refusal" role="alert">
      <i className="pi pi-exclamation-triangle" aria-hidden="true" />
      <span>{formatMessage(refusal.key, refusal.params, lang)}</span>
    </p>
  );
}
