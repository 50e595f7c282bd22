import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { CONTAINER_TOOLS } from '../common/containerTools';

/** The container side's visitor tools, in the ticketing layout (DOMAIN "the Two routes"). */
export function CargoServices() {
  return (
    <section className="home-card home-cargo" aria-labelledby="home-cargo-title">
      <h2 id="home-cargo-title" className="home-card__title">
        <i className="pi pi-box" aria-hidden="true" />
        <FormattedMessage id="home.cargo.title" />
      </h2>
      <p className="home-cargo__text">
        <FormattedMessage id="home.cargo.text" />
      </p>
      <ul className="home-cargo__links">
        {CONTAINER_TOOLS.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="home-cargo__link">
              <i className={`pi ${link.icon}`} aria-hidden="true" />
              <FormattedMessage id={link.labelId} />
              <i className="pi pi-angle-right home-cargo__chevron" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
