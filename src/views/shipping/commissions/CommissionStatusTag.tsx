import { FormattedMessage } from 'react-intl';
import type { RailCommissionStatus } from '../../../domain/shipping/railCommissions';

const TONE: Record<RailCommissionStatus, string> = { SUBMITTED: 'wait', ACCEPTED: 'ok', REJECTED: 'muted', CANCELLED: 'muted' };

export function CommissionStatusTag({ status }: { status: RailCommissionStatus }) {
  return (
    <span className={`shipping-tag shipping-tag--${TONE[status]}`}>
      <FormattedMessage id={`commissions.status.${status}`} />
    </span>
  );
}
