import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useServices } from '../../../app/customerServices';
import type { PartyRole } from '../../../domain/shipping/enums';
import { partyFormSchema } from '../../../domain/shipping/schemas';
import type { Party } from '../../../domain/shipping/types';
import { schemaFields } from '../../../domain/validation/validate';
import { partiesActors } from '../../../machines/parties.actors';
import { partiesMachine, type PartyFilter, type PartyValues } from '../../../machines/parties.machine';
import { listEditorSelectors } from '../../../machines/listEditor.selectors';
import { showServerErrors } from '../../../ui/forms/serverErrors';
import { Column } from '../../../ui/table/Column';
import { ListEditorPage } from '../../listEditor/ListEditorPage';
import { ListSearchForm, SearchText } from '../common/ListSearchForm';
import { useListEditorScreen } from '../../listEditor/useListEditorScreen';
import { useSelector } from '@xstate/react';
import { EMPTY_PARTY, formOfParty, ROLE_ORDER, rolesOf } from './partyForm';
import { PartyEditor } from './PartyEditor';
import '../../../ui/forms/forms.css';
import '../shippingScreens.css';
import './parties.css';
import { schemaResolver } from '../../forms/schemaResolver';

/** Server messages may name any field of the form, and `roles` for the flags as a group. */
const FIELDS = [...schemaFields(partyFormSchema), 'roles'];
const { selectFilter } = listEditorSelectors<Party, PartyValues, PartyFilter>();

/**
 * Consignees and shippers (/partyMgt): the enterprise's address book of shippers, consignees
 * and notify parties with the roles each can take, by name, searched by name and role.
 */
export default function PartiesPage() {
  const intl = useIntl();
  const { parties } = useServices();
  const form = useForm<PartyValues>({ resolver: schemaResolver<PartyValues>(partyFormSchema), defaultValues: EMPTY_PARTY });
  const screen = useListEditorScreen(partiesMachine, partiesActors(parties), 'parties', (error) => showServerErrors(error, form.setError, FIELDS));
  const filter = useSelector(screen, selectFilter);
  const [name, setName] = useState('');
  const [role, setRole] = useState<PartyRole | null>(null);

  const roleName = (code: PartyRole) => intl.formatMessage({ id: `parties.role.${code}` });
  const roleOptions = [
    { value: null, label: intl.formatMessage({ id: 'parties.search.allRoles' }) },
    ...ROLE_ORDER.map((code) => ({ value: code, label: roleName(code) })),
  ];

  const search = () => screen.send({ type: 'filter.apply', filter: { name, role } });
  const clear = () => {
    setName('');
    setRole(null);
    screen.send({ type: 'filter.apply', filter: { name: '', role: null } });
  };

  return (
    <ListEditorPage
      button="btn.party.edit"
      screen={screen}
      prefix="parties"
      className="shipping-screen parties-page"
      block="shipping-screen"
      titleId="parties-title"
      tableClassName="parties-page__table"
      form={form}
      formOf={formOfParty}
      nameOf={(p) => p.name}
      filtered={filter.name !== '' || filter.role !== null}
      showTotal
      search={(canAct) => (
        <ListSearchForm prefix="parties" canAct={canAct} onSearch={search} onReset={clear}>
          <SearchText
            id="parties-search-name"
            label={<FormattedMessage id="parties.search.name" />}
            value={name}
            maxLength={200}
            placeholder={intl.formatMessage({ id: 'parties.search.namePlaceholder' })}
            onChange={setName}
          />
          <div className="shipping-screen__filter">
            <label htmlFor="parties-search-role">
              <FormattedMessage id="parties.search.role" />
            </label>
            <Dropdown
              inputId="parties-search-role"
              value={role}
              options={roleOptions}
              placeholder={intl.formatMessage({ id: 'parties.search.allRoles' })}
              onChange={(e) => setRole((e.value as PartyRole | null) ?? null)}
            />
          </div>
        </ListSearchForm>
      )}
      columns={(actions) => (
        <>
          <Column
            header={intl.formatMessage({ id: 'parties.col.name' })}
            body={(p: Party) => <span className="parties-page__name">{p.name}</span>}
            style={{ width: '22%' }}
          />
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
        </>
      )}
      editor={<PartyEditor screen={screen} />}
    />
  );
}
