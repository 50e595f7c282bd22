import { Button } from 'primereact/button';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderDraft } from '../../../domain/ticketing/order';
import { fieldMessage } from '../../forms/serverErrors';
import { PassengerFields } from '../../passengers/PassengerFields';
import type { TicketTypeOption } from './orderFormState';
import { TicketTypeChoice } from './TicketTypeChoice';
import { useMessageText } from './useMessageText';

interface PassengerCardProps {
  index: number;
  options: readonly TicketTypeOption[];
  /** the order rules' (or the server's) message about this passenger's ticket type */
  ruleMessage?: string;
  onRemove(): void;
  disabled?: boolean;
}

/** One passenger of the order: ticket type, the saved-passenger fields, and whether to keep them. */
export function PassengerCard({ index, options, ruleMessage, onRemove, disabled }: PassengerCardProps) {
  const intl = useIntl();
  const text = useMessageText();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<OrderDraft>();
  const savedUuid = useWatch({ control, name: `passengers.${index}.savedPassengerUuid` });
  const schemaError = text(fieldMessage(errors, `passengers.${index}.ticketType`));
  const num = index + 1;
  return (
    <li className="passenger-card" aria-labelledby={`co-p${index}-title`}>
      <div className="passenger-card__head">
        <h3 id={`co-p${index}-title`} className="passenger-card__title">
          <FormattedMessage id="createOrder.passengerTitle" values={{ num }} />
          {savedUuid && (
            <span className="passenger-card__badge">
              <FormattedMessage id="createOrder.fromSaved" />
            </span>
          )}
        </h3>
        <Button
          type="button"
          text
          severity="danger"
          size="small"
          icon="pi pi-trash"
          label={intl.formatMessage({ id: 'createOrder.removePassenger' })}
          aria-label={intl.formatMessage({ id: 'createOrder.removePassengerNum' }, { num })}
          onClick={onRemove}
          disabled={disabled}
        />
      </div>
      <TicketTypeChoice index={index} options={options} error={schemaError ?? ruleMessage} disabled={disabled} />
      <PassengerFields prefix={`passengers.${index}.`} disabled={disabled} />
      {!savedUuid && (
        <label className="create-order__check">
          <input type="checkbox" disabled={disabled} {...register(`passengers.${index}.saveToList`)} />
          <FormattedMessage id="createOrder.saveToList" />
        </label>
      )}
    </li>
  );
}
