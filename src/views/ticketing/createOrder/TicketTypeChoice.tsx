import { useFormContext } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import type { OrderDraft } from '../../../domain/ticketing/order';
import type { TicketTypeOption } from './orderFormState';

interface TicketTypeChoiceProps {
  index: number;
  options: readonly TicketTypeOption[];
  /** the schema's, the rules' or the server's message, in the user's words */
  error?: string;
  disabled?: boolean;
}

/** A passenger's ticket type: the types the chosen cabin sells, each with its outbound fare. */
export function TicketTypeChoice({ index, options, error, disabled }: TicketTypeChoiceProps) {
  const { register } = useFormContext<OrderDraft>();
  const messageId = `co-p${index}-ticketType-message`;
  return (
    <fieldset className="ticket-type" aria-invalid={error ? true : undefined} aria-describedby={messageId} disabled={disabled}>
      <legend className="form-field__label">
        <FormattedMessage id="createOrder.ticketType" />
        <span className="form-field__required" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="ticket-type__options">
        {options.map((option) => (
          <label key={option.code} className="ticket-type__option">
            <input type="radio" value={option.code} {...register(`passengers.${index}.ticketType`)} />
            <span className="ticket-type__name">{option.name}</span>
            <span className="ticket-type__fare">{option.isFree ? <FormattedMessage id="createOrder.free" /> : option.fare}</span>
          </label>
        ))}
      </div>
      <small id={messageId} className={error ? 'form-field__message form-field__message--error' : 'form-field__message'} role={error ? 'alert' : undefined}>
        {error}
      </small>
    </fieldset>
  );
}
