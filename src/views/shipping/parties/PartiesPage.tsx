import { yupResolver } from '@hookform/resolvers/yup';
import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Column } from '../../common/table/Column';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState, type FormEvent } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PartyRole } from '../../../domain/shipping/enums';
import { partyFormSchema } from '../../../domain/shipping/schemas';
import type { Party } from '../../../domain/shipping/types';
import { schemaFields } from '../../../domain/validation/validate';
import type { PartyValues } from '../../../machines/parties.machine';
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
} from '../../../machines/parties.selectors';
import { PagedTable } from '../../common/PagedTable';
import { showServerErrors } from '../../forms/serverErrors';
import { useReturnFocus } from '../../passengers/useReturnFocus';
import { EMPTY_PARTY, formOfParty, ROLE_ORDER, rolesOf } from './partyForm';
import { PartyEditor } from './PartyEditor';
import { usePartiesScreen } from './usePartiesScreen';
import '../../forms/forms.css';
import '../shippingScreens.css';
import './parties.css';

/** Server messages may name any field of the form, and `roles` for the flags as a group. */
const FIELDS = [...schemaFields(partyFormSchema), 'roles'];

/**
 * Consignees and shippers (/partyMgt): the enterprise's address book of shippers, consignees
 * and notify parties with the roles each can take, by name, searched by name and role.
 */
