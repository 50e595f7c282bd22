import { useFormContext } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import type { OrderDraft } from '../../../domain/ticketing/order';

interface ExtraBedFieldProps {
  /** every leg's cabin sells an extra bed */
  available: boolean;
  /** its price per leg, formatted */
  fees: readonly string[];
  error?: string;
  disabled?: boolean;
}

/** One extra bed for the room, where the cabin sells one (DOMAIN: extra bed only where the cabin allows). */
export function ExtraBedField({ available, fees, error, disabled }: ExtraBedFieldProps) {
  const { register } = useFormContext<OrderDraft>();
  return (
    <div className="extra-bed">
      <label className="create-order__check">
        <input
          type="checkbox"
          disabled={disabled || !available}
          aria-invalid={error ? true : undefined}
          aria-describedby="co-extraBed-message"
          {...register('extraBed')}
        />
        <FormattedMessage id="createOrder.extraBed" />
        {available && <span className="extra-bed__fee">{fees.join(' + ')}</span>}
      </label>
      <small
        id="co-extraBed-message"
        className={error ? 'form-field__message form-field__message--error' : 'form-field__message'}
        role={error ? 'alert' : undefined}
      >
        {error ?? (!available && <FormattedMessage id="createOrder.extraBedUnavailable" />)}
      </small>
    </div>
  );
}
