import type { SnapshotFrom } from 'xstate';
import type { PaymentMethod } from '../domain/payments';
import type { paymentMachine } from './payment.machine';

/** What the payment screen reads from its chart, one value per selector. */
type Snapshot = SnapshotFrom<typeof paymentMachine>;

export type PaymentPhase = 'loading' | 'loadFailed' | 'notFound' | 'notPayable' | 'paying' | 'paid' | 'expired' | 'cancelled';

/** The top-level state: which of the screen's faces is shown. */
export const selectPhase = (snapshot: Snapshot): PaymentPhase => (typeof snapshot.value === 'string' ? (snapshot.value as PaymentPhase) : 'paying');
export const selectOptions = (snapshot: Snapshot) => snapshot.context.options;
export const selectTrip = (snapshot: Snapshot) => snapshot.context.trip;
export const selectTab = (snapshot: Snapshot): PaymentMethod | null =>
  snapshot.matches({ paying: { tab: 'wechat' } }) ? 'WECHAT_QR' : snapshot.matches({ paying: { tab: 'bankTransfer' } }) ? 'BANK_TRANSFER' : null;
export const selectQrUrl = (snapshot: Snapshot) => (snapshot.matches({ paying: { qr: { active: 'shown' } } }) ? snapshot.context.qrUrl : null);
export const selectQrFailed = (snapshot: Snapshot) => snapshot.matches({ paying: { qr: 'failed' } });
export const selectConfirmingOffline = (snapshot: Snapshot) => snapshot.matches({ paying: { offline: 'confirming' } });
export const selectMarkingOffline = (snapshot: Snapshot) => snapshot.matches({ paying: { offline: 'marking' } });
export const selectOfflineClaimed = (snapshot: Snapshot) => snapshot.matches({ paying: { offline: 'claimed' } });
export const selectCanClaimOffline = (snapshot: Snapshot) => snapshot.can({ type: 'offline.claim' });
export const selectCanBuyAgain = (snapshot: Snapshot) => snapshot.can({ type: 'payment.buyAgain' });

/** Whole seconds left in the payment window; null while it does not run. */
export function selectRemainingSeconds(snapshot: Snapshot): number | null {
  const deadline = snapshot.context.options?.paymentDeadline;
  if (!snapshot.matches('paying') || snapshot.matches({ paying: { countdown: 'stopped' } }) || !deadline) return null;
  return Math.max(0, Math.ceil((Date.parse(deadline) - snapshot.context.now) / 1000));
}

/** mm:ss (minutes may pass 59: the window is configurable). */
function formatCountdown(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/** The countdown as shown, or null while the window does not run. */
export const selectCountdown = (snapshot: Snapshot): string | null => {
  const seconds = selectRemainingSeconds(snapshot);
  return seconds === null ? null : formatCountdown(seconds);
};
