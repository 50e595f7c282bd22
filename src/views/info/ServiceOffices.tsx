import { FormattedMessage } from 'react-intl';
import type { AsyncResource } from '../../app/useAsyncResource';
import type { ServiceOffice, SiteConfig } from '../../domain/baseData';
import { pick, type Lang } from '../../domain/lang';
import { LoadingBlock } from './LoadState';

/** The two customer-service offices of the footer, from the same configuration (useSiteConfig), in full. */
export function ServiceOffices({ config, lang }: { config: AsyncResource<SiteConfig>; lang: Lang }) {
  if (config.status === 'loading') return <LoadingBlock rows={3} />;
  if (config.status === 'failed') {
    return (
      <p className="info-state info-state--failed" role="alert">
        <FormattedMessage id="footer.loadFailed" />
      </p>
    );
  }
  return (
    <div className="office-cards">
      {config.data.offices.map((office) => (
        <OfficeCard key={office.key} office={office} lang={lang} />
      ))}
    </div>
  );
}

function OfficeCard({ office, lang }: { office: ServiceOffice; lang: Lang }) {
  const headingId = `about-office-${office.key}`;
  return (
    <section className="office-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="office-card__name">
        <i className="pi pi-headphones" aria-hidden="true" />
        {pick(office.name, lang)}
      </h3>
      <dl className="office-card__facts">
        <div>
          <dt>
            <FormattedMessage id="footer.phone" />
          </dt>
          <dd>
            <a href={`tel:${office.phone.replace(/[^+\d]/g, '')}`}>{office.phone}</a>
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="footer.fax" />
          </dt>
          <dd>{office.fax}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="footer.email" />
          </dt>
          <dd>
            <a href={`mailto:${office.email}`}>{office.email}</a>
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="footer.address" />
          </dt>
          <dd>{pick(office.address, lang)}</dd>
        </div>
      </dl>
    </section>
  );
}
