import { yupResolver } from '@hookform/resolvers/yup';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { pick } from '../../domain/lang';
import type { TrackingEventBody } from '../../domain/shipping/cargoSchemas';
import type { ContainerTrack } from '../../domain/shipping/cargoTypes';
import { EVENT_CLASSIFIERS, TRACKING_EVENT_CODES, TRACKING_EVENT_NAMES } from '../../domain/shipping/tracking';
import type { BookingView } from '../../domain/shipping/types';
import { controlProps, FormField } from '../../ui/forms/FormField';
import '../../ui/forms/forms.css';
import { useConsoleServices } from '../consoleServices';
import { useConsoleWrite } from '../common/useConsoleWrite';
import { eventFormSchema, instantOf, localNow, serverFields } from './containerForms';
import { useFieldText } from '../common/useFieldText';
import { useConsoleLang } from '../ConsoleContext';
import { Permitted } from '../../app/Permitted';

type EventField = 'containerNo' | 'eventCode' | 'classifier' | 'locationCode' | 'eventTime';

/**
 * Records one DCSA event of a numbered box: the event, planned or actual, the port where it
 * happens and its time (the staff member's clock; an actual event not in the future).
 */
export function RecordEventForm({ booking, containers, onRecorded }: { booking: BookingView; containers: ContainerTrack[]; onRecorded(): void }) {
  const intl = useIntl();
  const lang = useConsoleLang();
  const text = useFieldText();
  const defaults = (): TrackingEventBody => ({
    containerNo: containers[0]!.containerNo,
    bookingNo: booking.bookingNo,
    eventCode: 'GTOT',
    classifier: 'ACT',
    locationCode: booking.polCode,
    eventTime: localNow(),
    voyageUuid: '',
  });
  const { control, register, handleSubmit, setError, reset, formState } = useForm<TrackingEventBody>({
    resolver: yupResolver(eventFormSchema),
    defaultValues: defaults(),
  });
  const error = (field: EventField) => text(formState.errors[field]?.message);

  const { shippingStaff } = useConsoleServices();
  const write = useConsoleWrite((body: TrackingEventBody) => shippingStaff.recordTrackingEvent({ ...body, eventTime: instantOf(body.eventTime) }), {
    succeeded: (_, body) => {
      reset({ ...defaults(), containerNo: body.containerNo });
      onRecorded();
    },
    failed: (failure) => {
      for (const [name, message] of serverFields(failure)) setError(name as EventField, { message });
    },
  });
  const submit = handleSubmit(write.send);

  const dropdown = (field: 'containerNo' | 'eventCode' | 'classifier', id: string, options: { value: string; label: string }[]) => (
    <Controller
      control={control}
      name={field}
      render={({ field: f }) => (
        <Dropdown inputId={id} value={f.value} options={options} onChange={(e) => f.onChange(e.value)} className={error(field) ? 'p-invalid' : undefined} />
      )}
    />
  );

  return (
    <form className="staff-form" aria-labelledby="staff-event-title" onSubmit={submit} noValidate>
      <h3 id="staff-event-title" className="staff-form__title">
        <FormattedMessage id="admin.shipping.event.title" />
      </h3>
      <div className="staff-form__row staff-form__row--event">
        <FormField id="event-container" label={<FormattedMessage id="admin.shipping.containerNo" />} error={error('containerNo')} required>
          {dropdown(
            'containerNo',
            'event-container',
            containers.map((c) => ({ value: c.containerNo, label: `${c.containerNo} (${c.containerType})` })),
          )}
        </FormField>
        <FormField id="event-code" label={<FormattedMessage id="admin.shipping.event.code" />} error={error('eventCode')} required>
          {dropdown(
            'eventCode',
            'event-code',
            TRACKING_EVENT_CODES.map((code) => ({ value: code, label: `${code} ${pick(TRACKING_EVENT_NAMES[code], lang)}` })),
          )}
        </FormField>
        <FormField id="event-classifier" label={<FormattedMessage id="admin.shipping.event.classifier" />} error={error('classifier')} required>
          {dropdown(
            'classifier',
            'event-classifier',
            EVENT_CLASSIFIERS.map((c) => ({ value: c, label: `${c} ${intl.formatMessage({ id: `tracking.classifier.${c}` })}` })),
          )}
        </FormField>
        <FormField
          id="event-location"
          label={<FormattedMessage id="admin.shipping.event.location" />}
          error={error('locationCode')}
          required
          hint={`${booking.polCode} / ${booking.podCode}`}
        >
          <InputText {...controlProps('event-location', error('locationCode'))} maxLength={5} autoComplete="off" {...register('locationCode')} />
        </FormField>
        <FormField id="event-time" label={<FormattedMessage id="admin.shipping.event.time" />} error={error('eventTime')} required>
          <InputText {...controlProps('event-time', error('eventTime'))} type="datetime-local" {...register('eventTime')} />
        </FormField>
      </div>
      <div className="staff-form__actions">
        <Permitted button="btn.staff.shipping">
          <Button type="submit" icon="pi pi-plus" label={intl.formatMessage({ id: 'admin.shipping.event.submit' })} loading={write.busy} />
        </Permitted>
      </div>
    </form>
  );
}
