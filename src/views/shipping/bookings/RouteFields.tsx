import { Button } from 'primereact/button';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLang } from '../../../app/AppActorsContext';
import type { BookingForm } from '../../../domain/shipping/schemas';
import type { BookingView } from '../../../domain/shipping/types';
import { vesselName } from '../../../domain/vessels';
import type { ItsVoyage } from '../../../domain/voyages';
import { controlProps, FormField } from '../../../ui/forms/FormField';
import { fieldMessage } from '../../../ui/forms/serverErrors';
import { portName, useContainerPorts, useSailings } from './bookingData';
import { useFieldText } from '../../forms/useFieldText';
import { portClock, zoneOf } from '../portClock';

type Props = {
  disabled: boolean;
  /** the Draft being amended: its sailing is named even when no longer offered */
  stored: BookingView | null;
};

/** Port of loading and discharge (UN/LOCODE lists of the container ports) and the sailing between them (queryItsVoyage). */
export function RouteFields({ disabled, stored }: Props) {
  const intl = useIntl();
  const lang = useLang();
  const text = useFieldText();
  const { control, setValue, formState } = useFormContext<BookingForm>();
  const [pol, pod, voyageUuid] = useWatch<BookingForm, ['polCode', 'podCode', 'voyageUuid']>({ name: ['polCode', 'podCode', 'voyageUuid'] });
  const [ports, reloadPorts] = useContainerPorts();
  const [sailings, reloadSailings] = useSailings(pol, pod);
  const errorOf = (name: 'polCode' | 'podCode' | 'voyageUuid') => text(fieldMessage(formState.errors, name));
  // Another port makes the chosen sailing one that may not call there: it is chosen again.
  const clearSailing = () => setValue('voyageUuid', '', { shouldDirty: true });

  const portSelect = (name: 'polCode' | 'podCode') => {
    const id = `bf-${name}`;
    const error = errorOf(name);
    const list = ports.status === 'ready' ? ports.data : [];
    const current = name === 'polCode' ? pol : pod;
    return (
      <FormField id={id} label={<FormattedMessage id={`bookingForm.field.${name}`} />} error={error} required>
        {/* Controlled: the list arrives after the values, and must show the value it is given. */}
        <Controller
          name={name}
          control={control}
          render={({ field }) => (
            <select
              {...controlProps(id, error)}
              className={`p-inputtext bf-select${error ? ' p-invalid' : ''}`}
              disabled={disabled || ports.status !== 'ready'}
              ref={field.ref}
              name={field.name}
              value={field.value ?? ''}
              onBlur={field.onBlur}
              onChange={(event) => {
                field.onChange(event.target.value);
                clearSailing();
              }}
            >
              <option value="">{intl.formatMessage({ id: ports.status === 'loading' ? 'app.loading' : 'bookingForm.choosePort' })}</option>
              {list.map((port) => (
                <option key={port.cde} value={port.cde}>
                  {portName(port, lang)} ({port.cde})
                </option>
              ))}
              {/* A code the list no longer has (a template's) stays visible rather than silently lost. */}
              {current && ports.status === 'ready' && !list.some((p) => p.cde === current) && <option value={current}>{current}</option>}
            </select>
          )}
        />
      </FormField>
    );
  };

  const sailingLabel = (voyage: ItsVoyage) => {
    const first = voyage.rotation[0];
    // The port of loading's clock, as the schedule shows the same sailing, whatever the browser's zone.
    const at = (instant: string | null | undefined) => (first && instant ? `${portClock(instant, first.portCode)} ${zoneOf(first.portCode)}` : '');
    return intl.formatMessage(
      { id: 'bookingForm.sailingOption' },
      { vessel: vesselName(voyage.vessel, lang), voyageCode: voyage.voyageCode, etd: at(first?.etd), cutOff: at(first?.cyCutOff) },
    );
  };
  const offered = sailings.status === 'ready' && sailings.data ? sailings.data : [];
  const storedSailing = stored && stored.voyageUuid && stored.voyageUuid === voyageUuid && !offered.some((v) => v.uuid === voyageUuid) ? stored : null;
  const sailingId = 'bf-voyageUuid';
  const sailingError = errorOf('voyageUuid');
  const sailingHint =
    sailings.status === 'failed' ? (
      <span className="bf-inline-state">
        <FormattedMessage id="bookingForm.sailingsFailed" />{' '}
        <Button type="button" link size="small" className="bf-inline-button" label={intl.formatMessage({ id: 'bookingForm.retry' })} onClick={reloadSailings} />
      </span>
    ) : sailings.status === 'ready' && sailings.data && sailings.data.length === 0 ? (
      <FormattedMessage id="bookingForm.noSailings" />
    ) : sailings.status === 'ready' && !sailings.data ? (
      <FormattedMessage id="bookingForm.sailingNeedsPorts" />
    ) : (
      <FormattedMessage id="bookingForm.sailingHint" />
    );

  return (
    <fieldset className="bf-group" disabled={disabled}>
      <legend>
        <FormattedMessage id="bookingForm.group.route" />
      </legend>
      {ports.status === 'failed' && (
        <p className="bf-inline-state" role="alert">
          <FormattedMessage id="bookingForm.portsFailed" />{' '}
          <Button type="button" link size="small" className="bf-inline-button" label={intl.formatMessage({ id: 'bookingForm.retry' })} onClick={reloadPorts} />
        </p>
      )}
      <div className="bf-grid bf-grid--route">
        {portSelect('polCode')}
        {portSelect('podCode')}
        <div className="bf-span-2">
          <FormField id={sailingId} label={<FormattedMessage id="bookingForm.field.voyageUuid" />} error={sailingError} hint={sailingHint} required>
            <Controller
              name="voyageUuid"
              control={control}
              render={({ field }) => (
                <select
                  {...controlProps(sailingId, sailingError)}
                  className={`p-inputtext bf-select${sailingError ? ' p-invalid' : ''}`}
                  disabled={disabled || (offered.length === 0 && !storedSailing)}
                  aria-busy={sailings.status === 'loading'}
                  ref={field.ref}
                  name={field.name}
                  value={field.value ?? ''}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(event.target.value)}
                >
                  <option value="">
                    {intl.formatMessage({ id: sailings.status === 'loading' ? 'bookingForm.sailingsLoading' : 'bookingForm.chooseSailing' })}
                  </option>
                  {storedSailing && (
                    <option value={storedSailing.voyageUuid ?? ''}>
                      {intl.formatMessage(
                        { id: 'bookingForm.sailingStored' },
                        { vessel: vesselName(storedSailing.vessel, lang), voyageCode: storedSailing.voyageCode },
                      )}
                    </option>
                  )}
                  {offered.map((voyage) => (
                    <option key={voyage.uuid} value={voyage.uuid}>
                      {sailingLabel(voyage)}
                    </option>
                  ))}
                </select>
              )}
            />
          </FormField>
        </div>
      </div>
    </fieldset>
  );
}
