import { Message } from 'primereact/message';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountInfo } from '../../domain/identityApi';
import { formatDateTime } from '../../domain/format';
import type { EnterpriseState } from '../../domain/roles';

const NOTICE_SEVERITY: Record<EnterpriseState, 'warn' | 'success' | 'error'> = {
  PENDING_REVIEW: 'warn',
  APPROVED: 'success',
  REJECTED: 'error',
  DISABLED: 'error',
};

/** Who the account is: login, role and, for an enterprise, its company and review state. */
export function AccountSummary({ account }: { account: AccountInfo | null }) {
  const intl = useIntl();
  const state = account?.enterpriseState ?? null;
  // Placeholders keep every line's height while the account loads.
  const value = (text: string | null | undefined) => (text ? text : '—');
  return (
    <div className="account-summary">
      <dl className="account-summary__list">
        <div>
          <dt>
            <FormattedMessage id="account.logonId" />
          </dt>
          <dd className="account-summary__logon">{value(account?.logonId)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="account.role" />
          </dt>
          <dd>{account ? intl.formatMessage({ id: `role.${account.role}` }) : '—'}</dd>
        </div>
        {account?.enterpriseId && (
          <div>
            <dt>
              <FormattedMessage id="account.enterprise" />
            </dt>
            <dd>{value(account.enterpriseCnnme)}</dd>
          </div>
        )}
        {state && (
          <div>
            <dt>
              <FormattedMessage id="account.reviewState" />
            </dt>
            <dd>
              <span className={`state-tag state-tag--${state.toLowerCase()}`}>
                <FormattedMessage id={`enterpriseState.${state}`} />
              </span>
            </dd>
          </div>
        )}
        <div>
          <dt>
            <FormattedMessage id="account.createdAt" />
          </dt>
          <dd>{account ? value(formatDateTime(account.createdAt)) : '—'}</dd>
        </div>
      </dl>
      {state && (
        <Message className="account-summary__notice" severity={NOTICE_SEVERITY[state]} text={intl.formatMessage({ id: `enterpriseNotice.${state}` })} />
      )}
    </div>
  );
}
