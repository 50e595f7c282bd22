import { Button } from 'primereact/button';
import { Column } from '../../ui/table/Column';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DEFAULT_PAGE_SIZE } from '../../domain/envelope';
import { formatDateTime } from '../../domain/format';
import { STAFF_ROLES, type StaffRole } from '../../domain/roles';
import type { StaffAccount } from '../../domain/staff/accounts';
import { PagedTable } from '../../ui/PagedTable';
import { AuditTrail } from '../common/AuditTrail';
import { ConfirmReason } from '../common/ConfirmReason';
import { useConsole } from '../ConsoleContext';
import { useStaffUser } from '../session/useStaffUser';
import { useConsoleLoaded, useConsoleServices } from '../consoleServices';
import { ChangeRoleDialog } from './ChangeRoleDialog';
import { CreateAccountDialog } from './CreateAccountDialog';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';
import './accounts.css';
import { Permitted } from '../../app/Permitted';

type Row = StaffAccount & { uuid: string };

/** A narrow column breaks an address before its @ rather than inside a word. */
function withBreakAtSign(email: string) {
  const at = email.indexOf('@');
  return at > 0 ? (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  ) : (
    email
  );
}

/**
 * The administrator's staff accounts: list by role, create, disable or enable, reset a password
 * (a temporary one shown once), change a role; each account's audit trail. One's own account is
 * listed without actions (its password is changed on the password page).
 */
