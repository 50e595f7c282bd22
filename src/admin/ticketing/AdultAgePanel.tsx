import { yupResolver } from '@hookform/resolvers/yup';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useConsole } from '../ConsoleContext';
import { useConsoleLoaded, useConsoleServices } from '../consoleServices';
import { useConsoleWrite } from '../common/useConsoleWrite';
import { serverFields } from '../shipping/containerForms';
import { useFormText } from './formText';
import { adultAgeSchema } from './ticketingForms';
import { Permitted } from '../../app/Permitted';

type AgeForm = { adultAge: number };

/** The age at departure from which a passenger travels on an adult ticket (child tickets run from 2 up to it). */
export function AdultAgePanel() {
  const intl = useIntl();
  const text = useFormText();
  const { notifier } = useConsole();
  const { ticketingStaff } = useConsoleServices();
  const [current, reload] = useConsoleLoaded((services, signal) => services.baseData.getAdultAge({ signal }), 'adult-age');
  const { register, handleSubmit, setError, reset, formState } = useForm<AgeForm>({ resolver: yupResolver(adultAgeSchema) as unknown as Resolver<AgeForm> });
  useEffect(() => {
    if (current.status === 'ready') reset({ adultAge: current.data });
  }, [current, reset]);
  const write = useConsoleWrite((form: AgeForm) => ticketingStaff.setAdultAge(form.adultAge), {
    succeeded: (_, form) => {
      notifier.notify(intl.formatMessage({ id: 'admin.ticketing.rates.adultAgeSaved' }, { age: form.adultAge }), 'success');
      reload();
    },
    failed: (error) => {
      const [field] = serverFields(error);
      if (field) setError('adultAge', { type: 'server', message: field[1] });
    },
  });
  const save = handleSubmit(write.send);
  const message = formState.errors.adultAge?.message;

  return (
    <section className="admin-panel" aria-labelledby="adult-age-title">
      <h2 id="adult-age-title" className="admin-panel__title">
        <FormattedMessage id="admin.ticketing.rates.adultAge" />
      </h2>
      <form className="ticketing__filters" noValidate onSubmit={save}>
        <label className="ticketing__filter" htmlFor="adult-age">
          <FormattedMessage id="admin.ticketing.rates.adultAgeLabel" />
          <InputText
            id="adult-age"
            inputMode="numeric"
            disabled={current.status !== 'ready'}
            {...register('adultAge')}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? 'adult-age-error' : undefined}
          />
          {message && (
            <small id="adult-age-error" className="admin-error" role="alert">
              {text(message)}
            </small>
          )}
        </label>
        <Permitted button="btn.staff.ticketing">
          <Button
            type="submit"
            icon="pi pi-save"
            label={intl.formatMessage({ id: 'admin.ticketing.save' })}
            loading={write.busy}
            disabled={current.status !== 'ready'}
          />
        </Permitted>
      </form>
    </section>
  );
}
