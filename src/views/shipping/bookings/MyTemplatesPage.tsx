import { yupResolver } from '@hookform/resolvers/yup';
import { Button } from 'primereact/button';
import { Column } from '../../../ui/table/Column';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { useSelector } from '@xstate/react';
import { useAppActors } from '../../../app/AppActorsContext';
import { useLoaded, useServices } from '../../../app/customerServices';
import { selectIsSubmitting, useFormSubmit } from '../../../app/useFormSubmit';
import { DEFAULT_PAGE_SIZE, type Page } from '../../../domain/envelope';
import { formatDateTime } from '../../../domain/format';
import { templateRenameSchema } from '../../../domain/shipping/schemas';
import type { BookingTemplateSummary } from '../../../domain/shipping/types';
import { templatePath } from '../../../machines/bookings.actions';
import { ApiError } from '../../../domain/apiError';
import { fieldsOf } from '../../../ui/forms/serverErrors';
import { PagedTable } from '../../../ui/PagedTable';
import { useReturnFocus } from '../../passengers/useReturnFocus';
import { TemplateNameDialog, type TemplateNameValues } from './TemplateNameDialog';
import '../../../ui/forms/forms.css';
import './bookings.css';
import { Permitted } from '../../../app/Permitted';

const nameSchema = templateRenameSchema.pick(['name']);

