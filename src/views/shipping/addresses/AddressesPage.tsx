import { yupResolver } from '@hookform/resolvers/yup';
import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Column } from '../../common/table/Column';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState, type FormEvent } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { loadingAddressFormSchema, type LoadingAddress } from '../../../domain/shipping/loadingAddresses';
import { schemaFields } from '../../../domain/validation/validate';
import type { AddressValues } from '../../../machines/addresses.machine';
import {
  selectCanAct,
  selectConfirmingDelete,
  selectCurrent,
  selectEditorReady,
  selectFilter,
  selectIsDeleting,
  selectIsListLoading,
  selectListFailed,
  selectPage,
  selectSelected,
  selectSize,
} from '../../../machines/addresses.selectors';
import { PagedTable } from '../../common/PagedTable';
import { showServerErrors } from '../../forms/serverErrors';
import { useReturnFocus } from '../../passengers/useReturnFocus';
import { AddressEditor } from './AddressEditor';
import { useAddressesScreen } from './useAddressesScreen';
import '../../forms/forms.css';
import '../shippingScreens.css';
import './addresses.css';

const FIELDS = schemaFields(loadingAddressFormSchema);
const EMPTY: AddressValues = { name: '', contact: '', phone: '', countryCode: '', city: '', address: '', postcode: '', remarks: '' };
const formOf = (address: LoadingAddress | null): AddressValues => {
  if (!address) return { ...EMPTY };
  const { uuid: _uuid, createdAt: _c, updatedAt: _u, ...values } = address;
  return values;
};

/**
 * Loading addresses (/addressMgt): the places the enterprise's containers are stuffed or picked up,
 * by name, searched by a keyword; add, edit, delete after a confirmation.
 */
