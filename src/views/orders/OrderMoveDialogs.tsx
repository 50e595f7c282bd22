import { useSelector } from '@xstate/react';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { useIntl } from 'react-intl';
import { selectConfirming, selectPending } from '../../machines/orders.selectors';
import type { RefundAccountForm } from '../../domain/refunds/refundAccount';
import { RefundDialog } from './RefundDialog';
import type { OrderMovesRef } from './useOrderMoves';

/** The confirmation of the move being asked for: spec 8's question for a cancel (and a draft's deletion), the fee table for a refund. */
export function OrderMoveDialogs({ moves }: { moves: OrderMovesRef }) {
  const intl = useIntl();
  const confirming = useSelector(moves, selectConfirming);
  const pending = useSelector(moves, selectPending);
  const confirm = (account?: RefundAccountForm) => moves.send({ type: 'move.confirm', ...(account ? { account } : {}) });
  const dismiss = () => moves.send({ type: 'move.dismiss' });
  const question = confirming === 'offline' ? 'orders.confirm.offline' : confirming === 'deleteDraft' ? 'orders.confirm.deleteDraft' : 'orders.confirm.cancel';
  const destructive = confirming === 'cancel' || confirming === 'deleteDraft';

  return (
    <>
      <ConfirmDialog
        visible={confirming === 'cancel' || confirming === 'offline' || confirming === 'deleteDraft'}
        onHide={dismiss}
        header={intl.formatMessage({ id: 'orders.confirm.title' })}
        message={intl.formatMessage({ id: question })}
        icon="pi pi-exclamation-triangle"
        acceptLabel={intl.formatMessage({ id: 'orders.confirm.yes' })}
        rejectLabel={intl.formatMessage({ id: 'orders.confirm.no' })}
        acceptClassName={destructive ? 'p-button-danger' : undefined}
        defaultFocus="reject"
        accept={() => confirm()}
        reject={dismiss}
      />
      <RefundDialog pending={confirming === 'refund' ? pending : null} onConfirm={confirm} onDismiss={dismiss} />
    </>
  );
}