export default function PartiesPage() {
  const intl = useIntl();
  const form = useForm<PartyValues>({ resolver: yupResolver(partyFormSchema) as unknown as Resolver<PartyValues>, defaultValues: EMPTY_PARTY });
  const screen = usePartiesScreen((error) => showServerErrors(error, form.setError, FIELDS));
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
  const [name, setName] = useState('');
  const [role, setRole] = useState<PartyRole | null>(null);
  const { reset } = form;
  useReturnFocus(confirming);

  // The form opens with the party as loaded, or empty for a new one; a refused save keeps what was typed.
  useEffect(() => {
    if (editorReady) reset(formOfParty(selected));
  }, [editorReady, selected, reset]);

  const roleName = (code: PartyRole) => intl.formatMessage({ id: `parties.role.${code}` });
  const roleOptions = [{ value: null, label: intl.formatMessage({ id: 'parties.search.allRoles' }) }, ...ROLE_ORDER.map((code) => ({ value: code, label: roleName(code) }))];
  const filtered = filter.name !== '' || filter.role !== null;

  const search = (event: FormEvent) => {
    event.preventDefault();
    screen.send({ type: 'filter.apply', filter: { name, role } });
  };
  const clear = () => {
    setName('');
    setRole(null);
    screen.send({ type: 'filter.apply', filter: { name: '', role: null } });
  };

  const actions = (p: Party) => (
    <div className="shipping-screen__row-actions">
      <Button
        type="button"
        text
        size="small"
        icon="pi pi-pencil"
        label={intl.formatMessage({ id: 'parties.edit' })}
        aria-label={intl.formatMessage({ id: 'parties.editOf' }, { name: p.name })}
        disabled={!canAct}
        onClick={() => screen.send({ type: 'party.edit', party: p })}
      />
      <Button
        type="button"
        text
        size="small"
        severity="danger"
        icon="pi pi-trash"
        label={intl.formatMessage({ id: 'parties.delete' })}
        aria-label={intl.formatMessage({ id: 'parties.deleteOf' }, { name: p.name })}
        disabled={!canAct}
        loading={deleting && selected?.uuid === p.uuid}
        onClick={() => screen.send({ type: 'party.delete', party: p })}
      />
    </div>
  );

  return (
    <section className="shipping-screen parties-page" aria-labelledby="parties-title" aria-busy={listLoading}>
      <header className="shipping-screen__head">
        <div>
          <h1 id="parties-title" className="shipping-screen__title">
            <FormattedMessage id="parties.title" />
          </h1>
          <p className="shipping-screen__intro">
            <FormattedMessage id="parties.intro" />
          </p>
        </div>
        <Button type="button" icon="pi pi-plus" label={intl.formatMessage({ id: 'parties.add' })} disabled={!canAct} onClick={() => screen.send({ type: 'party.add' })} />
      </header>

      <form className="shipping-screen__filters" role="search" onSubmit={search}>
        <label className="shipping-screen__filter" htmlFor="parties-search-name">
          <FormattedMessage id="parties.search.name" />
          <InputText id="parties-search-name" value={name} maxLength={200} placeholder={intl.formatMessage({ id: 'parties.search.namePlaceholder' })} onChange={(e) => setName(e.target.value)} />
        </label>
        <div className="shipping-screen__filter">
          <label htmlFor="parties-search-role">
            <FormattedMessage id="parties.search.role" />
          </label>
          <Dropdown inputId="parties-search-role" value={role} options={roleOptions} placeholder={intl.formatMessage({ id: 'parties.search.allRoles' })} onChange={(e) => setRole((e.value as PartyRole | null) ?? null)} />
        </div>
        <Button type="submit" icon="pi pi-search" label={intl.formatMessage({ id: 'parties.search.submit' })} disabled={!canAct} />
        <Button type="button" outlined label={intl.formatMessage({ id: 'parties.search.reset' })} disabled={!canAct} onClick={clear} />
      </form>

      {listFailed ? (
        <div className="shipping-screen__failed" role="alert">
          <FormattedMessage id="parties.loadFailed" />
          <Button type="button" text icon="pi pi-refresh" label={intl.formatMessage({ id: 'parties.retry' })} onClick={() => screen.send({ type: 'list.retry' })} />
        </div>
      ) : (
        <PagedTable
          page={page}
          current={current}
          size={size}
          loading={listLoading}
          onPage={(next, rows) => screen.send({ type: 'page.change', current: next, size: rows })}
          emptyMessage={<FormattedMessage id={filtered ? 'parties.noMatch' : 'parties.empty'} />}
          className="parties-page__table"
          label={intl.formatMessage({ id: 'parties.title' })}
          totalText={(total) => intl.formatMessage({ id: 'parties.total' }, { total })}
        >
          <Column header={intl.formatMessage({ id: 'parties.col.name' })} body={(p: Party) => <span className="parties-page__name">{p.name}</span>} style={{ width: '22%' }} />
          <Column
            header={intl.formatMessage({ id: 'parties.col.roles' })}
            body={(p: Party) => (
              <>
                {rolesOf(p).map((code) => (
                  <span key={code} className="shipping-tag">
                    {roleName(code)}
                  </span>
                ))}
              </>
            )}
            style={{ width: '20%' }}
          />
          <Column
            header={intl.formatMessage({ id: 'parties.col.contact' })}
            body={(p: Party) => (
              <>
                <div>{p.contact || '—'}</div>
                <div className="shipping-screen__muted">{[p.phone, p.email].filter(Boolean).join(' · ')}</div>
              </>
            )}
            style={{ width: '20%' }}
          />
          <Column
            header={intl.formatMessage({ id: 'parties.col.address' })}
            body={(p: Party) => (
              <>
                {p.countryCode && <span className="shipping-screen__muted">{p.countryCode} </span>}
                {p.address || '—'}
              </>
            )}
          />
          <Column header={intl.formatMessage({ id: 'parties.col.actions' })} body={actions} style={{ width: '190px' }} />
        </PagedTable>
      )}

      <FormProvider {...form}>
        <PartyEditor screen={screen} />
      </FormProvider>

      <ConfirmDialog
        visible={confirming}
        onHide={() => screen.send({ type: 'delete.cancel' })}
        header={intl.formatMessage({ id: 'parties.confirmDeleteTitle' })}
        message={intl.formatMessage({ id: 'parties.confirmDelete' }, { name: selected?.name ?? '' })}
        icon="pi pi-exclamation-triangle"
        acceptLabel={intl.formatMessage({ id: 'parties.confirmYes' })}
        rejectLabel={intl.formatMessage({ id: 'parties.confirmNo' })}
        acceptClassName="p-button-danger"
        defaultFocus="reject"
        accept={() => screen.send({ type: 'delete.confirm' })}
        reject={() => screen.send({ type: 'delete.cancel' })}
      />
    </section>
  );
}
