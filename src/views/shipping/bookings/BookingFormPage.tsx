import { yupResolver } from '@hookform/resolvers/yup';
import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useFormContext, type Resolver } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { useAppActors } from '../../../app/AppActorsContext';
import type { PageProps } from '../../../app/routes';
import { bookingDraftSchema, bookingSubmitSchema, templateRenameSchema, type BookingForm } from '../../../domain/shipping/schemas';
import type { BookingSource } from '../../../machines/bookingForm.machine';
import {
  selectBooking,
  selectCanAct,
  selectFormShown,
  selectInitial,
  selectIsLoading,
  selectIsSavingDraft,
  selectIsSavingTemplate,
  selectIsSubmitted,
  selectIsSubmitting,
  selectLoadFailed,
  selectNamingTemplate,
  selectNotAmendable,
  selectOriginLabel,
  selectSource,
} from '../../../machines/bookingForm.selectors';
import { templatePath } from '../../../machines/bookings.actions';
import { ApiError } from '../../../domain/apiError';
import { controlProps, FormField } from '../../../ui/forms/FormField';
import { fieldMessage, fieldsOf } from '../../../ui/forms/serverErrors';
import { useTemplateChoices } from './bookingData';
import { emptyBookingForm, formFieldOf } from '../../../domain/shipping/bookingFormValues';
import { STATUS_LABEL } from './bookingFormValues';
import { ContainerRows } from './ContainerRows';
import { PartyCards } from './PartyCards';
import { RouteFields } from './RouteFields';
import { sailingOfQuery } from './sailingLink';
import { TemplateNameDialog, type TemplateNameValues } from './TemplateNameDialog';
import { useBookingFormScreen } from './useBookingFormScreen';
import { useFieldText } from '../../forms/useFieldText';
import '../../../ui/forms/forms.css';
import './bookings.css';
import { schemaResolver } from '../../forms/schemaResolver';
import { Permitted } from '../../../app/Permitted';

/**
 * `?uuid=` amends a Draft, `?copy=` starts from an earlier booking, `?template=` from a template,
 * `?voyage=&pol=&pod=` from a sailing of the schedule (sailingLink.ts).
 */
export function sourceOf(search: string): BookingSource {
  const query = new URLSearchParams(search);
  const uuid = query.get('uuid')?.trim();
  const copy = query.get('copy')?.trim();
  const template = query.get('template')?.trim();
  const sailing = sailingOfQuery(query);
  if (uuid) return { kind: 'draft', uuid };
  if (copy) return { kind: 'copy', uuid: copy };
  if (template) return { kind: 'template', uuid: template };
  if (sailing) return { kind: 'sailing', ...sailing };
  return { kind: 'new' };
}

const templateNameSchema = templateRenameSchema.pick(['name']);

/** /booking: place a booking, amend a Draft, or start one from an earlier booking or a template. */
export default function BookingFormPage({ search }: PageProps) {
  const [, navigate] = useLocation();
  // A new booking after one was submitted starts a new form, even on the same address.
  const [round, setRound] = useState(0);
  // The address the form was opened at. A new form's first Draft takes the Draft's own address
  // (?uuid=, so that reloading the page amends it) without the form being opened again.
  const opened = useRef(search);
  const adopted = useRef<string | null>(null);
  if (search !== opened.current && search !== adopted.current) {
    opened.current = search;
    adopted.current = null;
  }
  const adopt = (uuid: string) => {
    const own = `?${new URLSearchParams({ uuid }).toString()}`;
    if (own === opened.current || own === adopted.current) return;
    adopted.current = own;
    navigate(`/booking${own}`, { replace: true });
  };
  return (
    <BookingFormScreen key={`${opened.current}#${round}`} source={sourceOf(opened.current)} onDraftStored={adopt} onRestart={() => setRound((n) => n + 1)} />
  );
}

