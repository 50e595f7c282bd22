import { Button } from 'primereact/button';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLang } from '../../../app/AppActorsContext';
import { pick } from '../../../domain/lang';
import { parseTrackingNumbers } from '../../../domain/shipping/cargoSchemas';
import { SHIPPING_MESSAGES } from '../../../domain/shipping/messages';
import { classifyTrackingNumber, MAX_TRACKING_NUMBERS, splitTrackingNumbers } from '../../../domain/shipping/tracking';
import { controlProps, FormField } from '../../../ui/forms/FormField';
import { KIND_LABEL } from './trackingLabels';
import '../../../ui/forms/forms.css';

type Props = {
  initial: readonly string[];
  busy: boolean;
  /** a message about the numbers from the server (already in the user's language) */
  serverError?: string;
  onTrack(numbers: string[]): void;
};

const ID = 'tracking-numbers';

/**
 * Several booking, bill of lading or container numbers at once, separated by spaces, commas or
 * new lines. Each is shown as a chip with the kind it is recognised as, so a mistyped one is
 * seen before searching; the search's own rules (parseTrackingNumbers, the server's too) refuse
 * none, too many, a wrong check digit or a number the portal does not issue, naming them.
 */
export function TrackingNumbersForm({ initial, busy, serverError, onTrack }: Props) {
  const intl = useIntl();
  const lang = useLang();
  const [typed, setTyped] = useState(initial.join('\n'));
  const [error, setError] = useState<string | undefined>(undefined);
  const numbers = splitTrackingNumbers(typed);
  const shownError = error ?? serverError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseTrackingNumbers(typed);
    if (!parsed.ok) {
      const list = parsed.numbers.length ? `：${parsed.numbers.join(', ')}` : '';
      setError(`${pick(SHIPPING_MESSAGES[parsed.key], lang)}${list}`);
      document.getElementById(ID)?.focus();
      return;
    }
    setError(undefined);
    onTrack(parsed.numbers.map((n) => n.number));
  };

  return (
    <form className="tracking-form" role="search" aria-label={intl.formatMessage({ id: 'tracking.searchLabel' })} noValidate onSubmit={submit}>
      <FormField
        id={ID}
        label={<FormattedMessage id="tracking.field.numbers" />}
        error={shownError}
        hint={<FormattedMessage id="tracking.field.hint" values={{ max: MAX_TRACKING_NUMBERS }} />}
        required
      >
        <textarea
          {...controlProps(ID, shownError)}
          className={`p-inputtext tracking-form__input${shownError ? ' p-invalid' : ''}`}
          rows={3}
          value={typed}
          placeholder={intl.formatMessage({ id: 'tracking.field.placeholder' })}
          spellCheck={false}
          autoCapitalize="characters"
          onChange={(event) => {
            setTyped(event.target.value);
            setError(undefined);
          }}
          onKeyDown={(event) => {
            // Ctrl+Enter searches from the box, as the button does.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
          }}
        />
      </FormField>
      {numbers.length > 0 && (
        <ul className="tracking-form__chips" aria-label={intl.formatMessage({ id: 'tracking.chipsLabel' }, { count: numbers.length })}>
          {numbers.map((number) => {
            const kind = classifyTrackingNumber(number);
            const bad = kind === 'badCheckDigit' || kind === 'unknownNumber';
            return (
              <li key={number} className={`tracking-chip${bad ? ' tracking-chip--bad' : ''}`}>
                <span className="tracking-chip__no">{number}</span>
                <span className="tracking-chip__kind">
                  <FormattedMessage id={KIND_LABEL[kind]} />
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <div className="tracking-form__actions">
        <span className="shipping-screen__muted">
          <FormattedMessage id="tracking.counter" values={{ count: numbers.length, max: MAX_TRACKING_NUMBERS }} />
        </span>
        <Button type="submit" icon="pi pi-search" label={intl.formatMessage({ id: 'tracking.search' })} loading={busy} disabled={busy} />
      </div>
    </form>
  );
}
