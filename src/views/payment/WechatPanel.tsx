import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { FormattedMessage, useIntl } from 'react-intl';
import { selectQrFailed, selectQrUrl } from '../../machines/payment.selectors';
import type { PaymentActor } from './PayingView';

/** The order's WeChat Native QR code, to scan with the phone. */
export function WechatPanel({ screen, orderNo }: { screen: PaymentActor; orderNo: string }) {
  const intl = useIntl();
  const url = useSelector(screen, selectQrUrl);
  const failed = useSelector(screen, selectQrFailed);
  return (
    <div className="payment-qr">
      {url ? (
        <img className="payment-qr__image" src={url} alt={intl.formatMessage({ id: 'payment.qrAlt' }, { orderNo })} width={220} height={220} />
      ) : failed ? (
        <div className="payment-qr__placeholder" role="alert">
          <FormattedMessage id="payment.qrFailed" />
          <Button
            type="button"
            text
            icon="pi pi-refresh"
            label={intl.formatMessage({ id: 'payment.retry' })}
            onClick={() => screen.send({ type: 'qr.retry' })}
          />
        </div>
      ) : (
        <div className="payment-qr__placeholder" role="status">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> <FormattedMessage id="payment.qrLoading" />
        </div>
      )}
      <p className="ticketing-hint">
        <FormattedMessage id="payment.qrHint" />
      </p>
    </div>
  );
}
