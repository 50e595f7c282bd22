import { yupResolver } from '@hookform/resolvers/yup';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney } from '../../domain/format';
import { useConsoleLang } from '../ConsoleContext';
import { useConsole } from '../ConsoleContext';
import { useConsoleLoaded, useConsoleServices } from '../consoleServices';
import { useConsoleWrite } from '../common/useConsoleWrite';
import { serverFields } from '../shipping/containerForms';
import { useFormText } from './formText';
import { bafSchema, todayInChina, type BafForm } from './ticketingForms';
import { Permitted } from '../../app/Permitted';

/** The fuel surcharge (BAF) per paying ticket, per departure country in its currency, from a day on. */
export function SurchargePanel() {
  const lang = useConsoleLang();
  const intl = useIntl();
  const text = useFormText();
  const { notifier } = useConsole();
  const { ticketingStaff } = useConsoleServices();
  const [list, reload] = useConsoleLoaded((services, signal) => services.ticketingStaff.getFuelSurcharges({ signal }), 'baf');
  const { control, register, handleSubmit, setError, reset, formState } = useForm<BafForm>({
    resolver: yupResolver(bafSchema) as unknown as Resolver<BafForm>,
    defaultValues: { departureCountry: 'CN', amount: '' as unknown as number, effectiveFrom: todayInChina() },
  });
  const errors = formState.errors;
  const write = useConsoleWrite(
    (form: BafForm) =>
      ticketingStaff.saveFuelSurcharge({ departureCountry: form.departureCountry as 'CN' | 'JP', amount: form.amount, effectiveFrom: form.effectiveFrom }),
    {
      succeeded: (_, form) => {
        notifier.notify(intl.formatMessage({ id: 'admin.ticketing.rates.bafSaved' }), 'success');
        reset({ ...form, amount: '' as unknown as number });
        reload();
      },
      failed: (error, form) => {
        for (const [name, message] of serverFields(error)) if (name in form) setError(name as keyof BafForm, { type: 'server', message });
      },
    },
  );
  const save = handleSubmit(write.send);
  const error = (name: keyof BafForm) =>
    errors[name]?.message ? (
      <small id={`baf-${name}-error`} className="admin-error" role="alert">
        {text(errors[name]?.message)}
      </small>
    ) : null;
  const aria = (name: keyof BafForm) => (errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `baf-${name}-error` } : {});
  const countries = (['CN', 'JP'] as const).map((c) => ({ value: c, label: intl.formatMessage({ id: `admin.ticketing.rates.from.${c}` }) }));

  return (
    <section className="admin-panel" aria-labelledby="baf-title">
      <h2 id="baf-title" className="admin-panel__title">
        <FormattedMessage id="admin.ticketing.rates.baf" />
      </h2>
      <form className="ticketing__filters" noValidate onSubmit={save} aria-label={intl.formatMessage({ id: 'admin.ticketing.rates.newBaf' })}>
        <label className="ticketing__filter" htmlFor="baf-country">
          <FormattedMessage id="admin.ticketing.rates.departureCountry" />
          <Controller
            control={control}
            name="departureCountry"
            render={({ field }) => <Dropdown inputId="baf-country" value={field.value} options={countries} onChange={(e) => field.onChange(e.value)} />}
          />
        </label>
        <label className="ticketing__filter" htmlFor="baf-amount">
          <FormattedMessage id="admin.ticketing.rates.bafAmount" />
          <InputText id="baf-amount" inputMode="decimal" {...register('amount')} {...aria('amount')} />
          {error('amount')}
        </label>
        <label className="ticketing__filter" htmlFor="baf-from">
          <FormattedMessage id="admin.ticketing.rates.effectiveFrom" />
          <InputText id="baf-from" type="date" min={todayInChina()} {...register('effectiveFrom')} {...aria('effectiveFrom')} />
          {error('effectiveFrom')}
        </label>
        <Permitted button="btn.staff.ticketing">
          <Button type="submit" icon="pi pi-save" label={intl.formatMessage({ id: 'admin.ticketing.save' })} loading={write.busy} />
        </Permitted>
      </form>
      {list.status === 'loading' && <p role="status">{intl.formatMessage({ id: 'app.loading' })}</p>}
      {list.status === 'failed' && (
        <p className="admin-error" role="alert">
          <FormattedMessage id="admin.ticketing.loadFailed" />{' '}
          <Button type="button" link label={intl.formatMessage({ id: 'admin.ticketing.retry' })} onClick={reload} />
        </p>
      )}
      {list.status === 'ready' && (
        <table className="ticketing-table">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'admin.ticketing.rates.departureCountry' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'admin.ticketing.orders.amount' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'admin.ticketing.rates.period' })}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((row) => (
              <tr key={row.id}>
                <td>{intl.formatMessage({ id: `admin.ticketing.rates.from.${row.departureCountry}` })}</td>
                <td className="ticketing__nowrap">{formatMoney(row.amount, row.currency, lang)}</td>
                <td className="ticketing__nowrap">
                  {intl.formatMessage(
                    { id: row.effectiveTo ? 'admin.ticketing.rates.closedPeriod' : 'admin.ticketing.rates.openPeriod' },
                    { from: row.effectiveFrom, to: row.effectiveTo },
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
