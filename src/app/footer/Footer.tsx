import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { pick, type Lang } from '../../domain/lang';
import type { ServiceOffice, SiteConfig } from '../../domain/baseData';
import { selectLang } from '../../machines/language.selectors';
import { wechatQrUrl } from '../../services/baseData';
import { useAppActors } from '../AppActorsContext';
import { BrandMark } from '../header/BrandMark';
import { formatBuildStamp } from './formatBuildStamp';
import { FooterSkeleton } from './FooterSkeleton';
import { useSiteConfig } from './useSiteConfig';
import './footer.css';

/** MIIT's public ICP filing lookup, where every ICP number links to. */
const ICP_LOOKUP_URL = 'https://beian.miit.gov.cn/';

/**
 * The site footer (spec section 1): company, two customer-service offices, the
 * WeChat QR code, copyright, business registration, ICP number and the build
 * stamp. Company details come from configuration; while they load a skeleton of
 * the same 182 px keeps the page from shifting.
 */
export function Footer() {
  const intl = useIntl();
  const { language } = useAppActors();
  const lang = useSelector(language, selectLang);
  const config = useSiteConfig();

  return (
    <footer className="app-footer" aria-label={intl.formatMessage({ id: 'footer.label' })}>
      <div className="app-container app-footer__inner">
        {config.status === 'ready' ? (
          <FooterDetails config={config.data} lang={lang} />
        ) : config.status === 'loading' ? (
          <FooterSkeleton label={intl.formatMessage({ id: 'footer.loading' })} />
        ) : (
          <div className="app-footer__top app-footer__top--failed">
            <FormattedMessage id="footer.loadFailed" />
          </div>
        )}
        <div className="app-footer__bottom">
          {config.status === 'ready' && (
            <>
              <span>
                <FormattedMessage id="footer.copyright" values={{ year: buildYear(), company: pick(config.data.companyName, lang) }} />
              </span>
              <a href={config.data.businessRegistrationUrl} target="_blank" rel="noopener noreferrer">
                <FormattedMessage id="footer.businessRegistration" />
              </a>
              <a href={ICP_LOOKUP_URL} target="_blank" rel="noopener noreferrer">
                <FormattedMessage id="footer.icp" values={{ number: config.data.icpNumber }} />
              </a>
            </>
          )}
          <span className="app-footer__stamp">
            <FormattedMessage id="footer.buildStamp" values={{ time: formatBuildStamp(__BUILD_TIME__), env: __BUILD_ENV__ }} />
          </span>
        </div>
      </div>
    </footer>
  );
}

function buildYear(): number {
  const year = new Date(__BUILD_TIME__).getFullYear();
  return Number.isNaN(year) ? new Date().getFullYear() : year;
}

function FooterDetails({ config, lang }: { config: SiteConfig; lang: Lang }) {
  const intl = useIntl();
  return (
    <div className="app-footer__top">
      <div className="footer-brand">
        <BrandMark size={36} />
        <div>
          <p className="footer-brand__name">{pick(config.companyName, lang)}</p>
          <p className="footer-brand__en" lang="en">
            {config.companyName.en}
          </p>
        </div>
      </div>
      {config.offices.map((office) => (
        <Office key={office.key} office={office} lang={lang} />
      ))}
      <figure className="footer-qr">
        <img
          src={wechatQrUrl()}
          width={84}
          height={84}
          loading="lazy"
          alt={intl.formatMessage({ id: 'footer.wechatQrAlt' }, { account: config.wechatAccount })}
        />
        <figcaption>
          <FormattedMessage id="footer.wechat" />
        </figcaption>
      </figure>
    </div>
  );
}

function Office({ office, lang }: { office: ServiceOffice; lang: Lang }) {
  const headingId = `footer-office-${office.key}`;
  const address = pick(office.address, lang);
  return (
    <section className="footer-office" aria-labelledby={headingId}>
      <h2 id={headingId} className="footer-office__name">
        {pick(office.name, lang)}
      </h2>
      <dl className="footer-office__list">
        <div>
          <dt>
            <FormattedMessage id="footer.phone" />
          </dt>
          <dd>
            <a href={`tel:${office.phone.replace(/[^+\d]/g, '')}`}>{office.phone}</a>
          </dd>
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
          <dd className="footer-office__address" title={address}>
            {address}
          </dd>
        </div>
      </dl>
    </section>
  );
}
