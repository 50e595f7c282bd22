import { Button } from 'primereact/button';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLang } from '../../../app/AppActorsContext';
import { scheduleSearchSchema, type ScheduleSearchBody } from '../../../domain/shipping/cargoSchemas';
import { portName, useContainerPorts } from '../bookings/bookingData';
import { controlProps, FormField } from '../../../ui/forms/FormField';
import { fieldMessage } from '../../../ui/forms/serverErrors';
import { useFieldText } from '../../forms/useFieldText';
import '../../../ui/forms/forms.css';
import { schemaResolver } from '../../forms/schemaResolver';

type Props = {
  initial: ScheduleSearchBody;
  busy: boolean;
  onSearch(values: ScheduleSearchBody): void;
};

const resolver = schemaResolver<ScheduleSearchBody>(scheduleSearchSchema);

/**
 * Ports of loading and discharge (the container ports' list) and the departure days; the
 * search's own schema checks them (both ports, not the same, an end after the start, at most
 * 120 days) before anything is asked.
 */
export function ScheduleSearchForm({ initial, busy, onSearch }: Props) {
  const intl = useIntl();
  const lang = useLang();
  const text = useFieldText();
  const [ports, reloadPorts] = useContainerPorts();
  const { register, handleSubmit, control, formState } = useForm<ScheduleSearchBody>({ resolver, defaultValues: initial });
  const [pol, pod, from] = useWatch({ control, name: ['polCode', 'podCode', 'etdFrom'] });
  const errorOf = (name: keyof ScheduleSearchBody) => text(fieldMessage(formState.errors, name));
  const list = ports.status === 'ready' ? ports.data : [];

  const portSelect = (name: 'polCode' | 'podCode', current: string) => {
    const id = `schedule-${name}`;
    const error = errorOf(name);
    return (
      <FormField id={id} label={<FormattedMessage id={`schedule.field.${name}`} />} error={error} required>
        {/* Controlled: the list arrives after the values, and must show the value it is given. */}
        <Controller
          name={name}
          control={control}
          render={({ field }) => (
            <select
              {...controlProps(id, error)}
              className={`p-inputtext schedule-form__select${error ? ' p-invalid' : ''}`}
              disabled={ports.status !== 'ready'}
              ref={field.ref}
              name={field.name}
              value={field.value ?? ''}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.value)}
            >
              <option value="">{intl.formatMessage({ id: ports.status === 'loading' ? 'app.loading' : 'schedule.choosePort' })}</option>
              {list.map((port) => (
                <option key={port.cde} value={port.cde}>
                  {portName(port, lang)} ({port.cde})
                </option>
              ))}
              {/* A code from the address the list does not have stays visible, so the rule can name it. */}
              {current && ports.status === 'ready' && !list.some((p) => p.cde === current) && <option value={current}>{current}</option>}
            </select>
          )}
        />
      </FormField>
    );
  };

  const dateField = (name: 'etdFrom' | 'etdTo') => {
    const id = `schedule-${name}`;
    const error = errorOf(name);
    return (
      <FormField id={id} label={<FormattedMessage id={`schedule.field.${name}`} />} error={error} required>
        <input
          type="date"
          {...controlProps(id, error)}
          className={`p-inputtext${error ? ' p-invalid' : ''}`}
          min={name === 'etdTo' ? from || undefined : undefined}
          {...register(name)}
        />
      </FormField>
    );
  };

  return (
    <form className="schedule-form" role="search" aria-label={intl.formatMessage({ id: 'schedule.searchLabel' })} noValidate onSubmit={handleSubmit(onSearch)}>
      {ports.status === 'failed' && (
        <p className="schedule-form__ports-failed" role="alert">
          <FormattedMessage id="schedule.portsFailed" />{' '}
          <Button type="button" link size="small" label={intl.formatMessage({ id: 'schedule.retry' })} onClick={reloadPorts} />
        </p>
      )}
      <div className="schedule-form__grid">
        {portSelect('polCode', pol)}
        {portSelect('podCode', pod)}
        {dateField('etdFrom')}
        {dateField('etdTo')}
        <div className="schedule-form__submit">
          <Button type="submit" icon="pi pi-search" label={intl.formatMessage({ id: 'schedule.search' })} loading={busy} disabled={busy} />
        </div>
      </div>
    </form>
  );
}
