import dayjs from 'dayjs';
import { Button } from 'primereact/button';
import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLang } from '../../../app/AppActorsContext';
import type { DndTariffView } from '../../../domain/shipping/cargoTypes';
import { dndEstimateSchema, type DndEstimateBody } from '../../../domain/shipping/cargoSchemas';
import { daysUsed } from '../../../domain/shipping/dnd';
import { CONTAINER_TYPES } from '../../../domain/shipping/enums';
import { controlProps, FormField } from '../../../ui/forms/FormField';
import { fieldMessage, showServerErrors } from '../../../ui/forms/serverErrors';
import { useFieldText } from '../../forms/useFieldText';
import { portNameOf, tariffPorts } from './dndText';
import '../../../ui/forms/forms.css';
import { schemaResolver } from '../../forms/schemaResolver';

/** The form as typed: the schema turns the quantity into a number and the codes to upper case. */
export interface EstimateValues {
  portCode: string;
  containerType: string;
  quantity: string;
  startDate: string;
  endDate: string;
}
const FIELDS = ['portCode', 'containerType', 'quantity', 'startDate', 'endDate'] as const;
const resolver = schemaResolver<EstimateValues, DndEstimateBody>(dndEstimateSchema);

/** Days of the period typed so far, both ends counted; null until both dates read and are in order. */
function periodDays(start: string, end: string): number | null {
  try {
    return start && end ? daysUsed(start, end) : null;
  } catch {
    return null;
  }
}

interface Props {
  tariffs: readonly DndTariffView[];
  busy: boolean;
  /** the server's last refusal, shown at its fields */
  refusal: unknown;
  /** asks the server */
  onEstimate(body: DndEstimateBody): void;
}

/** Port and container type (those with a tariff), quantity and the period, validated by the shared schema. */
export function EstimateForm({ tariffs, busy, refusal, onEstimate }: Props) {
  const intl = useIntl();
  const lang = useLang();
  const text = useFieldText();
  const { register, handleSubmit, setError, watch, formState } = useForm<EstimateValues, unknown, DndEstimateBody>({
    resolver,
    defaultValues: { portCode: '', containerType: '', quantity: '1', startDate: dayjs().format('YYYY-MM-DD'), endDate: '' },
  });
  const portCode = watch('portCode');
  const types = CONTAINER_TYPES.filter((type) => !portCode || tariffs.some((t) => t.portCode === portCode && t.containerType === type));
  const days = periodDays(watch('startDate'), watch('endDate'));
  const errorOf = (name: (typeof FIELDS)[number]) => text(fieldMessage(formState.errors, name));

  const submit = handleSubmit((body) => onEstimate(body));
  useEffect(() => {
    if (refusal) showServerErrors(refusal, setError, FIELDS);
  }, [refusal, setError]);

  const field = (
    name: (typeof FIELDS)[number],
    label: 'dnd.field.port' | 'dnd.field.containerType' | 'dnd.field.quantity' | 'dnd.field.startDate' | 'dnd.field.endDate',
    control: (id: string, error: string | undefined) => ReactNode,
    hint?: ReactNode,
  ) => {
    const id = `dnd-estimate-${name}`;
    const error = errorOf(name);
    return (
      <FormField id={id} label={<FormattedMessage id={label} />} error={error} required hint={hint}>
        {control(id, error)}
      </FormField>
    );
  };

  return (
    <form className="dnd-estimate__form" noValidate onSubmit={submit} aria-label={intl.formatMessage({ id: 'route.dndQueryAndCalcRate' })}>
      {field('portCode', 'dnd.field.port', (id, error) => (
        <select {...controlProps(id, error)} className={`p-inputtext dnd-select${error ? ' p-invalid' : ''}`} disabled={busy} {...register('portCode')}>
          <option value="">{intl.formatMessage({ id: 'dnd.field.choosePort' })}</option>
          {tariffPorts(tariffs).map((p) => (
            <option key={p.portCode} value={p.portCode}>{`${portNameOf(p, lang)} (${p.portCode})`}</option>
          ))}
        </select>
      ))}
      {field('containerType', 'dnd.field.containerType', (id, error) => (
        <select {...controlProps(id, error)} className={`p-inputtext dnd-select${error ? ' p-invalid' : ''}`} disabled={busy} {...register('containerType')}>
          <option value="">{intl.formatMessage({ id: 'dnd.field.chooseType' })}</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      ))}
      {field('quantity', 'dnd.field.quantity', (id, error) => (
        <input
          {...controlProps(id, error)}
          className={`p-inputtext dnd-quantity${error ? ' p-invalid' : ''}`}
          type="number"
          inputMode="numeric"
          min={1}
          max={999}
          step={1}
          disabled={busy}
          {...register('quantity')}
        />
      ))}
      {field('startDate', 'dnd.field.startDate', (id, error) => (
        <input {...controlProps(id, error)} className={`p-inputtext${error ? ' p-invalid' : ''}`} type="date" disabled={busy} {...register('startDate')} />
      ))}
      {field(
        'endDate',
        'dnd.field.endDate',
        (id, error) => (
          <input {...controlProps(id, error)} className={`p-inputtext${error ? ' p-invalid' : ''}`} type="date" disabled={busy} {...register('endDate')} />
        ),
        days === null ? <FormattedMessage id="dnd.field.periodHint" /> : <FormattedMessage id="dnd.field.periodDays" values={{ days }} />,
      )}
      <div className="dnd-estimate__actions">
        <Button
          type="submit"
          icon="pi pi-calculator"
          label={intl.formatMessage({ id: busy ? 'dnd.estimate.running' : 'dnd.estimate.submit' })}
          loading={busy}
        />
      </div>
    </form>
  );
}
