import { Button } from 'primereact/button';
import { Column } from '../../../ui/table/Column';
import { DataTable } from '../../../ui/table/DataTable';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLang } from '../../../app/AppActorsContext';
import type { DndTariffView } from '../../../domain/shipping/cargoTypes';
import { CONTAINER_TYPES, type ContainerType } from '../../../domain/shipping/enums';
import { formatMinor } from '../../../domain/ticketing/money';
import { portNameOf, tariffPorts } from './dndText';
import { useTariffs } from './useTariffs';
import '../shippingScreens.css';
import './dnd.css';

const keyOf = (t: DndTariffView) => `${t.portCode}/${t.containerType}`;

/**
 * Free container-use days (/dndChargeFreeDayIndex, public): every port's tariff per container
 * type, its free days and each tier after them (from day, to day, rate per container per day in
 * the port's currency), narrowed by port and type as they are chosen.
 */
export default function FreeDaysPage() {
  const intl = useIntl();
  const lang = useLang();
  const [list, reload] = useTariffs();
  const [portCode, setPortCode] = useState('');
  const [containerType, setContainerType] = useState<ContainerType | ''>('');
  const tariffs = list.status === 'ready' ? list.data : [];
  const shown = tariffs.filter((t) => (!portCode || t.portCode === portCode) && (!containerType || t.containerType === containerType));
  const loading = list.status === 'loading';

  const tiers = (t: DndTariffView) => (
    <table className="dnd-tiers" aria-label={intl.formatMessage({ id: 'dnd.freeDays.tiersOf' }, { port: portNameOf(t, lang), type: t.containerType })}>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="dnd.col.fromDay" />
          </th>
          <th scope="col">
            <FormattedMessage id="dnd.col.toDay" />
          </th>
          <th scope="col">
            <FormattedMessage id="dnd.col.ratePerDay" />
          </th>
        </tr>
      </thead>
      <tbody>
        {t.tiers.map((tier) => (
          <tr key={tier.fromDay}>
            <td>{tier.fromDay}</td>
            <td>{tier.toDay ?? <FormattedMessage id="dnd.tier.onwards" />}</td>
            <td className="dnd-money">{formatMinor(tier.rateMinor, t.currency, lang)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <section className="shipping-screen dnd-page" aria-labelledby="dnd-free-title" aria-busy={loading}>
      <header className="shipping-screen__head">
        <div>
          <h1 id="dnd-free-title" className="shipping-screen__title">
            <FormattedMessage id="route.dndChargeFreeDayIndex" />
          </h1>
          <p className="shipping-screen__intro">
            <FormattedMessage id="dnd.freeDays.intro" />
          </p>
        </div>
      </header>

      <div className="shipping-screen__filters" role="search">
        <label className="shipping-screen__filter" htmlFor="dnd-free-port">
          <FormattedMessage id="dnd.field.port" />
          <select id="dnd-free-port" className="p-inputtext dnd-select" value={portCode} disabled={loading} onChange={(e) => setPortCode(e.target.value)}>
            <option value="">{intl.formatMessage({ id: 'dnd.filter.allPorts' })}</option>
            {tariffPorts(tariffs).map((p) => (
              <option key={p.portCode} value={p.portCode}>{`${portNameOf(p, lang)} (${p.portCode})`}</option>
            ))}
          </select>
        </label>
        <label className="shipping-screen__filter" htmlFor="dnd-free-type">
          <FormattedMessage id="dnd.field.containerType" />
          <select
            id="dnd-free-type"
            className="p-inputtext dnd-select"
            value={containerType}
            disabled={loading}
            onChange={(e) => setContainerType(e.target.value as ContainerType | '')}
          >
            <option value="">{intl.formatMessage({ id: 'dnd.filter.allTypes' })}</option>
            {CONTAINER_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
        <Button
          type="button"
          outlined
          label={intl.formatMessage({ id: 'dnd.filter.reset' })}
          disabled={loading || (!portCode && !containerType)}
          onClick={() => {
            setPortCode('');
            setContainerType('');
          }}
        />
      </div>

      {list.status === 'failed' ? (
        <div className="shipping-screen__failed" role="alert">
          <FormattedMessage id="dnd.freeDays.loadFailed" />
          <Button type="button" text icon="pi pi-refresh" label={intl.formatMessage({ id: 'dnd.retry' })} onClick={reload} />
        </div>
      ) : (
        <DataTable
          value={shown.map((t) => ({ ...t, key: keyOf(t) }))}
          dataKey="key"
          loading={loading}
          emptyMessage={list.status === 'ready' ? <FormattedMessage id="dnd.freeDays.empty" /> : <span />}
          aria-label={intl.formatMessage({ id: 'route.dndChargeFreeDayIndex' })}
          className="dnd-free__table"
        >
          <Column
            header={intl.formatMessage({ id: 'dnd.col.port' })}
            body={(t: DndTariffView) => (
              <>
                <div>{portNameOf(t, lang)}</div>
                <div className="shipping-screen__muted">{t.portCode}</div>
              </>
            )}
          />
          <Column header={intl.formatMessage({ id: 'dnd.col.containerType' })} body={(t: DndTariffView) => <strong>{t.containerType}</strong>} />
          <Column
            header={intl.formatMessage({ id: 'dnd.col.freeDays' })}
            body={(t: DndTariffView) => <FormattedMessage id="dnd.days" values={{ days: t.freeDays }} />}
          />
          <Column header={intl.formatMessage({ id: 'dnd.col.tiers' })} body={tiers} style={{ width: '46%' }} />
          <Column header={intl.formatMessage({ id: 'dnd.col.currency' })} body={(t: DndTariffView) => <FormattedMessage id={`dnd.currency.${t.currency}`} />} />
        </DataTable>
      )}
    </section>
  );
}
