import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useGrantedMenus } from '../../app/AppActorsContext';
import type { MenuKey } from '../../app/routes';
import './shippingScreens.css';

/**
 * Screens whose route any logged-in user may open (/myMessage, /billoflading, /dndChargeQueryIndex) but whose calls
 * answer only an approved enterprise (its users hold the container menus): others are told so,
 * rather than asking the server for a refusal.
 */
export function EnterpriseOnly({
  menu,
  titleId,
  children,
}: {
  menu: MenuKey;
  titleId: 'messages.title' | 'bills.title' | 'route.dndChargeQueryIndex' | 'route.importBooking' | 'route.uploadContainer';
  children: ReactNode;
}) {
  if (useGrantedMenus().has(menu)) return <>{children}</>;
  return (
    <section className="shipping-screen" aria-labelledby="enterprise-only-title">
      <h1 id="enterprise-only-title" className="shipping-screen__title">
        <FormattedMessage id={titleId} />
      </h1>
      <p className="shipping-screen__failed" role="status">
        <i className="pi pi-lock" aria-hidden="true" /> <FormattedMessage id="accountMgt.enterpriseOnly" />
      </p>
    </section>
  );
}
