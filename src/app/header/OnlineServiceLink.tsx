import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useLang } from '../AppActorsContext';
import { pick } from '../../domain/lang';
import { useSiteConfig } from '../footer/useSiteConfig';

/**
 * The container-shipping header's online service (spec section 2): an e-mail to the Shanghai
 * service office, its phone in the title; the about page (with both offices) until the
 * configuration has answered, or when it cannot.
 */
export function OnlineServiceLink() {
  const intl = useIntl();
  const lang = useLang();
  const config = useSiteConfig();
  const office = config.status === 'ready' ? (config.data.offices.find((o) => o.key === 'shanghai') ?? config.data.offices[0]) : undefined;
  const content = (
    <>
      <i className="pi pi-comments" aria-hidden="true" />
      <FormattedMessage id="header.onlineService" />
    </>
  );
  if (!office) {
    return (
      <Link href="/infoUS" className="app-header__service">
        {content}
      </Link>
    );
  }
  return (
    <a
      href={`mailto:${office.email}`}
      className="app-header__service"
      title={intl.formatMessage({ id: 'header.onlineServiceTitle' }, { office: pick(office.name, lang), phone: office.phone, email: office.email })}
    >
      {content}
    </a>
  );
}
