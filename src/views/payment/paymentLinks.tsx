import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';

/** The order's own page. */
export function ToOrder({ uuid }: { uuid: string }) {
  return (
    <Link href={`/order/details?uuid=${encodeURIComponent(uuid)}`} className="payment-link">
      <i className="pi pi-file" aria-hidden="true" /> <FormattedMessage id="payment.toOrder" />
    </Link>
  );
}

/** The user's orders. */
export function ToOrders() {
  return (
    <Link href="/orders" className="payment-link">
      <i className="pi pi-list" aria-hidden="true" /> <FormattedMessage id="payment.toOrders" />
    </Link>
  );
}
