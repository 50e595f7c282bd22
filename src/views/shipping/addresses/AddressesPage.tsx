import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { loadingAddressFormSchema, type LoadingAddress } from '../../../domain/shipping/loadingAddresses';
import { schemaFields } from '../../../domain/validation/validate';
import type { AddressFilter, AddressValues } from '../../../machines/addresses.machine';
import { listEditorSelectors } from '../../../machines/listEditor.selectors';
import { showServerErrors } from '../../../ui/forms/serverErrors';
import { Column } from '../../../ui/table/Column';
import { schemaResolver } from '../../forms/schemaResolver';
import { ListEditorPage } from '../../listEditor/ListEditorPage';
import { ListSearchForm, SearchText } from '../common/ListSearchForm';
import { AddressEditor } from './AddressEditor';
import { useAddressesScreen } from './useAddressesScreen';
import '../../../ui/forms/forms.css';
import '../shippingScreens.css';
import './addresses.css';

const FIELDS = schemaFields(loadingAddressFormSchema);
const { selectFilter } = listEditorSelectors<LoadingAddress, AddressValues, AddressFilter>();
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
  const form = useForm<AddressValues>({ resolver: schemaResolver<AddressValues>(loadingAddressFormSchema), defaultValues: EMPTY });
  const screen = useAddressesScreen((error) => showServerErrors(error, form.setError, FIELDS));
  const filter = useSelector(screen, selectFilter);
  const [keyword, setKeyword] = useState('');

  const search = () => screen.send({ type: 'filter.apply', filter: { keyword } });
  const clear = () => {
    setKeyword('');
    screen.send({ type: 'filter.apply', filter: { keyword: '' } });
  };

  return (
    <ListEditorPage
      screen={screen}
      prefix="addresses"
      className="shipping-screen addresses-page"
      block="shipping-screen"
      titleId="addresses-title"
      tableClassName="addresses-page__table"
      form={form}
      formOf={formOf}
      nameOf={(a) => a.name}
      filtered={filter.keyword !== ''}
      showTotal
      search={(canAct) => (
        <ListSearchForm prefix="addresses" canAct={canAct} onSearch={search} onReset={clear}>
          <SearchText
            id="addresses-keyword"
            label={<FormattedMessage id="addresses.search.keyword" />}
            value={keyword}
            maxLength={100}
            placeholder={intl.formatMessage({ id: 'addresses.search.placeholder' })}
            onChange={setKeyword}
          />
        </ListSearchForm>
      )}
      columns={(actions) => (
        <>
          <Column
            header={intl.formatMessage({ id: 'addresses.col.name' })}
            body={(a: LoadingAddress) => <span className="addresses-page__name">{a.name}</span>}
            style={{ width: '20%' }}
          />
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
        </>
      )}
      editor={<AddressEditor screen={screen} />}
    />
  );
}
