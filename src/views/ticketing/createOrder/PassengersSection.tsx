import { Button } from 'primereact/button';
import { useEffect, useRef } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SavedPassenger } from '../../../domain/passengers';
import type { LegChoice, OrderDraft } from '../../../domain/ticketing/order';
import { PassengerPicker } from '../../passengers/PassengerPicker';
import { emptyPassenger, fromSaved, isBlankPassenger, isIdExpiredFor, suggestedTicketType, type RuleSet, type TicketTypeOption } from './orderFormState';
import { PassengerCard } from './PassengerCard';

interface PassengersSectionProps {
  legs: readonly LegChoice[];
  rules: RuleSet;
  options: readonly TicketTypeOption[];
  /** rule messages by field path (passengers, passengers[i].ticketType) */
  messages: Readonly<Record<string, string>>;
  /** [leg][passenger]: the ticket type judged for each leg (checkOrder), to say where the return's differs */
  legTicketTypes?: readonly (readonly string[])[];
  /** a ticket type's name in the interface language */
  ticketTypeName?(code: string): string;
  disabled?: boolean;
}

/** The party in the room: passengers picked from the saved list or entered new, free passengers among them. */
export function PassengersSection({ legs, rules, options, messages, legTicketTypes = [], ticketTypeName = (code) => code, disabled }: PassengersSectionProps) {
  const intl = useIntl();
  const { control, getValues, trigger } = useFormContext<OrderDraft>();
  const { fields, append, remove, update } = useFieldArray({ control, name: 'passengers' });
  const passengers = useWatch({ control, name: 'passengers' }) ?? [];
  const picked = passengers.map((p) => p?.savedPassengerUuid).filter((uuid): uuid is string => Boolean(uuid));
  const paying = options.find((o) => !o.isFree);
  const free = options.find((o) => o.isFree);

  const pick = (saved: SavedPassenger) => {
    const expired = isIdExpiredFor(saved, legs);
    // An ID expired for this journey must be updated before use; the update goes back to the saved passenger on submit.
    const passenger = { ...fromSaved(saved, suggestedTicketType(saved.birthDate, legs, options, rules)), saveToList: expired };
    // A row left empty is where the user meant this passenger to go.
    const blank = getValues('passengers').findIndex(isBlankPassenger);
    const index = blank >= 0 ? blank : getValues('passengers').length;
    if (blank >= 0) update(blank, passenger);
    else append(passenger);
    // Say so at the field at once, not only when the order is submitted.
    if (expired) requestAnimationFrame(() => void trigger(`passengers.${index}.certificateExpiry`));
  };
  // A card added from the toolbar takes the focus at its first field (react-hook-form's own focus
  // on append goes to whichever of the card's fields registered first: the last checkbox).
  const list = useRef<HTMLOListElement>(null);
  const focusAdded = useRef(false);
  const add = (ticketType: string) => {
    focusAdded.current = true;
    append(emptyPassenger(ticketType), { shouldFocus: false });
  };
  useEffect(() => {
    if (!focusAdded.current) return;
    focusAdded.current = false;
    const card = list.current?.lastElementChild;
    if (card) firstField(card)?.focus();
  }, [fields.length]);
  const suggest = (birthDate: string) => suggestedTicketType(birthDate, legs, options, rules);
  const [outboundTypes = [], returnTypes] = legTicketTypes;

  return (
    <div className="create-order__passengers">
      <div className="create-order__toolbar">
        <PassengerPicker onPick={pick} excludeUuids={picked} idExpired={(saved) => isIdExpiredFor(saved, legs)} disabled={disabled} />
        <Button
          type="button"
          outlined
          icon="pi pi-user-plus"
          label={intl.formatMessage({ id: 'createOrder.addPassenger' })}
          onClick={() => add(paying?.code ?? '')}
          disabled={disabled}
        />
        {free && (
          <Button
            type="button"
            outlined
            icon="pi pi-plus"
            label={intl.formatMessage({ id: 'createOrder.addFree' }, { type: free.name })}
            onClick={() => add(free.code)}
            disabled={disabled}
          />
        )}
      </div>
      {messages.passengers && (
        <p className="create-order__rule" role="alert" id="co-passengers-message">
          {messages.passengers}
        </p>
      )}
      {fields.length === 0 ? (
        <p className="create-order__empty">
          <FormattedMessage id="createOrder.noPassengers" />
        </p>
      ) : (
        <ol className="create-order__passenger-list" ref={list}>
          {fields.map((field, index) => (
            <PassengerCard
              key={field.id}
              index={index}
              options={options}
              ruleMessage={messages[`passengers[${index}].ticketType`]}
              suggest={suggest}
              returnTicketType={
                returnTypes && returnTypes[index] !== outboundTypes[index] && returnTypes[index] ? ticketTypeName(returnTypes[index]) : undefined
              }
              onRemove={() => remove(index)}
              disabled={disabled}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

/** A card's first form field in reading order; of a radio group, its chosen radio (the group's tab stop). */
function firstField(card: Element): HTMLElement | null {
  const first = card.querySelector<HTMLElement>('input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)');
  if (first instanceof HTMLInputElement && first.type === 'radio') {
    return card.querySelector<HTMLElement>(`input[type="radio"][name="${first.name}"]:checked`) ?? first;
  }
  return first;
}
