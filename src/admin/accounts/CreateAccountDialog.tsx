import { yupResolver } from '@hookform/resolvers/yup';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { STAFF_ROLES, type StaffRole } from '../../domain/roles';
import { staffAccountSchema, type StaffAccount, type StaffAccountBody } from '../../domain/staff/accounts';
import { controlProps, FormField } from '../../ui/forms/FormField';
import { PasswordInput } from '../../ui/forms/PasswordInput';
import { showServerErrors } from '../../ui/forms/serverErrors';
import { useConsoleServices } from '../consoleServices';
import { useConsoleWrite } from '../common/useConsoleWrite';
import { useFieldText } from '../common/useFieldText';
import '../../ui/forms/forms.css';

// No role is chosen at first: the empty choice fails the schema's oneOf with its "required" message.
const EMPTY: StaffAccountBody = { logonId: '', cnName: '', email: '', role: '' as StaffRole, password: '' };
const FIELDS = ['logonId', 'cnName', 'email', 'role', 'password'] as const;

/** A new staff account: login, name, e-mail, role and a strong first password (the shared schema, also the server's). */
export function CreateAccountDialog({ visible, onHide, onCreated }: { visible: boolean; onHide(): void; onCreated(account: StaffAccount): void }) {
  const intl = useIntl();
  const text = useFieldText();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<StaffAccountBody>({ resolver: yupResolver(staffAccountSchema), defaultValues: EMPTY });

  useEffect(() => {
    if (visible) reset(EMPTY);
  }, [visible, reset]);

  const { staffAccounts } = useConsoleServices();
  const { send, busy: saving } = useConsoleWrite(staffAccounts.createStaffAccount, {
    succeeded: onCreated,
    failed: (error) => showServerErrors(error, setError, FIELDS),
  });
  const submit = handleSubmit(send);

  return (
    <Dialog
      header={intl.formatMessage({ id: 'admin.accounts.create' })}
      visible={visible}
      onHide={() => !saving && onHide()}
      className="account-dialog"
      modal
      draggable={false}
      resizable={false}
    >
      <form noValidate onSubmit={submit} className="account-form">
        <FormField id="account-logonId" label={<FormattedMessage id="field.loginName" />} error={text(errors.logonId?.message)} required>
          <InputText {...controlProps('account-logonId', errors.logonId?.message)} autoComplete="off" autoFocus {...register('logonId')} />
        </FormField>
        <FormField id="account-cnName" label={<FormattedMessage id="admin.accounts.name" />} error={text(errors.cnName?.message)} required>
          <InputText {...controlProps('account-cnName', errors.cnName?.message)} autoComplete="off" {...register('cnName')} />
        </FormField>
        <FormField id="account-email" label={<FormattedMessage id="admin.enterprises.email" />} error={text(errors.email?.message)} required>
          <InputText {...controlProps('account-email', errors.email?.message)} type="email" autoComplete="off" {...register('email')} />
        </FormField>
        <FormField id="account-role" label={<FormattedMessage id="admin.accounts.role" />} error={text(errors.role?.message)} required>
          <select {...controlProps('account-role', errors.role?.message)} className={`p-inputtext${errors.role ? ' p-invalid' : ''}`} {...register('role')}>
            <option value="">{intl.formatMessage({ id: 'admin.accounts.chooseRole' })}</option>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {intl.formatMessage({ id: `admin.role.${role}` })}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id="account-password"
          label={<FormattedMessage id="admin.accounts.initialPassword" />}
          error={text(errors.password?.message)}
          hint={<FormattedMessage id="hint.strongPassword" />}
          required
        >
          <PasswordInput {...controlProps('account-password', errors.password?.message)} autoComplete="new-password" {...register('password')} />
        </FormField>
        <div className="account-form__actions">
          <Button type="button" outlined label={intl.formatMessage({ id: 'admin.confirm.cancel' })} onClick={onHide} disabled={saving} />
          <Button type="submit" label={intl.formatMessage({ id: 'admin.accounts.createSubmit' })} loading={saving} />
        </div>
      </form>
    </Dialog>
  );
}