export default function AddressesPage() {
  const intl = useIntl();
  const form = useForm<AddressValues>({ resolver: yupResolver(loadingAddressFormSchema) as unknown as Resolver<AddressValues>, defaultValues: EMPTY });
  const screen = useAddressesScreen((error) => showServerErrors(error, form.setError, FIELDS));
  const page = useSelector(screen, selectPage);
  const current = useSelector(screen, selectCurrent);
  const size = useSelector(screen, selectSize);
  const filter = useSelector(screen, selectFilter);
  const listLoading = useSelector(screen, selectIsListLoading);
  const listFailed = useSelector(screen, selectListFailed);
  const canAct = useSelector(screen, selectCanAct);
  const editorReady = useSelector(screen, selectEditorReady);
  const selected = useSelector(screen, selectSelected);
  const confirming = useSelector(screen, selectConfirmingDelete);
  const deleting = useSelector(screen, selectIsDeleting);
  const [keyword, setKeyword] = useState('');
  const { reset } = form;
  useReturnFocus(confirming);

  // The form opens with the address as loaded, or empty for a new one; a refused save keeps what was typed.
  useEffect(() => {
    if (editorReady) reset(formOf(selected));
  }, [editorReady, selected, reset]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    screen.send({ type: 'filter.apply', filter: { keyword } });
  };
  const clear = () => {
    setKeyword('');
    screen.send({ type: 'filter.apply', filter: { keyword: '' } });
  };

  const actions = (a: LoadingAddress) => (
    <div className="shipping-screen__row-actions">
      <Button
        type="button"
        text
        size="small"
        icon="pi pi-pencil"
        label={intl.formatMessage({ id: 'addresses.edit' })}
        aria-label={intl.formatMessage({ id: 'addresses.editOf' }, { name: a.name })}
        disabled={!canAct}
        onClick={() => screen.send({ type: 'address.edit', address: a })}
      />
      <Button
        type="button"
        text
        size="small"
        severity="danger"
        icon="pi pi-trash"
        label={intl.formatMessage({ id: 'addresses.delete' })}
        aria-label={intl.formatMessage({ id: 'addresses.deleteOf' }, { name: a.name })}
        disabled={!canAct}
        loading={deleting && selected?.uuid === a.uuid}
        onClick={() => screen.send({ type: 'address.delete', address: a })}
      />
    </div>
  );

  return (
    <section className="shipping-screen addresses-page" aria-labelledby="addresses-title" aria-busy={listLoading}>
      <header className="shipping-screen__head">
        <div>
          <h1 id="addresses-title" className="shipping-screen__title">
            <FormattedMessage id="addresses.title" />
          </h1>
          <p className="shipping-screen__intro">
            <FormattedMessage id="addresses.intro" />
          </p>
        </div>
        <Button type="button" icon="pi pi-plus" label={intl.formatMessage({ id: 'addresses.add' })} disabled={!canAct} onClick={() => screen.send({ type: 'address.add' })} />
      </header>

      <form className="shipping-screen__filters" role="search" onSubmit={search}>
        <label className="shipping-screen__filter" htmlFor="addresses-keyword">
          <FormattedMessage id="addresses.search.keyword" />
          <InputText id="addresses-keyword" value={keyword} maxLength={100} placeholder={intl.formatMessage({ id: 'addresses.search.placeholder' })} onChange={(e) => setKeyword(e.target.value)} />
        </label>
        <Button type="submit" icon="pi pi-search" label={intl.formatMessage({ id: 'addresses.search.submit' })} disabled={!canAct} />
        <Button type="button" outlined label={intl.formatMessage({ id: 'addresses.search.reset' })} disabled={!canAct} onClick={clear} />
      </form>

      {listFailed ? (
        <div className="shipping-screen__failed" role="alert">
          <FormattedMessage id="addresses.loadFailed" />
          <Button type="button" text icon="pi pi-refresh" label={intl.formatMessage({ id: 'addresses.retry' })} onClick={() => screen.send({ type: 'list.retry' })} />
        </div>
      ) : (
        <PagedTable
          page={page}
          current={current}
          size={size}
          loading={listLoading}
          onPage={(next, rows) => screen.send({ type: 'page.change', current: next, size: rows })}
          emptyMessage={<FormattedMessage id={filter.keyword ? 'addresses.noMatch' : 'addresses.empty'} />}
          className="addresses-page__table"
          label={intl.formatMessage({ id: 'addresses.title' })}
          totalText={(total) => intl.formatMessage({ id: 'addresses.total' }, { total })}
        >
          <Column header={intl.formatMessage({ id: 'addresses.col.name' })} body={(a: LoadingAddress) => <span className="addresses-page__name">{a.name}</span>} style={{ width: '20%' }} />
          <Column
            header={intl.formatMessage({ id: 'addresses.col.address' })}
            body={(a: LoadingAddress) => (
              <>
                <div>{a.address}</div>
                <div className="shipping-screen__muted">{[a.countryCode, a.city, a.postcode].filter(Boolean).join(' · ')}</div>
              </>
            )}
          />
          <Column
            header={intl.formatMessage({ id: 'addresses.col.contact' })}
            body={(a: LoadingAddress) => (
              <>
                <div>{a.contact || '—'}</div>
                <div className="shipping-screen__muted">{a.phone}</div>
              </>
            )}
            style={{ width: '16%' }}
          />
          <Column header={intl.formatMessage({ id: 'addresses.col.remarks' })} body={(a: LoadingAddress) => a.remarks || '—'} style={{ width: '18%' }} />
          <Column header={intl.formatMessage({ id: 'addresses.col.actions' })} body={actions} style={{ width: '190px' }} />
        </PagedTable>
      )}

      <FormProvider {...form}>
        <AddressEditor screen={screen} />
      </FormProvider>

      <ConfirmDialog
        visible={confirming}
        onHide={() => screen.send({ type: 'delete.cancel' })}
        header={intl.formatMessage({ id: 'addresses.confirmDeleteTitle' })}
        message={intl.formatMessage({ id: 'addresses.confirmDelete' }, { name: selected?.name ?? '' })}
        icon="pi pi-exclamation-triangle"
        acceptLabel={intl.formatMessage({ id: 'addresses.confirmYes' })}
        rejectLabel={intl.formatMessage({ id: 'addresses.confirmNo' })}
        acceptClassName="p-button-danger"
        defaultFocus="reject"
        accept={() => screen.send({ type: 'delete.confirm' })}
        reject={() => screen.send({ type: 'delete.cancel' })}
      />
    </section>
  );
}
