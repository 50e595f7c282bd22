import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useConsoleWrite } from './useConsoleWrite';
import './common.css';

/** The shortest limit of the staff calls that take a reason (orders and sailings: 200), so a reason typed here is never refused by shape. */
export const REASON_MAX = 200;

interface ConfirmReasonProps<O> {
  visible: boolean;
  header: string;
  /** what is about to happen, in the screen's words */
  message: ReactNode;
  confirmLabel: string;
  /** a destructive action shows its button in red */
  danger?: boolean;
  /** the confirm button waits (what the message shows is still loading) */
  confirmDisabled?: boolean;
  /** 'required' (default): the staff member must say why; 'none': a plain confirmation */
  reason?: 'required' | 'none';
  /** the call: when it answers, `onDone` hears its answer and the dialog closes; when it fails, it stays open (the error was already told) */
  onConfirm(reason: string): Promise<O>;
  onDone?(output: O): void;
  onHide(): void;
}

/** Confirmation before a staff action, with a required reason (reject, disable, cancel...). */
export function ConfirmReason<O>({
  visible,
  header,
  message,
  confirmLabel,
  danger,
  confirmDisabled,
  reason = 'required',
  onConfirm,
  onDone,
  onHide,
}: ConfirmReasonProps<O>) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const { send, busy } = useConsoleWrite(onConfirm, {
    succeeded: (output) => {
      onDone?.(output);
      onHide();
    },
  });

  useEffect(() => {
    if (!visible) return;
    setText('');
    setError('');
  }, [visible]);

  const submit = () => {
    const trimmed = text.trim();
    if (reason === 'required' && !trimmed) return setError(intl.formatMessage({ id: 'admin.confirm.reasonRequired' }));
    if (trimmed.length > REASON_MAX) return setError(intl.formatMessage({ id: 'admin.confirm.reasonTooLong' }, { max: REASON_MAX }));
    send(trimmed);
  };

  const footer = (
    <div className="confirm-reason__footer">
      <Button type="button" label={intl.formatMessage({ id: 'admin.confirm.cancel' })} outlined onClick={onHide} disabled={busy} />
      <Button type="button" label={confirmLabel} severity={danger ? 'danger' : undefined} loading={busy} disabled={confirmDisabled} onClick={submit} />
    </div>
  );

  return (
    <Dialog
      header={header}
      visible={visible}
      onHide={() => !busy && onHide()}
      footer={footer}
      className="confirm-reason"
      modal
      draggable={false}
      resizable={false}
    >
      <div className="confirm-reason__message">{message}</div>
      {reason === 'required' && (
        <div className="confirm-reason__field">
          <label htmlFor={`${id}-reason`}>
            {intl.formatMessage({ id: 'admin.confirm.reason' })} <span aria-hidden="true">*</span>
          </label>
          <InputTextarea
            id={`${id}-reason`}
            value={text}
            rows={4}
            autoFocus
            aria-required="true"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError('');
            }}
          />
          <small id={`${id}-error`} className="admin-error" role="alert">
            {error}
          </small>
        </div>
      )}
    </Dialog>
  );
}