/** /myTemplate: the enterprise's booking templates, last changed first: use (opens the form filled), rename, delete. */
export default function MyTemplatesPage() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { notifier } = useAppActors();
  const [paging, setPaging] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  const [attempt, setAttempt] = useState(0);
  const { bookings } = useServices();
  const [page, reload] = useLoaded(({ bookings }) => bookings.getTemplatePage(paging), `${paging.current}/${paging.size}#${attempt}`);
  const last = useRef<Page<BookingTemplateSummary> | null>(null);
  if (page.status === 'ready') last.current = page.data;
  const [renaming, setRenaming] = useState<BookingTemplateSummary | null>(null);
  const [deleting, setDeleting] = useState<BookingTemplateSummary | null>(null);
  // Back to the button that asked, once the question is answered (when that button is still there).
  useReturnFocus(deleting !== null);
  const nameForm = useForm<TemplateNameValues>({ resolver: yupResolver(nameSchema), defaultValues: { name: '' } });

  const startRename = (template: BookingTemplateSummary) => {
    nameForm.reset({ name: template.name });
    setRenaming(template);
  };
  // Renaming and deleting are form-submit charts: one call at a time, the buttons wait for it.
  const renamer = useFormSubmit(({ uuid, name }: { uuid: string; name: string }) => bookings.renameBookingTemplate(uuid, name), {
    succeeded: () => {
      notifier.notify(intl.formatMessage({ id: 'templates.renamed' }), 'success');
      renamer.send({ type: 'form.edit' });
      setRenaming(null);
      setAttempt((n) => n + 1);
    },
    failed: (error) => {
      // A name taken is said at the name (the HTTP client has said it too).
      const message = fieldsOf(error).name ?? (error instanceof ApiError ? error.message : undefined);
      if (message) nameForm.setError('name', { type: 'server', message }, { shouldFocus: true });
    },
  });
  const remover = useFormSubmit((uuid: string) => bookings.deleteBookingTemplate(uuid), {
    succeeded: () => {
      notifier.notify(intl.formatMessage({ id: 'templates.deleted' }), 'success');
      remover.send({ type: 'form.edit' });
      // The only one on a later page: that page is gone.
      if (paging.current > 1 && (last.current?.records.length ?? 0) <= 1) setPaging((p) => ({ ...p, current: p.current - 1 }));
      setAttempt((n) => n + 1);
    },
    // Told by the HTTP client.
    failed: () => setAttempt((n) => n + 1),
  });
  const renamingNow = useSelector(renamer, selectIsSubmitting);
  const deletingNow = useSelector(remover, selectIsSubmitting);
  const busy = renamingNow || deletingNow;
  const rename = (name: string) => {
    if (renaming) renamer.send({ type: 'form.submit', values: { uuid: renaming.uuid, name } });
  };
  const remove = () => {
    const template = deleting;
    setDeleting(null);
    if (template) remover.send({ type: 'form.submit', values: template.uuid });
  };

  const named = (id: 'templates.action.use' | 'templates.action.rename' | 'templates.action.delete', template: BookingTemplateSummary) => {
    const action = intl.formatMessage({ id });
    return { label: action, 'aria-label': intl.formatMessage({ id: 'templates.action.of' }, { action, name: template.name }) };
  };

  return (
    <section className="page bk-page" aria-labelledby="tpl-title" aria-busy={page.status === 'loading'}>
      <header className="bk-page__head">
        <div>
          <h1 id="tpl-title" className="bk-page__title">
            <FormattedMessage id="templates.title" />
          </h1>
          <p className="bk-page__intro">
            <FormattedMessage id="templates.intro" />
          </p>
        </div>
        <div className="bk-page__links">
          <Link href="/myBooking" className="bf-link">
            <i className="pi pi-list" aria-hidden="true" /> <FormattedMessage id="route.myBooking" />
          </Link>
          <Permitted button="btn.booking.create">
            <Link href="/booking" className="p-button p-component bf-link-button">
              <i className="pi pi-plus" aria-hidden="true" /> <FormattedMessage id="bookings.new" />
            </Link>
          </Permitted>
        </div>
      </header>

      {page.status === 'failed' ? (
        <div className="bk-page__failed" role="alert">
          <FormattedMessage id="templates.loadFailed" />
          <Button type="button" text icon="pi pi-refresh" label={intl.formatMessage({ id: 'templates.retry' })} onClick={reload} />
        </div>
      ) : (
        <PagedTable
          page={last.current}
          current={paging.current}
          size={paging.size}
          loading={page.status === 'loading'}
          onPage={(next, rows) => setPaging({ current: next, size: rows })}
          emptyMessage={<FormattedMessage id="templates.empty" />}
          totalText={(total) => intl.formatMessage({ id: 'templates.total' }, { total })}
          className="bk-table"
          label={intl.formatMessage({ id: 'templates.title' })}
        >
          <Column
            header={intl.formatMessage({ id: 'templates.col.name' })}
            body={(t: BookingTemplateSummary) => <strong className="bk-table__name">{t.name}</strong>}
          />
          <Column
            header={intl.formatMessage({ id: 'templates.col.route' })}
            body={(t: BookingTemplateSummary) =>
              t.polCode || t.podCode ? `${t.polCode || '—'} → ${t.podCode || '—'}` : intl.formatMessage({ id: 'templates.noPorts' })
            }
          />
          <Column header={intl.formatMessage({ id: 'templates.col.commodity' })} body={(t: BookingTemplateSummary) => t.commodity || '—'} />
          <Column
            header={intl.formatMessage({ id: 'templates.col.updatedAt' })}
            bodyClassName="bk-nowrap"
            body={(t: BookingTemplateSummary) => formatDateTime(t.updatedAt)}
          />
          <Column
            header={intl.formatMessage({ id: 'templates.col.actions' })}
            bodyClassName="bk-table__actions"
            body={(t: BookingTemplateSummary) => (
              <div className="bk-actions">
                <Button
                  type="button"
                  size="small"
                  icon="pi pi-file-edit"
                  {...named('templates.action.use', t)}
                  onClick={() => navigate(templatePath(t.uuid))}
                />
                <Permitted button="btn.booking.template">
                  <Button
                    type="button"
                    text
                    size="small"
                    icon="pi pi-pencil"
                    {...named('templates.action.rename', t)}
                    disabled={busy}
                    onClick={() => startRename(t)}
                  />
                  <Button
                    type="button"
                    text
                    size="small"
                    severity="danger"
                    icon="pi pi-trash"
                    {...named('templates.action.delete', t)}
                    disabled={busy}
                    onClick={() => setDeleting(t)}
                  />
                </Permitted>
              </div>
            )}
          />
        </PagedTable>
      )}

      <TemplateNameDialog
        form={nameForm}
        visible={renaming !== null}
        busy={busy}
        title="templates.rename.title"
        saveLabel="templates.rename.save"
        onSave={rename}
        onDismiss={() => !busy && setRenaming(null)}
      />
      <ConfirmDialog
        visible={deleting !== null}
        onHide={() => setDeleting(null)}
        header={intl.formatMessage({ id: 'templates.confirm.title' })}
        message={deleting ? intl.formatMessage({ id: 'templates.confirm.delete' }, { name: deleting.name }) : ''}
        icon="pi pi-exclamation-triangle"
        acceptLabel={intl.formatMessage({ id: 'templates.confirm.yes' })}
        rejectLabel={intl.formatMessage({ id: 'templates.confirm.no' })}
        acceptClassName="p-button-danger"
        defaultFocus="reject"
        accept={remove}
        reject={() => setDeleting(null)}
      />
    </section>
  );
}
