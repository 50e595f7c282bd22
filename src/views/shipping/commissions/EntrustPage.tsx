import { useSelector } from '@xstate/react';
import { selectEntrustContext, selectEntrustState } from '../../../machines/entrust.selectors';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useEffect, useRef } from 'react';
import { Controller, useForm, type FieldError, type Resolver } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { PageProps } from '../../../app/routes';
import { chinaToday, railCommissionFormSchema, STATION_MAX } from '../../../domain/shipping/railCommissions';
import type { BookingSummary } from '../../../domain/shipping/types';
import { schemaFields } from '../../../domain/validation/validate';
import { controlProps, FormField } from '../../../ui/forms/FormField';
import { showServerErrors } from '../../../ui/forms/serverErrors';
import { useFieldText } from '../../forms/useFieldText';
import { bookingQuantities, EMPTY_ENTRUST, entrustResolver, type EntrustValues } from './entrustForm';
import { useEntrustScreen } from './useEntrustScreen';
import '../../../ui/forms/forms.css';
import '../shippingScreens.css';
import './commissions.css';

const FIELDS = schemaFields(railCommissionFormSchema);
type TextField = 'originStation' | 'destinationStation' | 'cargoDescription' | 'contactName' | 'contactPhone' | 'remarks';

/**
 * Rail commission (/entrust): rail carriage of a Submitted or Confirmed booking's containers,
 * `?bookingNo=` choosing the booking. The shared schema's messages at the fields; the commission
 * placed is confirmed with its number and a way to the list.
 */