export default function StaffAccountsPage() {
  const intl = useIntl();
  const { notifier } = useConsole();
  const me = useStaffUser();
  const [role, setRole] = useState<StaffRole | null>(null);
  const [paging, setPaging] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  const [version, setVersion] = useState(0);
  const [creating, setCreating] = useState(false);
  const [toggling, setToggling] = useState<StaffAccount | null>(null);
  const [auditOf, setAuditOf] = useState<StaffAccount | null>(null);
  const [resetting, setResetting] = useState<StaffAccount | null>(null);
  const [temporary, setTemporary] = useState<{ account: StaffAccount; password: string } | null>(null);
  const [changingRole, setChangingRole] = useState<StaffAccount | null>(null);
  const { staffAccounts } = useConsoleServices();
  const [page, reload] = useConsoleLoaded(
    (services, signal) => services.staffAccounts.pageStaffAccounts({ ...paging, role: role ?? undefined }, { signal }),
    `${role}:${paging.current}:${paging.size}:${version}`,
  );
  const rows = page.status === 'ready' ? { ...page.data, records: page.data.records.map((row): Row => ({ ...row, uuid: row.userId })) } : null;
  const roleName = (value: StaffRole) => intl.formatMessage({ id: `admin.role.${value}` });
  const roleOptions = [
    { value: 'ALL', label: intl.formatMessage({ id: 'admin.accounts.allRoles' }) },
    ...STAFF_ROLES.map((value) => ({ value, label: roleName(value) })),
  ];

  return (
    <section className="admin-page" aria-labelledby="accounts-title">
      <h1 id="accounts-title" className="admin-page__title">
        <FormattedMessage id="admin.accounts.title" />
      </h1>
      <div className="admin-page__toolbar">
        <label htmlFor="accounts-role">
          <FormattedMessage id="admin.accounts.role" />
        </label>
        <Dropdown
          inputId="accounts-role"
          value={role ?? 'ALL'}
          options={roleOptions}
          onChange={(event) => {
            setRole(event.value === 'ALL' ? null : (event.value as StaffRole));
            setPaging((p) => ({ ...p, current: 1 }));
          }}
        />
        <Permitted button="btn.staff.admin">
          <Button
            type="button"
            icon="pi pi-plus"
            className="accounts-create"
            label={intl.formatMessage({ id: 'admin.accounts.create' })}
            onClick={() => setCreating(true)}
          />
        </Permitted>
      </div>
      {page.status === 'failed' && (
        <p className="admin-error" role="alert">
          <FormattedMessage id="admin.accounts.loadFailed" />{' '}
          <Button type="button" link label={intl.formatMessage({ id: 'admin.audit.retry' })} onClick={reload} />
        </p>
      )}
      <PagedTable<Row>
        page={rows}
        current={paging.current}
        size={paging.size}
        loading={page.status === 'loading'}
        onPage={(current, size) => setPaging({ current, size })}
        emptyMessage={<FormattedMessage id="admin.accounts.empty" />}
        label={intl.formatMessage({ id: 'admin.accounts.title' })}
        totalText={(total) => intl.formatMessage({ id: 'admin.accounts.total' }, { total })}
      >
        <Column field="logonId" className="accounts-nowrap" header={intl.formatMessage({ id: 'field.loginName' })} />
        <Column field="cnName" className="accounts-nowrap" header={intl.formatMessage({ id: 'admin.accounts.name' })} />
        <Column className="accounts-nowrap" header={intl.formatMessage({ id: 'admin.accounts.role' })} body={(row: Row) => roleName(row.role)} />
        <Column className="accounts-email" header={intl.formatMessage({ id: 'admin.enterprises.email' })} body={(row: Row) => withBreakAtSign(row.email)} />
        <Column
          className="accounts-nowrap"
          header={intl.formatMessage({ id: 'admin.accounts.createdAt' })}
          body={(row: Row) => formatDateTime(row.createdAt)}
        />
        <Column
          header={intl.formatMessage({ id: 'admin.enterprises.state' })}
          body={(row: Row) => (
            <div className="accounts-tags">
              {row.disabled ? (
                <Tag severity="danger" value={intl.formatMessage({ id: 'admin.accounts.disabled' })} />
              ) : (
                <Tag severity="success" value={intl.formatMessage({ id: 'admin.accounts.active' })} />
              )}
              {row.mustChangePassword && <Tag severity="warning" value={intl.formatMessage({ id: 'admin.accounts.mustChangePassword' })} />}
            </div>
          )}
        />
        <Column
          header={intl.formatMessage({ id: 'admin.accounts.actions' })}
          body={(row: Row) => (
            <div className="accounts-actions">
              {row.userId !== me.userId && (
                <Permitted button="btn.staff.admin">
                  <Button
                    type="button"
                    size="small"
                    outlined
                    severity={row.disabled ? undefined : 'danger'}
                    label={intl.formatMessage({ id: row.disabled ? 'admin.accounts.enable' : 'admin.accounts.disable' })}
                    aria-label={`${intl.formatMessage({ id: row.disabled ? 'admin.accounts.enable' : 'admin.accounts.disable' })} ${row.logonId}`}
                    onClick={() => setToggling(row)}
                  />
                </Permitted>
              )}
              {row.userId !== me.userId && (
                <Permitted button="btn.staff.admin">
                  <Button
                    type="button"
                    size="small"
                    outlined
                    icon="pi pi-key"
                    tooltip={intl.formatMessage({ id: 'admin.accounts.resetPassword' })}
                    tooltipOptions={{ position: 'top', event: 'both' }}
                    aria-label={`${intl.formatMessage({ id: 'admin.accounts.resetPassword' })} ${row.logonId}`}
                    onClick={() => setResetting(row)}
                  />
                </Permitted>
              )}
              {row.userId !== me.userId && (
                <Permitted button="btn.staff.admin">
                  <Button
                    type="button"
                    size="small"
                    outlined
                    icon="pi pi-user-edit"
                    tooltip={intl.formatMessage({ id: 'admin.accounts.changeRole' })}
                    tooltipOptions={{ position: 'top', event: 'both' }}
                    aria-label={`${intl.formatMessage({ id: 'admin.accounts.changeRole' })} ${row.logonId}`}
                    onClick={() => setChangingRole(row)}
                  />
                </Permitted>
              )}
              <Button
                type="button"
                size="small"
                text
                label={intl.formatMessage({ id: 'admin.audit.title' })}
                aria-label={`${intl.formatMessage({ id: 'admin.audit.title' })} ${row.logonId}`}
                onClick={() => setAuditOf(row)}
              />
            </div>
          )}
        />
      </PagedTable>
      <CreateAccountDialog
        visible={creating}
        onHide={() => setCreating(false)}
        onCreated={(account) => {
          setCreating(false);
          notifier.notify(intl.formatMessage({ id: 'admin.accounts.created' }, { logonId: account.logonId }), 'success');
          setVersion((n) => n + 1);
        }}
      />
      <ConfirmReason
        visible={toggling !== null}
        reason="none"
        danger={toggling ? !toggling.disabled : false}
        header={intl.formatMessage({ id: toggling?.disabled ? 'admin.accounts.enable' : 'admin.accounts.disable' })}
        message={
          toggling
            ? intl.formatMessage(
                { id: toggling.disabled ? 'admin.accounts.enableAsk' : 'admin.accounts.disableAsk' },
                { logonId: toggling.logonId, name: toggling.cnName },
              )
            : ''
        }
        confirmLabel={intl.formatMessage({ id: toggling?.disabled ? 'admin.accounts.enable' : 'admin.accounts.disable' })}
        onConfirm={() => (toggling ? staffAccounts.setStaffAccountDisabled(toggling.userId, !toggling.disabled) : Promise.resolve(null))}
        onDone={(saved) => {
          if (!saved) return;
          notifier.notify(
            intl.formatMessage({ id: saved.disabled ? 'admin.accounts.disabledDone' : 'admin.accounts.enabledDone' }, { logonId: saved.logonId }),
            'success',
          );
          setVersion((n) => n + 1);
        }}
        onHide={() => setToggling(null)}
      />
      <ConfirmReason
        visible={resetting !== null}
        reason="none"
        danger
        header={intl.formatMessage({ id: 'admin.accounts.resetPassword' })}
        message={resetting ? intl.formatMessage({ id: 'admin.accounts.resetAsk' }, { logonId: resetting.logonId, name: resetting.cnName }) : ''}
        confirmLabel={intl.formatMessage({ id: 'admin.accounts.resetPassword' })}
        onConfirm={() => (resetting ? staffAccounts.resetStaffPassword(resetting.userId) : Promise.resolve(null))}
        onDone={(answer) => {
          if (!answer) return;
          setTemporary({ account: answer.account, password: answer.temporaryPassword });
          setVersion((n) => n + 1);
        }}
        onHide={() => setResetting(null)}
      />
      <TemporaryPasswordDialog reset={temporary} onHide={() => setTemporary(null)} />
      <ChangeRoleDialog
        account={changingRole}
        onConfirm={(account, newRole) => staffAccounts.changeStaffRole({ userId: account.userId, role: newRole })}
        onDone={(saved) => {
          notifier.notify(intl.formatMessage({ id: 'admin.accounts.roleChanged' }, { logonId: saved.logonId, role: roleName(saved.role) }), 'success');
          setVersion((n) => n + 1);
        }}
        onHide={() => setChangingRole(null)}
      />
      <Dialog
        header={auditOf ? `${auditOf.cnName}（${auditOf.logonId}）` : ''}
        visible={auditOf !== null}
        onHide={() => setAuditOf(null)}
        className="accounts-audit"
        modal
        draggable={false}
        resizable={false}
      >
        {auditOf && <AuditTrail recordType="user" recordId={auditOf.userId} version={version} />}
      </Dialog>
    </section>
  );
}
