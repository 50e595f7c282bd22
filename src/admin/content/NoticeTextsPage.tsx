import { Button } from 'primereact/button';
import { useState } from 'react';
import { useFieldArray, useForm, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RouteInstructions } from '../../domain/information';
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

/**
 * The notice page's texts (/notice: the routeInstructions setting): per route its vessel, each
 * departure port's terminal, address, sailing days, check-in and access, the baggage rules and
 * the documents; every text in both languages. A save makes the next version.
 */
export default function NoticeTextsPage() {
  const intl = useIntl();
  const [version, setVersion] = useState(0);
  const [loaded, reload] = useConsoleLoaded((services, signal) => services.contentStaff.getRouteInstructions({ signal }), `notice:${version}`);

  return (
    <section className="admin-page" aria-labelledby="notice-texts-title">
      <h1 id="notice-texts-title" className="admin-page__title">
        <FormattedMessage id="admin.content.notice.title" />
      </h1>
      <p className="staff-shipping__intro">
        <FormattedMessage id="admin.content.notice.intro" />
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
      {loaded.status === 'ready' && <NoticeForm key={loaded.data.version} instructions={loaded.data} onSaved={() => setVersion((n) => n + 1)} />}
      <AuditTrail recordType="page" recordId="routeInstructions" version={version} />
    </section>
  );
}

function NoticeForm({ instructions, onSaved }: { instructions: RouteInstructions; onSaved(): void }) {
  const intl = useIntl();
  const { notifier } = useConsole();
  const { control, handleSubmit, setError, formState } = useForm<RouteInstructions>({ defaultValues: instructions });

  const { contentStaff } = useConsoleServices();
  const write = useConsoleWrite((values: RouteInstructions) => contentStaff.saveRouteInstructions(values.routes), {
    succeeded: (saved) => {
      notifier.notify(intl.formatMessage({ id: 'admin.content.notice.saved' }, { version: saved.version }), 'success');
      onSaved();
    },
    failed: (error) => {
      for (const [name, message] of serverFields(error)) setError(name as 'routes', { message });
    },
  });
  const submit = handleSubmit(write.send);

  return (
    <form onSubmit={submit} noValidate>
      <p className="staff-shipping__muted">
        <FormattedMessage id="admin.content.notice.version" values={{ version: instructions.version }} />
      </p>
      {instructions.routes.map((route, index) => (
        <RouteFields key={route.ports.join('-')} control={control} index={index} ports={route.ports} boarding={route.boarding.map((b) => b.port)} />
      ))}
      <div className="content-form__actions">
        <Permitted button="btn.staff.content">
          <Button type="submit" icon="pi pi-save" label={intl.formatMessage({ id: 'admin.content.notice.save' })} loading={write.busy} />
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

function RouteFields({ control, index, ports, boarding }: { control: Control<RouteInstructions>; index: number; ports: [string, string]; boarding: string[] }) {
  const intl = useIntl();
  const base = `routes.${index}` as const;
  const baggage = useFieldArray({ control, name: `${base}.baggage` });
  const documents = useFieldArray({ control, name: `${base}.documents` });
  const t = (id: AdminMessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  return (
    <fieldset className="admin-panel page-texts__group">
      <legend>{t('admin.content.notice.route', { from: ports[0], to: ports[1] })}</legend>
      <BilingualField control={control} name={`${base}.vessel`} label={t('admin.content.notice.vessel')} />
      {boarding.map((port, b) => (
        <fieldset key={port} className="page-texts__group">
          <legend>{t('admin.content.notice.boarding', { port })}</legend>
          <BilingualField control={control} name={`${base}.boarding.${b}.terminal`} label={t('admin.content.notice.terminal')} />
          <BilingualField control={control} name={`${base}.boarding.${b}.address`} label={t('admin.content.notice.address')} />
          <BilingualField control={control} name={`${base}.boarding.${b}.departures`} label={t('admin.content.notice.departures')} />
          <BilingualField control={control} name={`${base}.boarding.${b}.checkIn`} label={t('admin.content.notice.checkIn')} />
          <BilingualField control={control} name={`${base}.boarding.${b}.access`} label={t('admin.content.notice.access')} />
        </fieldset>
      ))}
      {(
        [
          ['baggage', baggage],
          ['documents', documents],
        ] as const
      ).map(([list, items]) => (
        <fieldset key={list} className="page-texts__group">
          <legend>{t(`admin.content.notice.${list}`)}</legend>
          {items.fields.map((item, i) => (
            <BilingualField
              key={item.id}
              control={control}
              name={`${base}.${list}.${i}`}
              // The list's name in the label: baggage rule 1 and document 1 are told apart.
              label={`${t(`admin.content.notice.${list}`)} · ${t('admin.content.notice.item', { n: i + 1 })}`}
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
    </fieldset>
  );
}
