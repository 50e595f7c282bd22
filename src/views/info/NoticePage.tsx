import { FormattedMessage, useIntl } from 'react-intl';
import { useLang } from '../../app/AppActorsContext';
import type { MessageId } from '../../i18n/catalogues';
import { ContainerToolLinks } from './ContainerToolLinks';
import { InfoBanner } from './InfoBanner';
import { Loaded } from './LoadState';
import { PassengerNoticeText } from './PassengerNoticeText';
import { RefundFeeTable } from './RefundFeeTable';
import { ChangeFeeTable } from './ChangeFeeTable';
import { routeAnchor, RouteInstructionSection } from './RouteInstructionSection';
import { usePassengerNotice, useRouteInstructions } from './useInformation';
import './info.css';

/**
 * Route instructions (/notice): for each route where and when to board, baggage and
 * documents; the refund fee table; the passenger notice agreed to when ordering; the
 * container tools. Instructions and notice are the operator's settings.
 */
export default function NoticePage() {
  const intl = useIntl();
  const lang = useLang();
  const [instructions, reloadInstructions] = useRouteInstructions();
  const [notice, reloadNotice] = usePassengerNotice();
  const portName = (code: string) => intl.formatMessage({ id: `port.${code}` as MessageId });
  const routes = instructions.status === 'ready' ? instructions.data.routes : [];

  return (
    <div className="info-page">
      <InfoBanner titleId="route.notice" leadId="notice.lead" icon="pi-compass" />
      <div className="info-body info-body--with-nav">
        <nav className="info-nav" aria-labelledby="notice-nav-title">
          <p id="notice-nav-title" className="info-nav__title">
            <FormattedMessage id="info.onThisPage" />
          </p>
          <ul>
            {routes.map((route) => (
              <li key={routeAnchor(route)}>
                <a href={`#${routeAnchor(route)}`}>
                  <FormattedMessage id="home.routes.label" values={{ from: portName(route.ports[0]), to: portName(route.ports[1]) }} />
                </a>
              </li>
            ))}
            <li>
              <a href="#refund-fees">
                <FormattedMessage id="notice.refund.title" />
              </a>
            </li>
            <li>
              <a href="#change-fees">
                <FormattedMessage id="notice.change.title" />
              </a>
            </li>
            <li>
              <a href="#passenger-notice">
                <FormattedMessage id="notice.passengerNotice.title" />
              </a>
            </li>
            <li>
              <a href="#container-tools">
                <FormattedMessage id="notice.tools.title" />
              </a>
            </li>
          </ul>
        </nav>
        <div className="info-content">
          <Loaded resource={instructions} onRetry={reloadInstructions} rows={8}>
            {(data) =>
              data.routes.length === 0 ? (
                <p className="info-state">
                  <FormattedMessage id="notice.noRoutes" />
                </p>
              ) : (
                data.routes.map((route) => <RouteInstructionSection key={routeAnchor(route)} route={route} lang={lang} />)
              )
            }
          </Loaded>

          <section id="refund-fees" className="info-section" aria-labelledby="refund-fees-title">
            <h2 id="refund-fees-title" className="info-section__title">
              <FormattedMessage id="notice.refund.title" />
            </h2>
            <p className="info-section__lead">
              <FormattedMessage id="notice.refund.lead" />
            </p>
            <RefundFeeTable />
          </section>

          <section id="change-fees" className="info-section" aria-labelledby="change-fees-title">
            <h2 id="change-fees-title" className="info-section__title">
              <FormattedMessage id="notice.change.title" />
            </h2>
            <p className="info-section__lead">
              <FormattedMessage id="notice.change.lead" />
            </p>
            <ChangeFeeTable />
          </section>

          <section id="passenger-notice" className="info-section" aria-labelledby="passenger-notice-title">
            <h2 id="passenger-notice-title" className="info-section__title">
              <FormattedMessage id="notice.passengerNotice.title" />
            </h2>
            <p className="info-section__lead">
              <FormattedMessage id="notice.passengerNotice.lead" />
            </p>
            <Loaded resource={notice} onRetry={reloadNotice} rows={6}>
              {(data) => <PassengerNoticeText notice={data} lang={lang} />}
            </Loaded>
          </section>

          <section id="container-tools" className="info-section" aria-labelledby="container-tools-title">
            <h2 id="container-tools-title" className="info-section__title">
              <FormattedMessage id="notice.tools.title" />
            </h2>
            <p className="info-section__lead">
              <FormattedMessage id="notice.tools.lead" />
            </p>
            <ContainerToolLinks />
          </section>
        </div>
      </div>
    </div>
  );
}
