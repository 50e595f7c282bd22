import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useIntl } from 'react-intl';
import { useServices } from '../../app/customerServices';
import { selectIsSubmitting, useFormSubmit } from '../../app/useFormSubmit';
import type { OrderView } from '../../domain/ticketing/order';
import { saveBlob } from '../common/saveBlob';

/** Saves the e-ticket PDF: fetched with the session's token, then handed to the browser as a file. */
export function ETicketButton({ order }: { order: OrderView }) {
  const intl = useIntl();
  const { orders } = useServices();
  // A refused download was told by the HTTP client: the button is ready again.
  const download = useFormSubmit((uuid: string) => orders.downloadETicket(uuid), {
    succeeded: (pdf) => saveBlob(pdf, `${order.orderNo ?? order.uuid}.pdf`),
  });
  const busy = useSelector(download, selectIsSubmitting);

  const start = () => {
    // Saved once already: the chart waits in `submitted`; each click is a new download.
    download.send({ type: 'form.edit' });
    download.send({ type: 'form.submit', values: order.uuid });
  };

  return <Button type="button" icon="pi pi-download" label={intl.formatMessage({ id: 'orders.eticket.download' })} loading={busy} onClick={start} />;
}
