import { Tag } from 'primereact/tag';
import { useIntl } from 'react-intl';
import type { EnterpriseState } from '../../domain/roles';

const SEVERITY: Record<EnterpriseState, 'warning' | 'success' | 'danger' | 'secondary'> = {
  PENDING_REVIEW: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
  DISABLED: 'secondary',
};

export function StateTag({ state }: { state: EnterpriseState }) {
  const intl = useIntl();
  return <Tag severity={SEVERITY[state]} value={intl.formatMessage({ id: `enterpriseState.${state}` })} />;
}
