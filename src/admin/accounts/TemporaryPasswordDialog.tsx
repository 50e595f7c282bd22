import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StaffAccount } from '../../domain/staff/accounts';

/**
 * The temporary password of a reset, shown this once (the server keeps only its hash): read out or
 * copied to the staff member, who must change it at the next login. Closing the dialog forgets it.
 */
export function TemporaryPasswordDialog({ reset, onHide }: { reset: { account: StaffAccount; password: string } | null; onHide(): void }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const hide = () => {
    setCopied(false);
    onHide();
  };
  const footer = (
    <div className="confirm-reason__footer">
      <Button
        type="button"
        outlined
        icon={copied ? 'pi pi-check' : 'pi pi-copy'}
        label={intl.formatMessage({ id: copied ? 'admin.accounts.copied' : 'admin.accounts.copy' })}
        onClick={() => {
          if (!reset) return;
          void navigator.clipboard?.writeText(reset.password).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      />
      <Button type="button" autoFocus label={intl.formatMessage({ id: 'admin.accounts.temporaryDone' })} onClick={hide} />
    </div>
  );
  return (
    <Dialog
      header={intl.formatMessage({ id: 'admin.accounts.temporaryTitle' })}
      visible={reset !== null}
      onHide={hide}
      footer={footer}
      className="account-dialog"
      modal
      draggable={false}
      resizable={false}
    >
      {reset && (
        <>
          <p>
            <FormattedMessage id="admin.accounts.temporaryIntro" values={{ logonId: reset.account.logonId, name: reset.account.cnName }} />
          </p>
          <output className="accounts-temporary" aria-label={intl.formatMessage({ id: 'admin.accounts.temporaryTitle' })} data-testid="temporary-password">
            {reset.password}
          </output>
        </>
      )}
    </Dialog>
  );
}