export default function EntrustPage({ search }: PageProps) {
  const intl = useIntl();
  const text = useFieldText();
  const preselected = new URLSearchParams(search).get('bookingNo')?.trim().toUpperCase() || undefined;
  const bookingRef = useRef<Parameters<typeof entrustResolver>[0]>(null);
  const resolver: Resolver<EntrustValues> = (values, context, options) => entrustResolver(bookingRef.current)(values, context, options);
  const form = useForm<EntrustValues>({ resolver, defaultValues: { ...EMPTY_ENTRUST, bookingNo: preselected ?? '' } });
  const { register, handleSubmit, control, formState, setValue, reset } = form;
  const screen = useEntrustScreen(preselected, (error) => showServerErrors(error, form.setError, FIELDS));
  const state = useSelector(screen, selectEntrustState);
  const { bookings, addresses, booking, bookingNo, created } = useSelector(screen, selectEntrustContext);
  bookingRef.current = booking;
  const busy = state === 'submitting';
  const errors = formState.errors as Record<string, FieldError | undefined>;

  // The chosen booking's container types, each at its full quantity to start with.
  useEffect(() => {
    setValue(
      'containers',
      [...bookingQuantities(booking)].map(([containerType, quantity]) => ({ containerType, quantity })),
    );
  }, [booking, setValue]);

  const bookingLabel = (b: Pick<BookingSummary, 'bookingNo' | 'status' | 'containerSummary'>) =>
    intl.formatMessage(
      { id: 'entrust.bookingOption' },
      { bookingNo: b.bookingNo, status: intl.formatMessage({ id: `bookings.status.${b.status}` }), containers: b.containerSummary },
    );
  const bookingOptions = bookings.map((b) => ({ value: b.bookingNo, label: bookingLabel(b) }));
  // A booking named by the address but not among the newest is still shown as chosen.
  if (bookingNo && !bookingOptions.some((o) => o.value === bookingNo))
    bookingOptions.unshift({ value: bookingNo, label: booking ? bookingLabel(booking) : bookingNo });
  const addressOptions = addresses.map((a) => ({ value: a.uuid, label: `${a.name} · ${a.city}` }));

  const field = (name: TextField, options: { required?: boolean; maxLength: number; type?: string; wide?: boolean; area?: boolean }) => {
    const id = `entrust-${name}`;
    const error = text(errors[name]?.message);
    const props = {
      ...controlProps(id, error, options.required ?? false),
      autoComplete: 'off',
      maxLength: options.maxLength,
      disabled: busy,
      ...register(name),
    };
    return (
      <div className={options.wide ? 'form-field--wide' : undefined}>
        <FormField id={id} label={<FormattedMessage id={`entrust.field.${name}`} />} error={error} required={options.required}>
          {options.area ? <InputTextarea {...props} rows={2} autoResize /> : <InputText {...props} type={options.type ?? 'text'} />}
        </FormField>
      </div>
    );
  };

  const header = (
    <header className="shipping-screen__head">
      <div>
        <h1 id="entrust-title" className="shipping-screen__title">
          <FormattedMessage id="entrust.title" />
        </h1>
        <p className="shipping-screen__intro">
          <FormattedMessage id="entrust.intro" />
        </p>
      </div>
    </header>
  );

  if (state === 'loadingOptions' || state === 'optionsFailed') {
    return (
      <section className="shipping-screen entrust-page" aria-labelledby="entrust-title" aria-busy={state === 'loadingOptions'}>
        {header}
        {state === 'loadingOptions' ? (
          <p className="entrust-page__state" role="status">
            <i className="pi pi-spin pi-spinner" aria-hidden="true" /> <FormattedMessage id="app.loading" />
          </p>
        ) : (
          <div className="shipping-screen__failed" role="alert">
            <FormattedMessage id="entrust.loadFailed" />
            <Button
              type="button"
              text
              icon="pi pi-refresh"
              label={intl.formatMessage({ id: 'entrust.retry' })}
              onClick={() => screen.send({ type: 'options.retry' })}
            />
          </div>
        )}
      </section>
    );
  }

  if (state === 'done' && created) {
    return (
      <section className="shipping-screen entrust-page" aria-labelledby="entrust-title">
        {header}
        <div className="entrust-page__done" role="status">
          <i className="pi pi-check-circle" aria-hidden="true" />
          <div>
            <h2 className="entrust-page__done-title">
              <FormattedMessage id="entrust.done.title" />
            </h2>
            <p>
              <FormattedMessage id="entrust.done.text" values={{ commissionNo: created.commissionNo, bookingNo: created.bookingNo }} />
            </p>
            <div className="form-actions">
              <Link href="/myCommission" className="p-button p-component">
                <FormattedMessage id="entrust.done.list" />
              </Link>
              <Button
                type="button"
                outlined
                label={intl.formatMessage({ id: 'entrust.done.again' })}
                onClick={() => {
                  reset({ ...EMPTY_ENTRUST, bookingNo: created.bookingNo });
                  screen.send({ type: 'form.again' });
                }}
              />
            </div>
          </div>
        </div>
      </section>
    );
  }

  const quantities = [...bookingQuantities(booking)];
  const containersError = text(errors.containers?.message);
  const bookingError = text(errors.bookingNo?.message);
  const addressError = text(errors.loadingAddressUuid?.message);
  const dateError = text(errors.readyDate?.message);

  return (
    <section className="shipping-screen entrust-page" aria-labelledby="entrust-title" aria-busy={state === 'loadingBooking' || busy}>
      {header}
      <form
        noValidate
        className="form-grid entrust-page__form"
        onSubmit={handleSubmit((values) => screen.send({ type: 'form.submit', values: values as never }))}
      >
        <div className="form-field--wide">
          <FormField
            id="entrust-bookingNo"
            label={<FormattedMessage id="entrust.field.bookingNo" />}
            error={bookingError}
            required
            hint={
              booking ? (
                <FormattedMessage id="entrust.bookingStatus" values={{ status: intl.formatMessage({ id: `bookings.status.${booking.status}` }) }} />
              ) : (
                <FormattedMessage id="entrust.field.bookingHint" />
              )
            }
          >
            <Controller
              name="bookingNo"
              control={control}
              render={({ field: f }) => (
                <Dropdown
                  inputId="entrust-bookingNo"
                  value={f.value || null}
                  options={bookingOptions}
                  filter
                  disabled={busy}
                  loading={state === 'loadingBooking'}
                  className={bookingError ? 'p-invalid' : undefined}
                  aria-describedby="entrust-bookingNo-message"
                  emptyMessage={intl.formatMessage({ id: 'entrust.noBookings' })}
                  placeholder={intl.formatMessage({ id: 'entrust.bookingPlaceholder' })}
                  onChange={(e) => {
                    f.onChange(e.value as string);
                    screen.send({ type: 'booking.choose', bookingNo: e.value as string });
                  }}
                />
              )}
            />
          </FormField>
          {state === 'bookingFailed' && (
            <div className="shipping-screen__failed entrust-page__booking-failed" role="alert">
              <FormattedMessage id="entrust.bookingFailed" values={{ bookingNo }} />
              <Button
                type="button"
                text
                icon="pi pi-refresh"
                label={intl.formatMessage({ id: 'entrust.retry' })}
                onClick={() => screen.send({ type: 'booking.retry' })}
              />
            </div>
          )}
        </div>

        {field('originStation', { required: true, maxLength: STATION_MAX })}
        {field('destinationStation', { required: true, maxLength: STATION_MAX })}

        <FormField id="entrust-readyDate" label={<FormattedMessage id="entrust.field.readyDate" />} error={dateError} required>
          <InputText {...controlProps('entrust-readyDate', dateError)} type="date" min={chinaToday()} disabled={busy} {...register('readyDate')} />
        </FormField>
        <FormField
          id="entrust-loadingAddressUuid"
          label={<FormattedMessage id="entrust.field.loadingAddressUuid" />}
          error={addressError}
          hint={<FormattedMessage id="entrust.addressHint" />}
        >
          <Controller
            name="loadingAddressUuid"
            control={control}
            render={({ field: f }) => (
              <Dropdown
                inputId="entrust-loadingAddressUuid"
                value={f.value || null}
                options={addressOptions}
                showClear
                disabled={busy}
                className={addressError ? 'p-invalid' : undefined}
                aria-describedby="entrust-loadingAddressUuid-message"
                placeholder={intl.formatMessage({ id: 'entrust.addressPlaceholder' })}
                onChange={(e) => f.onChange((e.value as string | null) ?? '')}
              />
            )}
          />
        </FormField>

        <fieldset className="form-field--wide entrust-page__containers" aria-describedby="entrust-containers-message">
          <legend className="form-field__label">
            <FormattedMessage id="entrust.field.containers" />
            <span className="form-field__required" aria-hidden="true">
              *
            </span>
          </legend>
          {quantities.length === 0 ? (
            <p className="shipping-screen__muted">
              <FormattedMessage id="entrust.chooseBookingFirst" />
            </p>
          ) : (
            <div className="entrust-page__lines">
              {quantities.map(([type, max], index) => (
                <label key={type} className="entrust-page__line" htmlFor={`entrust-qty-${type}`}>
                  <span>
                    <FormattedMessage id="entrust.containerOf" values={{ type, max }} />
                  </span>
                  <InputText
                    id={`entrust-qty-${type}`}
                    type="number"
                    min={0}
                    max={max}
                    step={1}
                    disabled={busy}
                    className={containersError ? 'p-invalid' : undefined}
                    {...register(`containers.${index}.quantity`, { valueAsNumber: true })}
                  />
                </label>
              ))}
            </div>
          )}
          <small
            id="entrust-containers-message"
            className={containersError ? 'form-field__message form-field__message--error' : 'form-field__message'}
            role={containersError ? 'alert' : undefined}
          >
            {containersError ?? <FormattedMessage id="entrust.containersHint" />}
          </small>
        </fieldset>

        {field('cargoDescription', { required: true, maxLength: 500, wide: true, area: true })}
        {field('contactName', { required: true, maxLength: 100 })}
        {field('contactPhone', { required: true, maxLength: 40, type: 'tel' })}
        {field('remarks', { maxLength: 500, wide: true, area: true })}

        <div className="form-field--wide form-actions">
          <Button type="submit" icon="pi pi-send" label={intl.formatMessage({ id: 'entrust.submit' })} loading={busy} disabled={state === 'loadingBooking'} />
        </div>
      </form>
    </section>
  );
}
