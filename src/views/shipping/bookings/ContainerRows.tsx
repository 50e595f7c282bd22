import { Button } from 'primereact/button';
import { useFieldArray, useFormContext, useWatch, type FieldErrors } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatNumber } from '../../../domain/format';
import { CONTAINER_TYPES } from '../../../domain/shipping/enums';
import type { BookingForm } from '../../../domain/shipping/schemas';
import { messageIdOf } from '../../../ui/forms/FormField';
import { fieldMessage } from '../../../ui/forms/serverErrors';
import { emptyContainer, MAX_CONTAINER_LINES } from '../../../domain/shipping/bookingFormValues';
import { useFieldText } from '../../forms/useFieldText';

type LineField = 'containerType' | 'quantity' | 'grossWeightKg';

/** A list's own message (at least one line, too many lines): yup's, or the server's, at the list's root. */
export function listMessage(errors: FieldErrors<BookingForm>, name: 'containers' | 'parties'): string | undefined {
  const list = errors[name] as { message?: string; root?: { message?: string } } | undefined;
  return list?.root?.message ?? list?.message;
}

/** The containers by type and quantity with their gross weight: one line each, added and removed (at most 20). */
export function ContainerRows({ disabled }: { disabled: boolean }) {
  const intl = useIntl();
  const text = useFieldText();
  const { control, register, formState } = useFormContext<BookingForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'containers' });
  const lines = useWatch({ control, name: 'containers' }) ?? [];
  const count = lines.reduce((sum, line) => sum + (Number.isFinite(Number(line?.quantity)) ? Number(line?.quantity) : 0), 0);
  const weight = lines.reduce((sum, line) => sum + (Number.isFinite(Number(line?.grossWeightKg)) ? Number(line?.grossWeightKg) : 0), 0);
  const listError = text(listMessage(formState.errors, 'containers'));

  const cell = (index: number, field: LineField) => {
    const id = `bf-containers-${index}-${field}`;
    const error = text(fieldMessage(formState.errors, `containers.${index}.${field}`));
    const label = intl.formatMessage({ id: `bookingForm.container.${field === 'containerType' ? 'type' : field === 'quantity' ? 'quantity' : 'weight'}` });
    const common = {
      id,
      'aria-label': `${intl.formatMessage({ id: 'bookingForm.container.row' }, { num: index + 1 })} ${label}`,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': messageIdOf(id),
      className: `p-inputtext bf-cell-input${error ? ' p-invalid' : ''}`,
    } as const;
    return (
      <td className={`bf-containers__${field}`}>
        {field === 'containerType' ? (
          <select {...common} {...register(`containers.${index}.containerType`)}>
            {CONTAINER_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...common}
            type="number"
            inputMode={field === 'quantity' ? 'numeric' : 'decimal'}
            min={field === 'quantity' ? 1 : 0}
            max={field === 'quantity' ? 99 : 1_000_000}
            step={field === 'quantity' ? 1 : 'any'}
            {...register(`containers.${index}.${field}`, { valueAsNumber: true })}
          />
        )}
        <small id={messageIdOf(id)} className="form-field__message form-field__message--error" role={error ? 'alert' : undefined}>
          {error}
        </small>
      </td>
    );
  };

  return (
    <fieldset className="bf-group" disabled={disabled}>
      <legend>
        <FormattedMessage id="bookingForm.group.containers" />
      </legend>
      {fields.length === 0 ? (
        <p className="bf-muted">
          <FormattedMessage id="bookingForm.container.none" />
        </p>
      ) : (
        <table className="bf-containers">
          <thead>
            <tr>
              <th scope="col" className="bf-containers__num">
                #
              </th>
              <th scope="col">
                <FormattedMessage id="bookingForm.container.type" />
              </th>
              <th scope="col">
                <FormattedMessage id="bookingForm.container.quantity" />
              </th>
              <th scope="col">
                <FormattedMessage id="bookingForm.container.weight" />
              </th>
              <th scope="col">
                <span className="visually-hidden">
                  <FormattedMessage id="bookings.col.actions" />
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((line, index) => (
              <tr key={line.id}>
                <th scope="row" className="bf-containers__num">
                  {index + 1}
                </th>
                {cell(index, 'containerType')}
                {cell(index, 'quantity')}
                {cell(index, 'grossWeightKg')}
                <td className="bf-containers__remove">
                  <Button
                    type="button"
                    text
                    severity="danger"
                    icon="pi pi-trash"
                    aria-label={intl.formatMessage({ id: 'bookingForm.container.remove' }, { num: index + 1 })}
                    title={intl.formatMessage({ id: 'bookingForm.container.remove' }, { num: index + 1 })}
                    onClick={() => remove(index)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="bf-containers__foot">
        <Button
          type="button"
          outlined
          size="small"
          icon="pi pi-plus"
          label={intl.formatMessage({ id: 'bookingForm.container.add' })}
          disabled={fields.length >= MAX_CONTAINER_LINES}
          onClick={() => append(emptyContainer())}
        />
        <span className="bf-muted" aria-live="polite">
          <FormattedMessage id="bookingForm.container.total" values={{ count, weight: formatNumber(weight) }} />
        </span>
      </div>
      {listError && (
        <p id="bf-containers-message" className="form-field__message form-field__message--error" role="alert">
          {listError}
        </p>
      )}
    </fieldset>
  );
}
