import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { ANNOUNCEMENT_TYPES } from '../../domain/baseData';
import type { Bilingual } from '../../domain/lang';
import type { StaffAnnouncement } from '../../domain/staff/content';
import { sanitizeHtml } from '../../ui/sanitizeHtml';
import { controlProps, FormField } from '../../ui/forms/FormField';
import '../../ui/forms/forms.css';
import type { AdminPageProps } from '../adminRoutes';
import { AuditTrail } from '../common/AuditTrail';
import { useConsole } from '../ConsoleContext';
import { useConsoleLoaded, useConsoleServices } from '../consoleServices';
import { useConsoleWrite } from '../common/useConsoleWrite';
import { serverFields } from '../shipping/containerForms';
import { PublishedTag } from './AnnouncementsPage';
import { bodyOf, EMPTY_ANNOUNCEMENT, missingFields, valuesOf, type AnnouncementValues } from './announcementForm';
import { PublishButton } from './PublishButton';
import '../shipping/shippingAdmin.css';
import './content.css';
import { Permitted } from '../../app/Permitted';

// Quill comes with the editor only (its own chunk).
const RichTextEditor = lazy(() => import('./RichTextEditor'));
/** The two languages of every announcement, as Bilingual names them. */
type Side = keyof Bilingual;
const SIDES: readonly Side[] = ['zh', 'ja'];

/** A new announcement (/content/announcements/new) or one to edit, with both languages side by side. */
export default function AnnouncementEditPage({ params }: AdminPageProps) {
  const intl = useIntl();
  const uuid = params.uuid && params.uuid !== 'new' ? params.uuid : null;
  const [version, setVersion] = useState(0);
  const [loaded, reload] = useConsoleLoaded<StaffAnnouncement | null>(
    (services, signal) => (uuid ? services.contentStaff.loadAnnouncement(uuid, { signal }) : Promise.resolve(null)),
    `${uuid}:${version}`,
  );

  return (
    <section className="admin-page" aria-labelledby="announcement-title">
      <p className="staff-shipping__back">
        <Link href="/content/announcements">
          <i className="pi pi-arrow-left" aria-hidden="true" /> <FormattedMessage id="admin.content.backToList" />
        </Link>
      </p>
      <h1 id="announcement-title" className="admin-page__title">
        <FormattedMessage id={uuid ? 'admin.content.editTitle' : 'admin.content.newTitle'} />
      </h1>
      {loaded.status === 'loading' && (
        <p role="status">
          <FormattedMessage id="app.loading" />
        </p>
      )}
      {loaded.status === 'failed' && (
        <div className="admin-error" role="alert">
          <FormattedMessage id="admin.shipping.loadFailed" />{' '}
          <Button type="button" link label={intl.formatMessage({ id: 'admin.shipping.retry' })} onClick={reload} />
        </div>
      )}
      {loaded.status === 'ready' && (
        <>
          <AnnouncementForm key={`${uuid}:${version}`} announcement={loaded.data} onChanged={() => setVersion((n) => n + 1)} />
          {loaded.data && <AuditTrail recordType="announcement" recordId={loaded.data.uuid} version={version} />}
        </>
      )}
    </section>
  );
}

