import { Button } from 'primereact/button';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime, formatMoney } from '../../domain/format';
import { pick } from '../../domain/lang';
import type { DndTariffView } from '../../domain/shipping/cargoTypes';
import { MINOR_DIGITS } from '../../domain/shipping/dnd';
import { useConsoleLoaded } from '../consoleServices';
import { useConsole, useConsoleLang } from '../ConsoleContext';
import { TariffEditor } from './TariffEditor';
import './shippingAdmin.css';
import { Permitted } from '../../app/Permitted';

const keyOf = (t: Pick<DndTariffView, 'portCode' | 'containerType'>) => `${t.portCode}:${t.containerType}`;

/** Demurrage and detention tariffs per port and container type, as customers see them, each editable. */
export default function TariffsPage() {
  const intl = useIntl();
  const lang = useConsoleLang();
  const { notifier } = useConsole();
  const [version, setVersion] = useState(0);
  const [tariffs, reload] = useConsoleLoaded((services, signal) => services.dnd.getFreeDays({}, { signal }), `tariffs:${version}`);
  const [editing, setEditing] = useState<DndTariffView | null>(null);

  const saved = (tariff: DndTariffView) => {
    setEditing(null);
    notifier.notify(intl.formatMessage({ id: 'admin.shipping.tariffs.saved' }, { port: tariff.portCode, type: tariff.containerType }), 'success');
    setVersion((n) => n + 1);
  };
  const rate = (t: DndTariffView, minor: number) => formatMoney(minor / 10 ** MINOR_DIGITS[t.currency], t.currency, lang);

  return (
    <section className="admin-page" aria-labelledby="tariffs-title" aria-busy={tariffs.status === 'loading'}>
      <h1 id="tariffs-title" className="admin-page__title">
        <FormattedMessage id="admin.shipping.tariffs.title" />
      </h1>
      <p className="staff-shipping__intro">
        <FormattedMessage id="admin.shipping.tariffs.intro" />
      </p>
      {tariffs.status === 'loading' && (
        <p role="status">
          <FormattedMessage id="app.loading" />
        </p>
      )}
      {tariffs.status === 'failed' && (
        <div className="admin-error" role="alert">
          <FormattedMessage id="admin.shipping.loadFailed" />{' '}
          <Button type="button" link label={intl.formatMessage({ id: 'admin.shipping.retry' })} onClick={reload} />
        </div>
      )}
      {tariffs.status === 'ready' && (
        <div className="admin-panel">
          {tariffs.data.length === 0 ? (
            <p className="staff-shipping__muted">
              <FormattedMessage id="admin.shipping.tariffs.empty" />
            </p>
          ) : (
            <table className="staff-shipping__table">
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage({ id: 'dnd.col.port' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'dnd.col.containerType' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'dnd.col.freeDays' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'dnd.col.tiers' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'admin.shipping.tariffs.updatedAt' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'admin.shipping.tariffs.actions' })}</th>
                </tr>
              </thead>
              <tbody>
                {tariffs.data.map((t) => (
                  <tr key={keyOf(t)}>
                    <td>
                      {pick({ zh: t.portNameZh, ja: t.portNameJa }, lang)} <span className="staff-shipping__muted">{t.portCode}</span>
                    </td>
                    <td>{t.containerType}</td>
                    <td>{intl.formatMessage({ id: 'dnd.days' }, { days: t.freeDays })}</td>
                    <td>
                      <ul className="tariff-tiers">
                        {t.tiers.map((tier) => (
                          <li key={tier.fromDay}>
                            {tier.toDay === null
                              ? intl.formatMessage({ id: 'dnd.tier.open' }, { from: tier.fromDay })
                              : intl.formatMessage({ id: 'dnd.tier.range' }, { from: tier.fromDay, to: tier.toDay })}
                            : {rate(t, tier.rateMinor)}
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td className="staff-shipping__nowrap">{formatDateTime(t.updatedAt)}</td>
                    <td>
                      <Permitted button="btn.staff.shipping">
                        <Button
                          type="button"
                          size="small"
                          outlined
                          icon="pi pi-pencil"
                          label={intl.formatMessage({ id: 'admin.shipping.tariffs.edit' })}
                          aria-label={intl.formatMessage({ id: 'admin.shipping.tariffs.editTitle' }, { port: t.portCode, type: t.containerType })}
                          onClick={() => setEditing(t)}
                        />
                      </Permitted>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
      {editing && <TariffEditor key={keyOf(editing)} tariff={editing} onSaved={saved} onHide={() => setEditing(null)} />}
    </section>
  );
}
