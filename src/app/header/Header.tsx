import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { LayoutKind } from '../routes';
import { BrandMark } from './BrandMark';
import { LanguageMenu } from './LanguageMenu';
import { MainMenu } from './MainMenu';
import { UserArea } from './UserArea';
import './header.css';

interface HeaderProps {
  layout: LayoutKind;
  routeName: string;
  path: string;
}

/** The site header (spec section 2): brand, menu, the user's links and the language. */
export function Header({ layout, routeName, path }: HeaderProps) {
  const intl = useIntl();
  const productName = intl.formatMessage({ id: 'app.productName' });
  return (
    <header className="app-header">
      <div className="app-container app-header__row">
        <Link href="/" className="brand" aria-label={intl.formatMessage({ id: 'app.homeLink' }, { productName })}>
          <BrandMark />
          <span className="brand__name">{productName}</span>
        </Link>
        <MainMenu routeName={routeName} path={path} />
        <div className="app-header__tools">
          {layout === 'shipping' && (
            // The container-shipping header also offers the online service (spec section 2).
            <Link href="/infoUS" className="app-header__service">
              <i className="pi pi-comments" aria-hidden="true" />
              <FormattedMessage id="header.onlineService" />
            </Link>
          )}
          <UserArea />
          <LanguageMenu />
        </div>
      </div>
    </header>
  );
}
