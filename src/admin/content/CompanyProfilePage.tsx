import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CompanyProfile, Vessel } from '../../domain/information';
import '../../ui/forms/forms.css';
import { AuditTrail } from '../common/AuditTrail';
import { useConsole } from '../ConsoleContext';
import type { AdminMessageId } from '../i18n/adminCatalogues';
import { useConsoleLoaded, useConsoleServices } from '../consoleServices';
import { useConsoleWrite } from '../common/useConsoleWrite';
import { serverFields } from '../shipping/containerForms';
import { BilingualField } from './BilingualField';
import '../shipping/shippingAdmin.css';
import './content.css';
import { Permitted } from '../../app/Permitted';

type VesselNumber = 'builtYear' | 'grossTonnage' | 'lengthMetres' | 'serviceSpeedKnots' | 'passengers' | 'containersTeu';
const VESSEL_NUMBERS: readonly VesselNumber[] = ['builtYear', 'grossTonnage', 'lengthMetres', 'serviceSpeedKnots', 'passengers', 'containersTeu'];
/** Particulars with a fractional part (metres, knots); the rest are whole numbers. */
const DECIMALS: Partial<Record<VesselNumber, number>> = { lengthMetres: 1, serviceSpeedKnots: 1 };

/**
 * The about page's company text (/infoUS: the companyProfile setting): the year founded, the
 * headquarters, the introduction's paragraphs, the highlights and each vessel's particulars;
 * every text in both languages. Names and offices are the site configuration's.
 */
export default function CompanyProfilePage() {
  const intl = useIntl();
  const [version, setVersion] = useState(0);
  const [loaded, reload] = useConsoleLoaded((services, signal) => services.contentStaff.getCompanyProfile({ signal }), `profile:${version}`);

  return (
    <section className="admin-page" aria-labelledby="company-profile-title">
      <h1 id="company-profile-title" className="admin-page__title">
        <FormattedMessage id="admin.content.about.title" />
      </h1>
      <p className="staff-shipping__intro">
        <FormattedMessage id="admin.content.about.intro" />
      </p>
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
      {loaded.status === 'ready' && <ProfileForm key={version} profile={loaded.data} onSaved={() => setVersion((n) => n + 1)} />}
      <AuditTrail recordType="page" recordId="companyProfile" version={version} />
    </section>
  );
}

function NumberField({ control, name, label, decimals = 0 }: { control: Control<CompanyProfile>; name: string; label: string; decimals?: number }) {
  const intl = useIntl();
  return (
    <Controller
      control={control}
      name={name as never}
      rules={{ validate: (v: unknown) => (typeof v === 'number' && v >= 0) || intl.formatMessage({ id: 'admin.content.textRequired' }) }}
      render={({ field, fieldState }) => (
        <div className="form-field page-texts__number">
          <label className="form-field__label" htmlFor={name}>
            {label}
          </label>
          <InputNumber
            inputId={name}
            value={field.value as number | null}
            min={0}
            useGrouping={false}
            minFractionDigits={0}
            maxFractionDigits={decimals}
            invalid={Boolean(fieldState.error)}
            onValueChange={(e) => field.onChange(e.value ?? null)}
          />
          <small className="form-field__message form-field__message--error">{fieldState.error?.message ?? ''}</small>
        </div>
      )}
    />
  );
}

function ProfileForm({ profile, onSaved }: { profile: CompanyProfile; onSaved(): void }) {
  const intl = useIntl();
  const { notifier } = useConsole();
  const { control, handleSubmit, setError, formState } = useForm<CompanyProfile>({ defaultValues: profile });
  const introduction = useFieldArray({ control, name: 'introduction' });
  const highlights = useFieldArray({ control, name: 'highlights' });
  const vessels = useFieldArray({ control, name: 'vessels' });
  const t = (id: AdminMessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const { contentStaff } = useConsoleServices();
  const write = useConsoleWrite(contentStaff.saveCompanyProfile, {
    succeeded: () => {
      notifier.notify(t('admin.content.about.saved'), 'success');
      onSaved();
    },
    failed: (error) => {
      for (const [name, message] of serverFields(error)) setError(name as 'founded', { message });
    },
  });
  const submit = handleSubmit(write.send);

  return (
    <form onSubmit={submit} noValidate>
      <fieldset className="admin-panel page-texts__group">
        <legend>{t('admin.content.about.company')}</legend>
        <NumberField control={control} name="founded" label={t('admin.content.about.founded')} />
        <BilingualField control={control} name="headquarters" label={t('admin.content.about.headquarters')} />
      </fieldset>
      {(
        [
          ['introduction', introduction],
          ['highlights', highlights],
        ] as const
      ).map(([list, items]) => (
        <fieldset key={list} className="admin-panel page-texts__group">
          <legend>{t(`admin.content.about.${list}`)}</legend>
          {items.fields.map((item, i) => (
            <BilingualField
              key={item.id}
              control={control}
              name={`${list}.${i}`}
              label={`${t(`admin.content.about.${list}`)} · ${t('admin.content.notice.item', { n: i + 1 })}`}
              onRemove={() => items.remove(i)}
              removeLabel={t('admin.content.notice.removeItem', { n: i + 1 })}
            />
          ))}
          <Button
            type="button"
            outlined
            size="small"
            icon="pi pi-plus"
            label={t('admin.content.notice.addItem')}
            onClick={() => items.append({ zh: '', ja: '' })}
          />
        </fieldset>
      ))}
      {vessels.fields.map((vessel, v) => (
        <fieldset key={vessel.id} className="admin-panel page-texts__group">
          <legend>{t('admin.content.about.vessel', { n: v + 1, route: (vessel as unknown as Vessel).route.join(' ⇄ ') })}</legend>
          <BilingualField control={control} name={`vessels.${v}.name`} label={t('admin.content.notice.vessel')} />
          <div className="page-texts__numbers">
            {VESSEL_NUMBERS.map((key) => (
              <NumberField key={key} control={control} name={`vessels.${v}.${key}`} label={t(`admin.content.about.${key}`)} decimals={DECIMALS[key] ?? 0} />
            ))}
          </div>
          <BilingualField control={control} name={`vessels.${v}.description`} label={t('admin.content.about.description')} />
        </fieldset>
      ))}
      <div className="content-form__actions">
        <Permitted button="btn.staff.content">
          <Button type="submit" icon="pi pi-save" label={t('admin.content.about.save')} loading={write.busy} />
        </Permitted>
        {formState.isDirty && (
          <span className="staff-shipping__muted">
            <FormattedMessage id="admin.content.unsaved" />
          </span>
        )}
      </div>
    </form>
  );
}
