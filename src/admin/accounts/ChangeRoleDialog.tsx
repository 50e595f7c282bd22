import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { STAFF_ROLES, type StaffRole } from '../../domain/roles';
import type { StaffAccount } from '../../domain/staff/accounts';
import { ConfirmReason } from '../common/ConfirmReason';

/**
 * Another staff member's new role, confirmed before it is sent (the account is signed out at once).
 * The server refuses one's own role and the last active administrator's; the toast says why.
 */
export function ChangeRoleDialog({
  account,
  onConfirm,
  onDone,
  onHide,
}: {
  account: StaffAccount | null;
  /** the call; `onDone` hears the account it answers */
  onConfirm(account: StaffAccount, role: StaffRole): Promise<StaffAccount>;
  onDone(saved: StaffAccount): void;
  onHide(): void;
}) {
  const intl = useIntl();
  const [role, setRole] = useState<StaffRole | null>(null);
  useEffect(() => setRole(account?.role ?? null), [account]);

  return (
    <ConfirmReason
      visible={account !== null}
      reason="none"
      header={intl.formatMessage({ id: 'admin.accounts.changeRole' })}
      message={
        account && (
          <>
            <p>{intl.formatMessage({ id: 'admin.accounts.changeRoleAsk' }, { logonId: account.logonId, name: account.cnName })}</p>
            <label htmlFor="account-new-role" className="form-field__label">
              {intl.formatMessage({ id: 'admin.accounts.newRole' })}
            </label>
            <select
              id="account-new-role"
              className="p-inputtext accounts-role-select"
              value={role ?? account.role}
              onChange={(event) => setRole(event.target.value as StaffRole)}
            >
              {STAFF_ROLES.map((value) => (
                <option key={value} value={value}>
                  {intl.formatMessage({ id: `admin.role.${value}` })}
                </option>
              ))}
            </select>
          </>
        )
      }
      confirmLabel={intl.formatMessage({ id: 'admin.accounts.changeRole' })}
      // The same role again changes nothing: the dialog just closes.
      onConfirm={() => (account && role && role !== account.role ? onConfirm(account, role) : Promise.resolve(null))}
      onDone={(saved) => saved && onDone(saved)}
      onHide={onHide}
    />
  );
}
