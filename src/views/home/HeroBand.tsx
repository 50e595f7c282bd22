import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { MessageId } from '../../i18n/catalogues';
import { QuickSearch } from './QuickSearch';

const CHINA_PORTS: MessageId[] = ['port.CNSHA', 'port.CNTAG'];
const JAPAN_PORTS: MessageId[] = ['port.JPOSA', 'port.JPUKB', 'port.JPSHS'];

/** The home page's opening band: product, promise, the ways in and the sailing search. */
export function HeroBand() {
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <div className="home-hero__inner">
        <div className="home-hero__text">
          <p className="home-hero__ports">
            <PortList ids={CHINA_PORTS} />
            <i className="pi pi-arrow-right-arrow-left" aria-hidden="true" />
            <PortList ids={JAPAN_PORTS} />
          </p>
          <h1 id="home-title" className="home-hero__title">
            <FormattedMessage id="app.productName" />
          </h1>
          <p className="home-hero__tagline">
            <FormattedMessage id="home.tagline" />
          </p>
          <p className="home-hero__intro">
            <FormattedMessage id="home.intro" />
          </p>
          <div className="home-hero__actions">
            <Link href="/ticketing/search" className="p-button p-component p-button-secondary home-hero__cta">
              <i className="pi pi-ticket" aria-hidden="true" />
              <span>
                <FormattedMessage id="home.cta.search" />
              </span>
            </Link>
            <Link href="/notice" className="home-hero__link">
              <i className="pi pi-compass" aria-hidden="true" />
              <FormattedMessage id="home.cta.notice" />
            </Link>
            <Link href="/timetable" className="home-hero__link">
              <i className="pi pi-calendar" aria-hidden="true" />
              <FormattedMessage id="home.cta.schedule" />
            </Link>
            <Link href="/infoUS" className="home-hero__link">
              <i className="pi pi-building" aria-hidden="true" />
              <FormattedMessage id="home.cta.about" />
            </Link>
          </div>
        </div>
        <QuickSearch />
      </div>
      <Waves />
    </section>
  );
}

function PortList({ ids }: { ids: MessageId[] }) {
  return (
    <span className="home-hero__port-list">
      {ids.map((id, index) => (
        <span key={id}>
          {index > 0 && <span aria-hidden="true"> · </span>}
          <FormattedMessage id={id} />
        </span>
      ))}
    </span>
  );
}

/** Two layers of sea drawn in SVG: no image to download. */
function Waves() {
  return (
    <svg className="home-hero__waves" viewBox="0 0 1440 120" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <path d="M0 64c120-24 240-40 360-32s240 40 360 40 240-32 360-40 240 8 360 24v64H0z" fill="rgba(255,255,255,0.18)" />
      <path d="M0 88c160-20 320-28 480-16s320 36 480 36 320-20 480-28v40H0z" fill="#f4f7fa" />
    </svg>
  );
}
