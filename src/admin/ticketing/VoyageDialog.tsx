import { yupResolver } from '@hookform/resolvers/yup';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useRef } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StaffVoyage } from '../../domain/staff/ticketing';
import { useConsole } from '../ConsoleContext';
import { useConsoleServices } from '../consoleServices';
import { useConsoleWrite } from '../common/useConsoleWrite';
import { serverFields } from '../shipping/containerForms';
import { VoyageAffectedOrders } from './AffectedOrders';
import { useFormText } from './formText';
import { fromPortLocal, toPortLocal } from './portTime';
import { scheduleSchema, voyageSchema, type VoyageForm } from './ticketingForms';
import type { TicketingNames } from './useTicketingNames';

interface VoyageDialogProps {
  names: TicketingNames;
  /** the sailing to reschedule; absent: a new sailing */
  voyage?: StaffVoyage;
  onDone(): void;
  onHide(): void;
}

const FORM_FIELDS: readonly string[] = ['routeCode', 'code', 'vessel', 'departure', 'arrival'];

/**
 * A new sailing (route direction, code, vessel, times in each port's own clock, rooms or berths per
 * cabin class, each labelled with what its class sells), or new times for one: its inventory and orders stay, and
 * the orders it reaches are shown first (each told the old and new times).
 */
export function VoyageDialog({ names, voyage, onDone, onHide }: VoyageDialogProps) {
  const intl = useIntl();
  const text = useFormText();
  const { notifier } = useConsole();
  const cabins = names.cabins.map((c) => c.cde);
  const initialRoute = voyage?.routeCode ?? '';
  // The chosen route gives the ports whose clocks the times are read in (the schema asks it at validation).
  const chosenRoute = useRef(initialRoute);
  const departurePort = () => names.route(chosenRoute.current)?.departurePort ?? 'CNSHA';
  const arrivalPort = () => names.route(chosenRoute.current)?.arrivalPort ?? 'CNSHA';
  const schema = voyage ? scheduleSchema(departurePort, arrivalPort) : voyageSchema(departurePort, arrivalPort, cabins);
  const { control, register, handleSubmit, setError, setValue, getValues, watch, formState } = useForm<VoyageForm>({
    resolver: yupResolver(schema) as unknown as Resolver<VoyageForm>,
    defaultValues: {
      routeCode: initialRoute,
      code: voyage?.code ?? '',
      vessel: voyage?.vessel ?? '',
      departure: voyage ? toPortLocal(voyage.departureTime, departurePort()) : '',
      arrival: voyage ? toPortLocal(voyage.arrivalTime, arrivalPort()) : '',
      berths: Object.fromEntries(cabins.map((c) => [c, '' as unknown as number])),
    },
  });
  const errors = formState.errors;
  // Watching the route re-renders the clock hints when it changes.
  chosenRoute.current = watch('routeCode') || initialRoute;

  const { ticketingStaff } = useConsoleServices();
  const write = useConsoleWrite(
    (form: VoyageForm) => {
      const departureTime = fromPortLocal(form.departure, departurePort())!;
      const arrivalTime = fromPortLocal(form.arrival, arrivalPort())!;
      return voyage
        ? ticketingStaff.rescheduleVoyage({ uuid: voyage.uuid, departureTime, arrivalTime })
        : ticketingStaff.createVoyage({
            routeCode: form.routeCode,
            code: form.code.trim().toUpperCase(),
            vessel: form.vessel.trim(),
            departureTime,
            arrivalTime,
            inventory: cabins.map((cabinClass) => ({ cabinClass, totalBerths: Number(form.berths[cabinClass]) })),
          });
    },
    {
      succeeded: (_, form) => {
        notifier.notify(
          intl.formatMessage(
            { id: voyage ? 'admin.ticketing.voyages.rescheduled' : 'admin.ticketing.voyages.created' },
            { code: voyage?.code ?? form.code.trim().toUpperCase() },
          ),
          'success',
        );
        onDone();
      },
      failed: (error) => {
        // The server names the times departureTime/arrivalTime; the form calls them departure/arrival.
        for (const [name, message] of serverFields(error)) {
          const field = name === 'departureTime' ? 'departure' : name === 'arrivalTime' ? 'arrival' : name;
          if (FORM_FIELDS.includes(field)) setError(field as keyof VoyageForm, { type: 'server', message });
        }
      },
    },
  );
  const save = handleSubmit(write.send);

  /** Routes change the ports, so the usual vessel and the arrival follow when still empty. */
  const chooseRoute = (code: string) => {
    chosenRoute.current = code;
    const route = names.route(code);
    setValue('routeCode', code, { shouldValidate: formState.isSubmitted });
    if (route && !getValues('vessel')) setValue('vessel', route.defaultVessel);
  };
  const suggestArrival = () => {
    const route = names.route(chosenRoute.current);
    const departure = fromPortLocal(getValues('departure'), departurePort());
    if (!route || !departure || getValues('arrival')) return;
    setValue('arrival', toPortLocal(new Date(Date.parse(departure) + route.durationMinutes * 60_000).toISOString(), arrivalPort()));
  };

  const fieldError = (name: string, message: string | undefined) =>
    message ? (
      <small id={`vd-${name}-error`} className="admin-error" role="alert">
        {text(message)}
      </small>
    ) : null;
  const described = (name: string, message: string | undefined) => (message ? { 'aria-invalid': true as const, 'aria-describedby': `vd-${name}-error` } : {});

  const footer = (
    <div className="confirm-reason__footer">
      <Button type="button" outlined label={intl.formatMessage({ id: 'admin.confirm.cancel' })} onClick={onHide} disabled={write.busy} />
      <Button
        type="submit"
        form="voyage-form"
        label={intl.formatMessage({ id: voyage ? 'admin.ticketing.voyages.reschedule' : 'admin.ticketing.voyages.create' })}
        loading={write.busy}
      />
    </div>
  );
  const zoneHint = (port: string) => intl.formatMessage({ id: 'admin.ticketing.voyages.portClock' }, { port: names.portName(port) });

  return (
    <Dialog
      visible
      modal
      draggable={false}
      resizable={false}
      className="ticketing-dialog"
      header={
        voyage
          ? intl.formatMessage({ id: 'admin.ticketing.voyages.rescheduleTitle' }, { code: voyage.code })
          : intl.formatMessage({ id: 'admin.ticketing.voyages.createTitle' })
      }
      footer={footer}
      onHide={() => !write.busy && onHide()}
    >
      {voyage && <VoyageAffectedOrders voyageUuid={voyage.uuid} action="reschedule" />}
      <form id="voyage-form" className="ticketing-form" noValidate onSubmit={save}>
        {!voyage && (
          <>
            <label className="ticketing-form__field" htmlFor="vd-route">
              <span>
                <FormattedMessage id="admin.ticketing.col.route" /> *
              </span>
              <Controller
                control={control}
                name="routeCode"
                render={({ field }) => (
                  <Dropdown
                    inputId="vd-route"
                    value={field.value}
                    options={names.routes.map((r) => ({ value: r.code, label: `${names.routeName(r.code)} (${r.code})` }))}
                    placeholder={intl.formatMessage({ id: 'admin.ticketing.form.chooseRoute' })}
                    onChange={(e) => chooseRoute(e.value as string)}
                    {...described('routeCode', errors.routeCode?.message)}
                  />
                )}
              />
              {fieldError('routeCode', errors.routeCode?.message)}
            </label>
            <label className="ticketing-form__field" htmlFor="vd-code">
              <span>
                <FormattedMessage id="admin.ticketing.col.code" /> *
              </span>
              <InputText id="vd-code" maxLength={40} autoComplete="off" {...register('code')} {...described('code', errors.code?.message)} />
              {fieldError('code', errors.code?.message)}
            </label>
            <label className="ticketing-form__field" htmlFor="vd-vessel">
              <span>
                <FormattedMessage id="admin.ticketing.col.vessel" /> *
              </span>
              <InputText id="vd-vessel" maxLength={100} {...register('vessel')} {...described('vessel', errors.vessel?.message)} />
              {fieldError('vessel', errors.vessel?.message)}
            </label>
          </>
        )}
        <label className="ticketing-form__field" htmlFor="vd-departure">
          <span>
            <FormattedMessage id="admin.ticketing.col.departure" /> *
          </span>
          <InputText
            id="vd-departure"
            type="datetime-local"
            {...register('departure', { onBlur: suggestArrival })}
            {...described('departure', errors.departure?.message)}
          />
          <small className="ticketing-form__hint">{zoneHint(departurePort())}</small>
          {fieldError('departure', errors.departure?.message)}
        </label>
        <label className="ticketing-form__field" htmlFor="vd-arrival">
          <span>
            <FormattedMessage id="admin.ticketing.col.arrival" /> *
          </span>
          <InputText id="vd-arrival" type="datetime-local" {...register('arrival')} {...described('arrival', errors.arrival?.message)} />
          <small className="ticketing-form__hint">{zoneHint(arrivalPort())}</small>
          {fieldError('arrival', errors.arrival?.message)}
        </label>
        {!voyage && (
          <fieldset className="ticketing-form__berths">
            <legend>
              <FormattedMessage id="admin.ticketing.voyages.berthsPerCabin" />
            </legend>
            {cabins.map((cabin) => {
              const message = errors.berths?.[cabin]?.message;
              return (
                <label key={cabin} className="ticketing-form__field" htmlFor={`vd-berths-${cabin}`}>
                  <span>
                    {intl.formatMessage({ id: 'admin.ticketing.voyages.cabinCount' }, { cabin: names.cabinName(cabin), unit: names.cabinUnit(cabin) })} *
                  </span>
                  <InputText id={`vd-berths-${cabin}`} inputMode="numeric" {...register(`berths.${cabin}`)} {...described(`berths-${cabin}`, message)} />
                  {fieldError(`berths-${cabin}`, message)}
                </label>
              );
            })}
          </fieldset>
        )}
      </form>
    </Dialog>
  );
}
