import { Button } from 'primereact/button';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { OrderView } from '../../domain/ticketing/order';
import { downloadETicket } from '../../services/orders';
import { saveBlob } from '../common/saveBlob';

/** Saves the e-ticket PDF: fetched with the session's token, then handed to the browser as a file. */
export function ETicketButton({ order }: { order: OrderView }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const pdf = await downloadETicket(order.uuid);
      saveBlob(pdf, `${order.orderNo ?? order.uuid}.pdf`);
    } catch {
      // The HTTP client told the user why.
    } finally {
      setBusy(false);
    }
  };

  return <Button type="button" icon="pi pi-download" label={intl.formatMessage({ id: 'orders.eticket.download' })} loading={busy} onClick={() => void download()} />;
}
