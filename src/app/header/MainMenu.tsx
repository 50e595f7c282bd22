import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { activeMenuItem, MAIN_MENU } from './activeMenuItem';

/** Index, Ticketing, Notice, Information, InfoUS; the active item is marked and inert. */
export function MainMenu({ routeName, path }: { routeName: string; path: string }) {
  const intl = useIntl();
  const active = activeMenuItem(routeName, path);
  return (
    <nav className="main-menu" aria-label={intl.formatMessage({ id: 'menu.label' })}>
      <ul>
        {MAIN_MENU.map((item) => {
          const isActive = item.key === active;
          return (
            <li key={item.key}>
              <Link
                href={item.href}
                className={`main-menu__link${isActive ? ' main-menu__link--active' : ''}`}
                aria-current={isActive ? 'page' : undefined}
                // Spec: clicking the active item does nothing (no reload of the step in progress).
                onClick={isActive ? (event) => event.preventDefault() : undefined}
              >
                <FormattedMessage id={item.labelId} />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
