import type { ReactNode } from 'react';
import { ShippingSideMenu } from './shippingMenu/ShippingSideMenu';

/** The container-shipping body: 1280 px wide, with the left menu of the user's permitted tools. */
export function ShippingLayout({ path, children }: { path: string; children: ReactNode }) {
  return (
    <div className="layout-shipping">
      <ShippingSideMenu path={path} />
      <div className="layout-shipping__content">{children}</div>
    </div>
  );
}
