import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { selectSessionUser } from '../../machines/session.selectors';
import { useAppActors, useGrantedMenus } from '../AppActorsContext';
import type { LayoutKind } from '../routes';
import { BrandMark } from './BrandMark';
import { LanguageMenu } from './LanguageMenu';
import { MainMenu } from './MainMenu';
import { MessagesLink } from './MessagesLink';
import { OnlineServiceLink } from './OnlineServiceLink';
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
  const { session } = useAppActors();
  const loggedIn = useSelector(session, selectSessionUser) !== null;
  const granted = useGrantedMenus();
  // Container messages are an approved enterprise's: its users are granted the bookings menu.
  const hasMessages = loggedIn && granted.has('menu.myBooking');
  // Every signed-in customer has messages about their ferry orders, read in the ticketing site.
  const hasPassengerMessages = loggedIn && layout === 'ticketing';
  const productName = intl.formatMessage({ id: 'app.productName' });
  return (
    <header className={`app-header${layout === 'shipping' ? ' app-header--shipping' : ''}`}>
      <div className="app-container app-header__row">
        <Link href="/" className="brand" aria-label={intl.formatMessage({ id: 'app.homeLink' }, { productName })}>
          <BrandMark />
          <span className="brand__name">{productName}</span>
        </Link>
        <MainMenu routeName={routeName} path={path} />
        <div className="app-header__tools">
          {/* The container-shipping header also offers the online service (spec section 2). */}
          {layout === 'shipping' && <OnlineServiceLink />}
          {hasPassengerMessages && <MessagesLink path={path} box="passenger" />}
          {hasMessages && <MessagesLink path={path} />}
          <UserArea />
          <LanguageMenu />
        </div>
      </div>
    </header>
  );
}
