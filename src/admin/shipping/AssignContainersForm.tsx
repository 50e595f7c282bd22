import { yupResolver } from '@hookform/resolvers/yup';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Controller, useFieldArray, useForm, type FieldError } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { containerAssignSchema, type ContainerAssignBody } from '../../domain/shipping/cargoSchemas';
import type { ContainerTrack } from '../../domain/shipping/cargoTypes';
import type { ContainerType } from '../../domain/shipping/enums';
import type { BookingView } from '../../domain/shipping/types';
import { controlProps, FormField } from '../../ui/forms/FormField';
import '../../ui/forms/forms.css';
import { useConsoleServices } from '../consoleServices';
import { useConsoleWrite } from '../common/useConsoleWrite';
import { serverFields } from './containerForms';
import { useFieldText } from '../common/useFieldText';
import { Permitted } from '../../app/Permitted';

/** How many boxes of each booked type are still without a number. */
function remaining(booking: BookingView, numbered: ContainerTrack[]): { type: ContainerType; left: number }[] {
  return booking.containers
    .map((line) => ({ type: line.containerType, left: line.quantity - numbered.filter((c) => c.containerType === line.containerType).length }))
    .filter((r) => r.left > 0);
}

/**
 * Numbers the booking's boxes: one line per box, its ISO 6346 number (check digit verified here
 * and again by the server) and its type among those booked; never more per type than booked.
 */
export function AssignContainersForm({ booking, numbered, onAssigned }: { booking: BookingView; numbered: ContainerTrack[]; onAssigned(): void }) {
  const intl = useIntl();
  const text = useFieldText();
  const left = remaining(booking, numbered);
  const first = left[0]?.type ?? booking.containers[0]!.containerType;
  const { control, register, handleSubmit, setError, reset, formState } = useForm<ContainerAssignBody>({
    resolver: yupResolver(containerAssignSchema),
    defaultValues: { bookingUuid: booking.uuid, containers: [{ containerNo: '', containerType: first }] },
  });
  const lines = useFieldArray({ control, name: 'containers' });
  const errors = formState.errors;
  const total = left.reduce((sum, r) => sum + r.left, 0);

  const { shippingStaff } = useConsoleServices();
  const write = useConsoleWrite(shippingStaff.assignContainers, {
    succeeded: () => {
      reset({ bookingUuid: booking.uuid, containers: [{ containerNo: '', containerType: first }] });
      onAssigned();
    },
    // The HTTP client has told the message; fields the server names are shown at them.
    failed: (error) => {
      for (const [name, message] of serverFields(error)) setError(name.replace(/\[(\d+)\]/g, '.$1') as 'containers', { message });
    },
  });
  const submit = handleSubmit(write.send);

  const rowError = (index: number, field: 'containerNo' | 'containerType') => text((errors.containers?.[index]?.[field] as FieldError | undefined)?.message);
  const listError = text((errors.containers as FieldError | undefined)?.message ?? errors.containers?.root?.message);

  return (
    <form className="staff-form" aria-labelledby="staff-assign-title" onSubmit={submit} noValidate>
      <h3 id="staff-assign-title" className="staff-form__title">
        <FormattedMessage id="admin.shipping.assign.title" values={{ left: total }} />
      </h3>
      <p className="staff-shipping__muted">{left.map((r) => `${r.left}×${r.type}`).join(', ')}</p>
      {lines.fields.map((line, index) => {
        const noId = `assign-no-${index}`;
        const typeId = `assign-type-${index}`;
        return (
          <div className="staff-form__row" key={line.id}>
            <FormField
              id={noId}
              label={<FormattedMessage id="admin.shipping.containerNo" />}
              error={rowError(index, 'containerNo')}
              required
              hint={<FormattedMessage id="admin.shipping.assign.hint" />}
            >
              <InputText
                {...controlProps(noId, rowError(index, 'containerNo'))}
                maxLength={11}
                autoComplete="off"
                placeholder="CSQU3054383"
                {...register(`containers.${index}.containerNo`)}
              />
            </FormField>
            <FormField id={typeId} label={<FormattedMessage id="admin.shipping.containerType" />} error={rowError(index, 'containerType')} required>
              <Controller
                control={control}
                name={`containers.${index}.containerType`}
                render={({ field }) => (
                  <Dropdown inputId={typeId} value={field.value} options={left.map((r) => r.type)} onChange={(e) => field.onChange(e.value)} />
                )}
              />
            </FormField>
            {lines.fields.length > 1 && (
              <Button
                type="button"
                text
                icon="pi pi-trash"
                className="staff-form__remove"
                aria-label={intl.formatMessage({ id: 'admin.shipping.assign.remove' }, { n: index + 1 })}
                onClick={() => lines.remove(index)}
              />
            )}
          </div>
        );
      })}
      {listError && (
        <p className="admin-error" role="alert">
          {listError}
        </p>
      )}
      <div className="staff-form__actions">
        {lines.fields.length < total && (
          <Button
            type="button"
            outlined
            icon="pi pi-plus"
            label={intl.formatMessage({ id: 'admin.shipping.assign.add' })}
            onClick={() => lines.append({ containerNo: '', containerType: first })}
          />
        )}
        <Permitted button="btn.staff.shipping">
          <Button type="submit" icon="pi pi-check" label={intl.formatMessage({ id: 'admin.shipping.assign.submit' })} loading={write.busy} />
        </Permitted>
      </div>
    </form>
  );
}
