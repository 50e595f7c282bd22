import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useLang } from '../../app/AppActorsContext';
import { useSiteConfig } from '../../app/footer/useSiteConfig';
import { pick } from '../../domain/lang';
import type { MessageId } from '../../i18n/catalogues';
import { InfoBanner } from './InfoBanner';
import { Loaded } from './LoadState';
import { ServiceOffices } from './ServiceOffices';
import { useCompanyProfile } from './useInformation';
import { VesselCard } from './VesselCard';
import './info.css';

/** About us (/infoUS): the company, its fleet and routes, and the two customer-service offices. */
export default function AboutPage() {
  const intl = useIntl();
  const lang = useLang();
  const [profile, reload] = useCompanyProfile();
  const config = useSiteConfig();
  const portName = (code: string) => intl.formatMessage({ id: `port.${code}` as MessageId });

  return (
    <div className="info-page">
      <InfoBanner titleId="route.infoUS" leadId="about.lead" icon="pi-building" />
      <div className="info-body">
        <Loaded resource={profile} onRetry={reload} rows={8}>
          {(data) => (
            <>
              <section className="info-section about-company" aria-labelledby="about-company-title">
                <div className="about-company__text">
                  <h2 id="about-company-title" className="info-section__title">
                    <FormattedMessage id="about.company" />
                  </h2>
                  {config.status === 'ready' && (
                    <p className="about-company__name">
                      {pick(config.data.companyName, lang)}
                      <span lang="en">{config.data.companyName.en}</span>
                    </p>
                  )}
                  {data.introduction.map((paragraph, index) => (
                    <p key={index}>{pick(paragraph, lang)}</p>
                  ))}
                </div>
                <dl className="about-facts">
                  <div>
                    <dt>
                      <FormattedMessage id="about.founded" />
                    </dt>
                    <dd>{data.founded}</dd>
                  </div>
                  <div>
                    <dt>
                      <FormattedMessage id="about.headquarters" />
                    </dt>
                    <dd className="about-facts__text">{pick(data.headquarters, lang)}</dd>
                  </div>
                  <div>
                    <dt>
                      <FormattedMessage id="about.routeCount" />
                    </dt>
                    <dd>{new Set(data.vessels.map((v) => v.route.join('-'))).size}</dd>
                  </div>
                  <div>
                    <dt>
                      <FormattedMessage id="about.vesselCount" />
                    </dt>
                    <dd>{data.vessels.length}</dd>
                  </div>
                </dl>
              </section>

              <section className="info-section" aria-labelledby="about-highlights-title">
                <h2 id="about-highlights-title" className="info-section__title">
                  <FormattedMessage id="about.highlights" />
                </h2>
                <ul className="about-highlights">
                  {data.highlights.map((highlight, index) => (
                    <li key={index}>
                      <i className="pi pi-check-circle" aria-hidden="true" />
                      {pick(highlight, lang)}
                    </li>
                  ))}
                </ul>
              </section>

              <section className="info-section" aria-labelledby="about-fleet-title">
                <h2 id="about-fleet-title" className="info-section__title">
                  <FormattedMessage id="about.fleet" />
                </h2>
                <div className="vessel-cards">
                  {data.vessels.map((vessel) => (
                    <VesselCard key={vessel.route.join('-')} vessel={vessel} lang={lang} />
                  ))}
                </div>
              </section>

              <section className="info-section" aria-labelledby="about-routes-title">
                <h2 id="about-routes-title" className="info-section__title">
                  <FormattedMessage id="about.routes" />
                </h2>
                <ul className="about-routes">
                  {data.vessels.map((vessel) => (
                    <li key={vessel.route.join('-')}>
                      <span className="about-routes__name">
                        <FormattedMessage id="home.routes.label" values={{ from: portName(vessel.route[0]), to: portName(vessel.route[1]) }} />
                      </span>
                      <span className="about-routes__vessel">{pick(vessel.name, lang)}</span>
                      <span className="about-routes__frequency">
                        <FormattedMessage id="home.routes.frequency" />
                      </span>
                    </li>
                  ))}
                </ul>
                <p className="about-routes__more">
                  <Link href="/notice">
                    <FormattedMessage id="about.routesNotice" />
                    <i className="pi pi-angle-right" aria-hidden="true" />
                  </Link>
                  <Link href="/ticketing/search">
                    <FormattedMessage id="home.cta.search" />
                    <i className="pi pi-angle-right" aria-hidden="true" />
                  </Link>
                </p>
              </section>
            </>
          )}
        </Loaded>

        <section className="info-section" aria-labelledby="about-offices-title">
          <h2 id="about-offices-title" className="info-section__title">
            <FormattedMessage id="about.offices" />
          </h2>
          <ServiceOffices config={config} lang={lang} />
        </section>
      </div>
    </div>
  );
}
