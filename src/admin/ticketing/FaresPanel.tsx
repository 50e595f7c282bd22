import { yupResolver } from '@hookform/resolvers/yup';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney } from '../../domain/format';
import { useConsoleLang } from '../ConsoleContext';
import { EXTRA_BED_FARE } from '../../domain/ticketing/order';
import { useConsole } from '../ConsoleContext';
import { useConsoleLoaded, useConsoleServices } from '../consoleServices';
import { useConsoleWrite } from '../common/useConsoleWrite';
import { serverFields } from '../shipping/containerForms';
import { useFormText } from './formText';
import { fareSchema, todayInChina, type FareForm } from './ticketingForms';
import type { TicketingNames } from './useTicketingNames';
import { Permitted } from '../../app/Permitted';

/**
 * Fares of one route direction per cabin class and ticket type, every period newest first; a new
 * amount from a day on (today or later) ends the period running then.
 */
export function FaresPanel({ names }: { names: TicketingNames }) {
  const lang = useConsoleLang();
  const intl = useIntl();
  const text = useFormText();
  const { notifier } = useConsole();
  const [routeCode, setRouteCode] = useState('');
  const route = routeCode || names.routes[0]?.code || '';
  const { ticketingStaff } = useConsoleServices();
  const [fares, reload] = useConsoleLoaded((services, signal) => (route ? services.ticketingStaff.getFares(route, { signal }) : Promise.resolve([])), route);
  const { control, register, handleSubmit, setError, reset, formState } = useForm<FareForm>({
    resolver: yupResolver(fareSchema) as unknown as Resolver<FareForm>,
    defaultValues: { cabinClass: '', ticketType: '', amount: '' as unknown as number, effectiveFrom: todayInChina() },
  });
  const errors = formState.errors;
  const currency = names.route(route)?.currency ?? 'RMB';

  const write = useConsoleWrite(
    (form: FareForm) =>
      ticketingStaff.saveFare({
        routeCode: route,
        cabinClass: form.cabinClass,
        ticketType: form.ticketType,
        amount: form.amount,
        effectiveFrom: form.effectiveFrom,
      }),
    {
      succeeded: (_, form) => {
        notifier.notify(intl.formatMessage({ id: 'admin.ticketing.rates.fareSaved' }), 'success');
        reset({ ...form, amount: '' as unknown as number });
        reload();
      },
      failed: (error, form) => {
        for (const [name, message] of serverFields(error)) if (name in form) setError(name as keyof FareForm, { type: 'server', message });
      },
    },
  );
  const save = handleSubmit(write.send);
  const error = (name: keyof FareForm) =>
    errors[name]?.message ? (
      <small id={`fare-${name}-error`} className="admin-error" role="alert">
        {text(errors[name]?.message)}
      </small>
    ) : null;
  const aria = (name: keyof FareForm) => (errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `fare-${name}-error` } : {});

  return (
    <section className="admin-panel" aria-labelledby="fares-title">
      <h2 id="fares-title" className="admin-panel__title">
        <FormattedMessage id="admin.ticketing.rates.fares" />
      </h2>
      <div className="ticketing__filters">
        <label className="ticketing__filter" htmlFor="fares-route">
          <FormattedMessage id="admin.ticketing.col.route" />
          <Dropdown
            inputId="fares-route"
            value={route}
            options={names.routes.map((r) => ({ value: r.code, label: names.routeName(r.code) }))}
            onChange={(e) => setRouteCode(e.value as string)}
          />
        </label>
      </div>
      <form className="ticketing__filters" noValidate onSubmit={save} aria-label={intl.formatMessage({ id: 'admin.ticketing.rates.newFare' })}>
        <label className="ticketing__filter" htmlFor="fare-cabin">
          <FormattedMessage id="admin.ticketing.order.cabin" />
          <Controller
            control={control}
            name="cabinClass"
            render={({ field }) => (
              <Dropdown
                inputId="fare-cabin"
                value={field.value}
                options={names.cabins.map((c) => ({ value: c.cde, label: names.cabinName(c.cde) }))}
                placeholder={intl.formatMessage({ id: 'admin.ticketing.form.chooseCabin' })}
                onChange={(e) => field.onChange(e.value)}
                {...aria('cabinClass')}
              />
            )}
          />
          {error('cabinClass')}
        </label>
        <label className="ticketing__filter" htmlFor="fare-type">
          <FormattedMessage id="admin.ticketing.checkIn.ticketType" />
          <Controller
            control={control}
            name="ticketType"
            render={({ field }) => (
              <Dropdown
                inputId="fare-type"
                value={field.value}
                options={[...names.ticketTypes.map((t) => t.cde), EXTRA_BED_FARE].map((code) => ({ value: code, label: names.ticketTypeName(code) }))}
                placeholder={intl.formatMessage({ id: 'admin.ticketing.form.chooseTicketType' })}
                onChange={(e) => field.onChange(e.value)}
                {...aria('ticketType')}
              />
            )}
          />
          {error('ticketType')}
        </label>
        <label className="ticketing__filter" htmlFor="fare-amount">
          <FormattedMessage id="admin.ticketing.rates.amountIn" values={{ currency: currency === 'JPY' ? '円' : lang === 'jp' ? '元' : '¥' }} />
          <InputText id="fare-amount" inputMode="decimal" {...register('amount')} {...aria('amount')} />
          {error('amount')}
        </label>
        <label className="ticketing__filter" htmlFor="fare-from">
          <FormattedMessage id="admin.ticketing.rates.effectiveFrom" />
          <InputText id="fare-from" type="date" min={todayInChina()} {...register('effectiveFrom')} {...aria('effectiveFrom')} />
          {error('effectiveFrom')}
        </label>
        <Permitted button="btn.staff.ticketing">
          <Button type="submit" icon="pi pi-save" label={intl.formatMessage({ id: 'admin.ticketing.save' })} loading={write.busy} disabled={!route} />
        </Permitted>
      </form>

      {fares.status === 'loading' && <p role="status">{intl.formatMessage({ id: 'app.loading' })}</p>}
      {fares.status === 'failed' && (
        <p className="admin-error" role="alert">
          <FormattedMessage id="admin.ticketing.loadFailed" />{' '}
          <Button type="button" link label={intl.formatMessage({ id: 'admin.ticketing.retry' })} onClick={reload} />
        </p>
      )}
      {fares.status === 'ready' && fares.data.length === 0 && (
        <p className="ticketing__muted">
          <FormattedMessage id="admin.ticketing.rates.noFares" />
        </p>
      )}
      {fares.status === 'ready' && fares.data.length > 0 && (
        <table className="ticketing-table">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'admin.ticketing.order.cabin' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'admin.ticketing.checkIn.ticketType' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'admin.ticketing.orders.amount' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'admin.ticketing.rates.period' })}</th>
            </tr>
          </thead>
          <tbody>
            {fares.data.map((fare) => (
              <tr key={fare.id}>
                <td>{names.cabinName(fare.cabinClass)}</td>
                <td>{names.ticketTypeName(fare.ticketType)}</td>
                <td className="ticketing__nowrap">{formatMoney(fare.amount, fare.currency, lang)}</td>
                <td className="ticketing__nowrap">
                  {intl.formatMessage(
                    { id: fare.effectiveTo ? 'admin.ticketing.rates.closedPeriod' : 'admin.ticketing.rates.openPeriod' },
                    { from: fare.effectiveFrom, to: fare.effectiveTo },
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