function AnnouncementForm({ announcement, onChanged }: { announcement: StaffAnnouncement | null; onChanged(): void }) {
  const intl = useIntl();
  const { notifier } = useConsole();
  const [, navigate] = useLocation();
  const { control, handleSubmit, setError, formState } = useForm<AnnouncementValues>({
    defaultValues: announcement ? valuesOf(announcement) : EMPTY_ANNOUNCEMENT,
  });
  const errors = formState.errors;

  const { contentStaff } = useConsoleServices();
  const write = useConsoleWrite((values: AnnouncementValues) => contentStaff.saveAnnouncement(bodyOf(values, announcement?.uuid)), {
    succeeded: (saved) => {
      notifier.notify(intl.formatMessage({ id: 'admin.content.saved' }), 'success');
      if (announcement) onChanged();
      else navigate(`/content/announcements/${saved.uuid}`, { replace: true });
    },
    failed: (error) => {
      for (const [name, message] of serverFields(error)) setError(name as 'title.zh', { message });
    },
  });

  const submit = handleSubmit((values) => {
    const missing = missingFields(values);
    if (missing.length) {
      for (const [name, id] of missing) setError(name as 'title.zh', { message: intl.formatMessage({ id }) });
      return;
    }
    write.send(values);
  });

  return (
    <form className="admin-panel content-form" onSubmit={submit} noValidate>
      <div className="content-form__type">
        <FormField id="announcement-type" label={<FormattedMessage id="admin.content.type" />} required>
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <Dropdown
                inputId="announcement-type"
                value={field.value}
                options={ANNOUNCEMENT_TYPES.map((t) => ({ value: t, label: intl.formatMessage({ id: `home.announcementType.${t}` }) }))}
                onChange={(e) => field.onChange(e.value)}
              />
            )}
          />
        </FormField>
      </div>
      <div className="content-form__languages">
        {SIDES.map((lang) => (
          <div key={lang} lang={lang === 'zh' ? 'zh-CN' : 'ja-JP'}>
            <FormField
              id={`announcement-title-${lang}`}
              label={<FormattedMessage id={`admin.content.title.${lang}`} />}
              error={errors.title?.[lang]?.message}
              required
            >
              <Controller
                control={control}
                name={`title.${lang}`}
                render={({ field }) => (
                  <InputText
                    {...controlProps(`announcement-title-${lang}`, errors.title?.[lang]?.message)}
                    maxLength={200}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
            </FormField>
            <BodyField control={control} lang={lang} error={errors.body?.[lang]?.message} />
          </div>
        ))}
      </div>
      <div className="content-form__actions">
        <Permitted button="btn.staff.content">
          <Button type="submit" icon="pi pi-save" label={intl.formatMessage({ id: 'admin.content.save' })} loading={write.busy} />
        </Permitted>
        {announcement && (
          <>
            <PublishedTag published={announcement.published} />
            <PublishButton announcement={announcement} onChanged={onChanged} />
          </>
        )}
      </div>
      {announcement && formState.isDirty && (
        <p className="staff-shipping__muted">
          <FormattedMessage id="admin.content.unsaved" />
        </p>
      )}
    </form>
  );
}

/** One language's body: the rich-text editor, or its HTML source, and the sanitised preview readers will see. */
function BodyField({ control, lang, error }: { control: Control<AnnouncementValues>; lang: Side; error?: string }) {
  const intl = useIntl();
  const [source, setSource] = useState(false);
  const html = useWatch({ control, name: `body.${lang}` });
  const [preview, setPreview] = useState('');
  useEffect(() => setPreview(sanitizeHtml(html)), [html]);
  const labelId = `announcement-body-${lang}-label`;

  return (
    <div className="form-field">
      <span id={labelId} className="form-field__label">
        <FormattedMessage id={`admin.content.body.${lang}`} />
        <span className="form-field__required" aria-hidden="true">
          *
        </span>
      </span>
      <Controller
        control={control}
        name={`body.${lang}`}
        render={({ field }) =>
          source ? (
            <InputTextarea aria-labelledby={labelId} className={error ? 'p-invalid' : undefined} rows={12} value={field.value} onChange={field.onChange} />
          ) : (
            <Suspense fallback={<p role="status">{intl.formatMessage({ id: 'app.loading' })}</p>}>
              <RichTextEditor value={field.value} labelId={labelId} invalid={Boolean(error)} onChange={field.onChange} />
            </Suspense>
          )
        }
      />
      <small className={error ? 'form-field__message form-field__message--error' : 'form-field__message'} role={error ? 'alert' : undefined}>
        {error ?? ''}
      </small>
      <div>
        <Button
          type="button"
          text
          size="small"
          icon={source ? 'pi pi-pencil' : 'pi pi-code'}
          label={intl.formatMessage({ id: source ? 'admin.content.richText' : 'admin.content.htmlSource' })}
          onClick={() => setSource(!source)}
        />
      </div>
      <span className="form-field__label">
        <FormattedMessage id="admin.content.preview" />
      </span>
      {/* What readers will see: the same sanitiser as the announcement page, so no script or handler survives. */}
      <div className="content-preview" dangerouslySetInnerHTML={{ __html: preview }} />
    </div>
  );
}