function BookingFormScreen({ source, onDraftStored, onRestart }: { source: BookingSource; onDraftStored(uuid: string): void; onRestart(): void }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { notifier } = useAppActors();
  // Saving a draft checks shapes only; submitting checks everything: one form, two schemas.
  const mode = useRef<'draft' | 'submit'>('submit');
  const resolver = useMemo<Resolver<BookingForm>>(() => {
    const draft = schemaResolver<BookingForm>(bookingDraftSchema);
    const submit = schemaResolver<BookingForm>(bookingSubmitSchema);
    return (values, context, options) => (mode.current === 'draft' ? draft : submit)(values, context, options);
  }, []);
  const form = useForm<BookingForm>({ resolver, defaultValues: emptyBookingForm() });
  const nameForm = useForm<TemplateNameValues>({ resolver: yupResolver(templateNameSchema), defaultValues: { name: '' } });
  const templateContent = useRef<BookingForm | null>(null);

  const screen = useBookingFormScreen(source, {
    draftSaved: (booking) => {
      notifier.notify(intl.formatMessage({ id: 'bookingForm.draftSaved' }, { bookingNo: booking.bookingNo }), 'success');
      onDraftStored(booking.uuid);
    },
    submitted: (booking) => notifier.notify(intl.formatMessage({ id: 'bookingForm.submittedToast' }, { bookingNo: booking.bookingNo }), 'success'),
    templateSaved: (template) => notifier.notify(intl.formatMessage({ id: 'bookingForm.templateSaved' }, { name: template.name }), 'success'),
    // The HTTP client said why; the fields it names get their message at the field.
    failed: (error) => {
      let first = true;
      for (const [path, message] of Object.entries(fieldsOf(error))) {
        form.setError(formFieldOf(path) as never, { type: 'server', message }, { shouldFocus: first });
        first = false;
      }
    },
    templateFailed: (error) => {
      const message = fieldsOf(error).name ?? (error instanceof ApiError ? error.message : undefined);
      if (message) nameForm.setError('name', { type: 'server', message }, { shouldFocus: true });
    },
  });

  const loading = useSelector(screen, selectIsLoading);
  const loadFailed = useSelector(screen, selectLoadFailed);
  const notAmendable = useSelector(screen, selectNotAmendable);
  const submitted = useSelector(screen, selectIsSubmitted);
  const shown = useSelector(screen, selectFormShown);
  const canAct = useSelector(screen, selectCanAct);
  const savingDraft = useSelector(screen, selectIsSavingDraft);
  const submitting = useSelector(screen, selectIsSubmitting);
  const naming = useSelector(screen, selectNamingTemplate);
  const savingTemplate = useSelector(screen, selectIsSavingTemplate);
  const initial = useSelector(screen, selectInitial);
  const booking = useSelector(screen, selectBooking);
  const current = useSelector(screen, selectSource);
  const origin = useSelector(screen, selectOriginLabel);
  const busy = !canAct;
  const { reset } = form;

  useEffect(() => {
    if (initial) reset(initial);
  }, [initial, reset]);

  const run = (which: 'draft' | 'submit' | 'template') => {
    mode.current = which === 'submit' ? 'submit' : 'draft';
    void form.handleSubmit((values) => {
      if (which === 'draft') screen.send({ type: 'booking.saveDraft', values });
      else if (which === 'submit') screen.send({ type: 'booking.submit', values });
      else {
        templateContent.current = values;
        nameForm.reset({ name: values.commodity ? `${values.polCode}-${values.podCode} ${values.commodity}`.slice(0, 60) : '' });
        screen.send({ type: 'template.ask' });
      }
    })();
  };

  return (
    <section className="page bf-page" aria-labelledby="bf-title" aria-busy={loading}>
      <header className="bf-page__head">
        <div>
          <h1 id="bf-title" className="bf-page__title">
            <FormattedMessage id="bookingForm.title" />
          </h1>
          <p className="bf-page__intro">
            <FormattedMessage id="bookingForm.intro" />
          </p>
        </div>
        {shown && <TemplatePicker disabled={busy} onUse={(uuid) => navigate(templatePath(uuid))} />}
      </header>

      {loading && (
        <p className="bf-state" role="status">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> <FormattedMessage id="bookingForm.loading" />
        </p>
      )}
      {loadFailed && (
        <div className="bf-state" role="alert">
          <p>
            <FormattedMessage id="bookingForm.loadFailed" />
          </p>
          <div className="bf-state__actions">
            <Button
              type="button"
              icon="pi pi-refresh"
              label={intl.formatMessage({ id: 'bookingForm.retry' })}
              onClick={() => screen.send({ type: 'load.retry' })}
            />
            <Link href="/myBooking" className="bf-link">
              <FormattedMessage id="bookingForm.toMyBookings" />
            </Link>
          </div>
        </div>
      )}
      {notAmendable && booking && (
        <div className="bf-state" role="alert">
          <p>
            <FormattedMessage
              id="bookingForm.notAmendable"
              values={{ bookingNo: booking.bookingNo, status: intl.formatMessage({ id: STATUS_LABEL[booking.status] }) }}
            />
          </p>
          <Link href="/myBooking" className="bf-link">
            <FormattedMessage id="bookingForm.toMyBookings" />
          </Link>
        </div>
      )}
      {submitted && booking && (
        <div className="bf-state bf-state--done" role="status">
          <i className="pi pi-check-circle bf-state__icon" aria-hidden="true" />
          <h2 className="bf-state__title">
            <FormattedMessage id="bookingForm.submitted.title" />
          </h2>
          <p>
            <FormattedMessage
              id="bookingForm.submitted.text"
              values={{ bookingNo: <strong key="no">{booking.bookingNo}</strong>, status: intl.formatMessage({ id: STATUS_LABEL[booking.status] }) }}
            />
          </p>
          <div className="bf-state__actions">
            <Link href="/myBooking" className="p-button p-component bf-link-button">
              <FormattedMessage id="bookingForm.toMyBookings" />
            </Link>
            <Button
              type="button"
              outlined
              icon="pi pi-plus"
              label={intl.formatMessage({ id: 'bookingForm.submitted.new' })}
              onClick={() => {
                navigate('/booking');
                onRestart();
              }}
            />
          </div>
        </div>
      )}

      {shown && (
        <FormProvider {...form}>
          {(current.kind !== 'new' || booking) && (
            <p className="bf-origin" role="note">
              <i
                className={`pi ${current.kind === 'template' ? 'pi-bookmark' : current.kind === 'copy' ? 'pi-copy' : current.kind === 'sailing' ? 'pi-calendar' : 'pi-pencil'}`}
                aria-hidden="true"
              />{' '}
              {booking ? (
                <FormattedMessage id="bookingForm.amending" values={{ bookingNo: booking.bookingNo }} />
              ) : current.kind === 'sailing' ? (
                <FormattedMessage id="bookingForm.fromSchedule" />
              ) : current.kind === 'copy' ? (
                <FormattedMessage id="bookingForm.fromCopy" values={{ origin }} />
              ) : (
                <FormattedMessage id="bookingForm.fromTemplate" values={{ origin }} />
              )}
            </p>
          )}
          <form
            className="bf-form"
            noValidate
            aria-labelledby="bf-title"
            onSubmit={(event) => {
              event.preventDefault();
              run('submit');
            }}
          >
            <RouteFields disabled={busy} stored={booking} />
            <fieldset className="bf-group" disabled={busy}>
              <legend>
                <FormattedMessage id="bookingForm.group.cargo" />
              </legend>
              <div className="bf-grid bf-grid--cargo">
                <TextField name="commodity" required max={100} />
                <TextField name="marks" rows={2} max={1000} />
                <div className="bf-span-all">
                  <TextField name="cargoDescription" required rows={3} max={2000} />
                </div>
              </div>
            </fieldset>
            <ContainerRows disabled={busy} />
            <PartyCards disabled={busy} />
            <fieldset className="bf-group" disabled={busy}>
              <legend>
                <FormattedMessage id="bookingForm.group.remarks" />
              </legend>
              <TextField name="remarks" rows={2} max={1000} />
            </fieldset>

            <div className="bf-actions">
              <p className="bf-muted bf-actions__hint">
                <FormattedMessage id="bookingForm.draftHint" />
              </p>
              <Permitted button="btn.booking.template">
                <Button
                  type="button"
                  text
                  icon="pi pi-bookmark"
                  label={intl.formatMessage({ id: 'bookingForm.saveTemplate' })}
                  disabled={busy}
                  onClick={() => run('template')}
                />
              </Permitted>
              <Permitted button="btn.booking.create">
                <Button
                  type="button"
                  outlined
                  icon="pi pi-save"
                  label={intl.formatMessage({ id: 'bookingForm.saveDraft' })}
                  disabled={busy && !savingDraft}
                  loading={savingDraft}
                  onClick={() => run('draft')}
                />
              </Permitted>
              <Permitted button="btn.booking.submit">
                <Button
                  type="submit"
                  icon="pi pi-send"
                  label={intl.formatMessage({ id: 'bookingForm.submit' })}
                  disabled={busy && !submitting}
                  loading={submitting}
                />
              </Permitted>
            </div>
          </form>
        </FormProvider>
      )}

      <TemplateNameDialog
        form={nameForm}
        visible={naming}
        busy={savingTemplate}
        title="bookingForm.template.title"
        hint="bookingForm.template.hint"
        saveLabel="bookingForm.template.save"
        onSave={(name) => templateContent.current && screen.send({ type: 'template.save', name, content: templateContent.current })}
        onDismiss={() => screen.send({ type: 'template.dismiss' })}
      />
    </section>
  );
}

