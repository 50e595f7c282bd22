import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { OrderView } from '../../domain/ticketing/order';
import { buyAgainPath, canBuyAgain, canContinue, canMove, canPay, continuePath, payPath, type OrderMove } from '../../machines/orders.actions';
import { selectCanAsk, selectIsMoving, selectPending } from '../../machines/orders.selectors';
import type { OrderMovesRef } from './useOrderMoves';

type ActionId =
  | 'orders.action.details'
  | 'orders.action.continue'
  | 'orders.action.pay'
  | 'orders.action.cancel'
  | 'orders.action.refund'
  | 'orders.action.offline'
  | 'orders.action.buyAgain'
  | 'orders.action.deleteDraft';

const MOVE_BUTTONS: readonly { move: OrderMove; label: ActionId; icon: string; severity?: 'danger' | 'secondary' }[] = [
  { move: 'cancel', label: 'orders.action.cancel', icon: 'pi pi-times', severity: 'danger' },
  { move: 'refund', label: 'orders.action.refund', icon: 'pi pi-replay', severity: 'secondary' },
  { move: 'offline', label: 'orders.action.offline', icon: 'pi pi-building-columns', severity: 'secondary' },
  { move: 'deleteDraft', label: 'orders.action.deleteDraft', icon: 'pi pi-trash', severity: 'danger' },
];

interface Props {
  order: OrderView;
  moves: OrderMovesRef;
  /** ISO instant the buttons are judged at (the refund's cut-off) */
  now: string;
  /** the list links each order to its details */
  withDetails?: boolean;
}

/**
 * The actions an order offers: those the order statechart takes now (orders.actions.ts),
 * the same on the list and on the details. Moves are asked of the move chart, which
 * confirms them; pay now and buy again go to the ticketing screens.
 */
export function OrderActions({ order, moves, now, withDetails = false }: Props) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const canAsk = useSelector(moves, selectCanAsk);
  const moving = useSelector(moves, selectIsMoving);
  const pending = useSelector(moves, selectPending);
  const name = (label: ActionId) => {
    const action = intl.formatMessage({ id: label });
    return {
      label: action,
      'aria-label': intl.formatMessage({ id: 'orders.action.of' }, { action, orderNo: order.orderNo ?? intl.formatMessage({ id: 'orders.noNumber' }) }),
    };
  };
  const go = (path: string) => () => navigate(path);

  return (
    <div className="orders-actions">
      {withDetails && (
        <Button
          type="button"
          text
          size="small"
          icon="pi pi-file"
          {...name('orders.action.details')}
          onClick={go(`/order/details?${new URLSearchParams({ uuid: order.uuid }).toString()}`)}
        />
      )}
      {canContinue(order) && <Button type="button" size="small" icon="pi pi-pencil" {...name('orders.action.continue')} onClick={go(continuePath(order))} />}
      {canPay(order) && (
        <Button type="button" size="small" icon="pi pi-wallet" {...name('orders.action.pay')} disabled={!canAsk} onClick={go(payPath(order))} />
      )}
      {MOVE_BUTTONS.filter(({ move }) => canMove(order, move, now)).map(({ move, label, icon, severity }) => (
        <Button
          key={move}
          type="button"
          size="small"
          outlined
          severity={severity}
          icon={icon}
          {...name(label)}
          disabled={!canAsk}
          loading={moving && pending?.order.uuid === order.uuid && pending.move === move}
          onClick={() => moves.send({ type: 'move.ask', move, order, now: new Date().toISOString() })}
        />
      ))}
      {canBuyAgain(order) && (
        <Button type="button" text size="small" icon="pi pi-shopping-cart" {...name('orders.action.buyAgain')} onClick={go(buyAgainPath(order))} />
      )}
    </div>
  );
}
