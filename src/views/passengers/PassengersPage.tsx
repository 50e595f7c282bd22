import { yupResolver } from '@hookform/resolvers/yup';
import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Column } from '../common/table/Column';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SavedPassenger } from '../../domain/passengers';
import { passengerSchema, type PassengerForm } from '../../domain/validation/passengerSchema';
import { schemaFields } from '../../domain/validation/validate';
import {
  selectCanAct,
  selectConfirmingDelete,
  selectCurrent,
  selectEditorReady,
  selectIsDeleting,
  selectIsListLoading,
  selectListFailed,
  selectPage,
  selectSelected,
  selectSize,
} from '../../machines/passengers.selectors';
import { showServerErrors } from '../forms/serverErrors';
import { EMPTY_PASSENGER, formOf } from './emptyPassenger';
import { PagedTable } from '../common/PagedTable';
import { optionLabel } from './passengerOptions';
import { chineseName, englishName } from './passengerNames';
import { PassengerEditor } from './PassengerEditor';
import { usePassengerOptions } from './usePassengerOptions';
import { usePassengersScreen } from './usePassengersScreen';
import { useReturnFocus } from './useReturnFocus';
import '../forms/forms.css';
import './passengers.css';

const FIELDS = schemaFields(passengerSchema);

/** Saved passengers (spec 2 "/passengers"): a paged list, newest first, to add, edit and delete. */
export default function PassengersPage() {
  const intl = useIntl();
  const form = useForm<PassengerForm>({ resolver: yupResolver(passengerSchema), defaultValues: EMPTY_PASSENGER });
  const screen = usePassengersScreen((error) => showServerErrors(error, form.setError, FIELDS));
  const page = useSelector(screen, selectPage);
  const current = useSelector(screen, selectCurrent);
  const size = useSelector(screen, selectSize);
  const listLoading = useSelector(screen, selectIsListLoading);
  const listFailed = useSelector(screen, selectListFailed);
  const canAct = useSelector(screen, selectCanAct);
  const editorReady = useSelector(screen, selectEditorReady);
  const selected = useSelector(screen, selectSelected);
  const confirming = useSelector(screen, selectConfirmingDelete);
  const deleting = useSelector(screen, selectIsDeleting);
  const [options] = usePassengerOptions();
  const certificateTypes = options.status === 'ready' ? options.data.certificateTypes : undefined;
  const { reset } = form;
  useReturnFocus(confirming);

  // The form opens with the passenger as loaded, or empty for a new one; a refused save keeps what was typed.
  useEffect(() => {
    if (editorReady) reset(formOf(selected));
  }, [editorReady, selected, reset]);

  const name = (p: SavedPassenger) => chineseName(p);

  const actions = (p: SavedPassenger) => (
    <div className="passengers-page__row-actions">
      <Button
        type="button"
        text
        size="small"
        icon="pi pi-pencil"
        label={intl.formatMessage({ id: 'passenger.edit' })}
        aria-label={intl.formatMessage({ id: 'passenger.editOf' }, { name: name(p) })}
        disabled={!canAct}
        onClick={() => screen.send({ type: 'passenger.edit', passenger: p })}
      />
      <Button
        type="button"
        text
        size="small"
        severity="danger"
        icon="pi pi-trash"
        label={intl.formatMessage({ id: 'passenger.delete' })}
        aria-label={intl.formatMessage({ id: 'passenger.deleteOf' }, { name: name(p) })}
        disabled={!canAct}
        loading={deleting && selected?.uuid === p.uuid}
        onClick={() => screen.send({ type: 'passenger.delete', passenger: p })}
      />
    </div>
  );

  return (
    <section className="page passengers-page" aria-labelledby="passengers-title" aria-busy={listLoading}>
      <header className="passengers-page__head">
        <div>
          <h1 id="passengers-title" className="passengers-page__title">
            <FormattedMessage id="passenger.title" />
          </h1>
          <p className="passengers-page__intro">
            <FormattedMessage id="passenger.intro" />
          </p>
        </div>
        <Button type="button" icon="pi pi-plus" label={intl.formatMessage({ id: 'passenger.add' })} disabled={!canAct} onClick={() => screen.send({ type: 'passenger.add' })} />
      </header>

      {listFailed ? (
        <div className="passengers-page__failed" role="alert">
          <FormattedMessage id="passenger.loadFailed" />
          <Button type="button" text icon="pi pi-refresh" label={intl.formatMessage({ id: 'passenger.retry' })} onClick={() => screen.send({ type: 'list.retry' })} />
        </div>
      ) : (
        <PagedTable
          page={page}
          current={current}
          size={size}
          loading={listLoading}
          onPage={(next, rows) => screen.send({ type: 'page.change', current: next, size: rows })}
          emptyMessage={<FormattedMessage id="passenger.empty" />}
          className="passengers-page__table"
          label={intl.formatMessage({ id: 'passenger.title' })}
        >
          <Column header={intl.formatMessage({ id: 'passenger.col.nameZh' })} body={(p: SavedPassenger) => chineseName(p)} />
          <Column header={intl.formatMessage({ id: 'passenger.col.nameEn' })} body={(p: SavedPassenger) => englishName(p)} />
          <Column
            header={intl.formatMessage({ id: 'passenger.col.certificate' })}
            body={(p: SavedPassenger) => (
              <>
                <span className="passengers-page__muted">{optionLabel(certificateTypes, p.certificateType)}</span> {p.certificateNo}
              </>
            )}
          />
          <Column header={intl.formatMessage({ id: 'passenger.col.birthDate' })} field="birthDate" />
          <Column header={intl.formatMessage({ id: 'passenger.col.mobile' })} body={(p: SavedPassenger) => p.jpMobile || p.cnMobile} />
          <Column header={intl.formatMessage({ id: 'passenger.col.actions' })} body={actions} />
        </PagedTable>
      )}

      <FormProvider {...form}>
        <PassengerEditor screen={screen} />
      </FormProvider>

      <ConfirmDialog
        visible={confirming}
        onHide={() => screen.send({ type: 'delete.cancel' })}
        header={intl.formatMessage({ id: 'passenger.confirmDeleteTitle' })}
        message={intl.formatMessage({ id: 'passenger.confirmDelete' })}
        icon="pi pi-exclamation-triangle"
        acceptLabel={intl.formatMessage({ id: 'passenger.confirmYes' })}
        rejectLabel={intl.formatMessage({ id: 'passenger.confirmNo' })}
        acceptClassName="p-button-danger"
        defaultFocus="reject"
        accept={() => screen.send({ type: 'delete.confirm' })}
        reject={() => screen.send({ type: 'delete.cancel' })}
      />
    </section>
  );
}