type TextName = 'commodity' | 'cargoDescription' | 'marks' | 'remarks';

/**
 * One of the booking's text fields. A component of its own, so that fields register in the
 * order they are shown and the first one at fault is the one focused.
 */
function TextField({ name, required, rows, max }: { name: TextName; required?: boolean; rows?: number; max: number }) {
  const text = useFieldText();
  const { register, formState } = useFormContext<BookingForm>();
  const id = `bf-${name}`;
  const error = text(fieldMessage(formState.errors, name));
  return (
    <FormField id={id} label={<FormattedMessage id={`bookingForm.field.${name}`} />} error={error} required={required}>
      {rows ? (
        <textarea
          {...controlProps(id, error, required)}
          className={`p-inputtext bf-textarea${error ? ' p-invalid' : ''}`}
          rows={rows}
          maxLength={max}
          {...register(name)}
        />
      ) : (
        <input
          {...controlProps(id, error, required)}
          className={`p-inputtext${error ? ' p-invalid' : ''}`}
          maxLength={max}
          autoComplete="off"
          {...register(name)}
        />
      )}
    </FormField>
  );
}

/** "Use a template": the enterprise's templates, one of which fills the form (`?template=`). */
function TemplatePicker({ disabled, onUse }: { disabled: boolean; onUse(uuid: string): void }) {
  const intl = useIntl();
  const [templates] = useTemplateChoices();
  const [chosen, setChosen] = useState('');
  if (templates.status !== 'ready' || templates.data.records.length === 0) return null;
  return (
    <form
      className="bf-template-picker"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) onUse(chosen);
      }}
    >
      <label htmlFor="bf-use-template">
        <FormattedMessage id="bookingForm.useTemplate" />
      </label>
      <select id="bf-use-template" className="p-inputtext bf-select" value={chosen} disabled={disabled} onChange={(event) => setChosen(event.target.value)}>
        <option value="">{intl.formatMessage({ id: 'bookingForm.useTemplateChoose' })}</option>
        {templates.data.records.map((template) => (
          <option key={template.uuid} value={template.uuid}>
            {template.name}
          </option>
        ))}
      </select>
      <Button type="submit" size="small" outlined label={intl.formatMessage({ id: 'bookingForm.useTemplateGo' })} disabled={disabled || !chosen} />
    </form>
  );
}
