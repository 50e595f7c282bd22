import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useGrantedMenus } from '../AppActorsContext';
import { shippingMenuGroups } from './shippingMenuGroups';
import './shippingMenu.css';

/** The container side's left menu: the groups of tools the stored menu list permits. */
export function ShippingSideMenu({ path }: { path: string }) {
  const intl = useIntl();
  const groups = shippingMenuGroups(useGrantedMenus());
  if (groups.length === 0) return null;
  return (
    <nav className="shipping-menu" aria-label={intl.formatMessage({ id: 'shippingMenu.label' })}>
      {groups.map((group) => (
        <section key={group.key} className="shipping-menu__group" aria-labelledby={`shipping-menu-${group.key}`}>
          <h2 id={`shipping-menu-${group.key}`} className="shipping-menu__title">
            <i className={`pi ${group.icon}`} aria-hidden="true" />
            <FormattedMessage id={group.labelId} />
          </h2>
          <ul>
            {group.items.map((item) => (
              <li key={item.path}>
                <Link
                  href={item.path}
                  className={`shipping-menu__link${item.path === path ? ' shipping-menu__link--active' : ''}`}
                  aria-current={item.path === path ? 'page' : undefined}
                >
                  <FormattedMessage id={item.labelId} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
