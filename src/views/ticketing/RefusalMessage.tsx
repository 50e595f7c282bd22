import { useLang } from '../../app/AppActorsContext';
import { formatMessage, type RuleViolation } from '../../domain/ticketing/messages';

/** Why the last move was refused, in the spec's words and the interface language. */
export function RefusalMessage({ refusal }: { refusal: RuleViolation | null }) {
  const lang = useLang();
  if (!refusal) return null;
  return (
    <p className="ticketing-refusal" role="alert">
      <i className="pi pi-exclamation-triangle" aria-hidden="true" />
      <span>{formatMessage(refusal.key, refusal.params, lang)}</span>
    </p>
  );
}
