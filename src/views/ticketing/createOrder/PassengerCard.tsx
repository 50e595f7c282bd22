import { Button } from 'primereact/button';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderDraft } from '../../../domain/ticketing/order';
import { isCalendarDate } from '../../../domain/calendarDate';
import { fieldMessage } from '../../../ui/forms/serverErrors';
import { PassengerFields } from '../../passengers/PassengerFields';
import type { TicketTypeOption } from './orderFormState';
import { TicketTypeChoice } from './TicketTypeChoice';
import { useMessageText } from './useMessageText';

interface PassengerCardProps {
  index: number;
  options: readonly TicketTypeOption[];
  /** the order rules' (or the server's) message about this passenger's ticket type */
  ruleMessage?: string;
  /** the ticket type a birth date gives on the outbound (suggestedTicketType) */
  suggest(birthDate: string): string;
  /** the name of the type the return is judged to be, where it differs from the outbound's */
  returnTicketType?: string;
  onRemove(): void;
  disabled?: boolean;
}

/** One passenger of the order: ticket type, the saved-passenger fields, and whether to keep them. */
export function PassengerCard({ index, options, ruleMessage, suggest, returnTicketType, onRemove, disabled }: PassengerCardProps) {
  const intl = useIntl();
  const text = useMessageText();
  const {
    register,
    control,
    setValue,
    trigger,
    formState: { errors },
  } = useFormContext<OrderDraft>();
  const savedUuid = useWatch({ control, name: `passengers.${index}.savedPassengerUuid` });
  const updatesSaved = useWatch({ control, name: `passengers.${index}.saveToList` }) === true && Boolean(savedUuid);
  const birthDate = useWatch({ control, name: `passengers.${index}.birthDate` });
  // A birth date typed (or changed) offers the ticket type it gives, as a picked passenger gets;
  // the user may still choose another. The date the card opened with is left as it is.
  const seenBirthDate = useRef(birthDate);
  useEffect(() => {
    if (birthDate === seenBirthDate.current) return;
    seenBirthDate.current = birthDate;
    if (birthDate && isCalendarDate(birthDate)) setValue(`passengers.${index}.ticketType`, suggest(birthDate), { shouldDirty: true });
  }, [birthDate, index, setValue, suggest]);
  // An expiry refused before any submit (a saved passenger picked with an expired ID) is checked
  // again as it is corrected, so the message goes once the ID is valid for the journey.
  const expiry = useWatch({ control, name: `passengers.${index}.certificateExpiry` });
  const expiryRefused = Boolean(errors.passengers?.[index]?.certificateExpiry);
  const seenExpiry = useRef(expiry);
  useEffect(() => {
    if (expiry === seenExpiry.current) return;
    seenExpiry.current = expiry;
    if (expiryRefused) void trigger(`passengers.${index}.certificateExpiry`);
  }, [expiry, expiryRefused, index, trigger]);
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
      {returnTicketType && (
        <p className="passenger-card__note" data-testid={`co-p${index}-return-type`}>
          <i className="pi pi-info-circle" aria-hidden="true" /> <FormattedMessage id="createOrder.returnTicketType" values={{ type: returnTicketType }} />
        </p>
      )}
      <PassengerFields prefix={`passengers.${index}.`} disabled={disabled} />
      {updatesSaved && (
        <p className="passenger-card__note">
          <i className="pi pi-sync" aria-hidden="true" /> <FormattedMessage id="createOrder.updatesSaved" />
        </p>
      )}
      {!savedUuid && (
        <label className="create-order__check">
          <input type="checkbox" disabled={disabled} {...register(`passengers.${index}.saveToList`)} />
          <FormattedMessage id="createOrder.saveToList" />
        </label>
      )}
    </li>
  );
}
