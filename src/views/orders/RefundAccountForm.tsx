import { yupResolver } from '@hookform/resolvers/yup';
import { InputText } from 'primereact/inputtext';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Currency } from '../../domain/baseData';
import {
  ACCOUNT_TYPES,
  accountCountryOf,
  refundAccountSchema,
  type RefundAccountForm as AccountForm,
  type RefundAccountInput,
} from '../../domain/refunds/refundAccount';
import { controlProps, FormField } from '../../ui/forms/FormField';
import { useFieldText } from '../forms/useFieldText';
import '../../ui/forms/forms.css';

export const REFUND_ACCOUNT_FORM_ID = 'refund-account-form';

/**
 * The account a bank-transfer order's refund is paid into, validated with the server's schema:
 * a Japanese account (bank, branch, 普通/当座, 7 digits, holder in katakana) for a JPY order, a
 * Chinese one (bank, 12–19 digits, holder) for an RMB order. The dialog's button submits it.
 */
export function RefundAccountForm({ currency, onValid }: { currency: Currency; onValid(account: AccountForm): void }) {
  const intl = useIntl();
  const text = useFieldText();
  const country = accountCountryOf(currency);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RefundAccountInput>({
    resolver: yupResolver(refundAccountSchema) as never,
    defaultValues: { country, bankName: '', branchName: '', accountType: '', accountNumber: '', holderName: '' },
  });
  const submit = handleSubmit(({ country: _country, ...account }) => onValid(account));
  const japan = country === 'JP';

  return (
    <form id={REFUND_ACCOUNT_FORM_ID} className="refund-account" noValidate onSubmit={submit} aria-labelledby="refund-account-title">
      <h3 id="refund-account-title" className="refund-account__title">
        <FormattedMessage id={japan ? 'orders.refundAccount.titleJp' : 'orders.refundAccount.titleCn'} />
      </h3>
      <p className="refund-account__note">
        <FormattedMessage id="orders.refundAccount.note" />
      </p>
      <FormField id="refund-bank" label={<FormattedMessage id="orders.refundAccount.bank" />} error={text(errors.bankName?.message)} required>
        <InputText {...controlProps('refund-bank', errors.bankName?.message)} autoComplete="off" {...register('bankName')} />
      </FormField>
      {japan && (
        <>
          <FormField id="refund-branch" label={<FormattedMessage id="orders.refundAccount.branch" />} error={text(errors.branchName?.message)} required>
            <InputText {...controlProps('refund-branch', errors.branchName?.message)} autoComplete="off" {...register('branchName')} />
          </FormField>
          <fieldset className="refund-account__types" aria-invalid={errors.accountType ? true : undefined}>
            <legend>
              <FormattedMessage id="orders.refundAccount.type" />
            </legend>
            {ACCOUNT_TYPES.map((type) => (
              <label key={type} className="refund-account__type">
                <input type="radio" value={type} {...register('accountType')} /> <FormattedMessage id={`orders.refundAccount.type.${type}`} />
              </label>
            ))}
            {errors.accountType?.message && (
              <small className="form-field__message form-field__message--error" role="alert">
                {text(errors.accountType.message)}
              </small>
            )}
          </fieldset>
        </>
      )}
      <FormField id="refund-number" label={<FormattedMessage id="orders.refundAccount.number" />} error={text(errors.accountNumber?.message)} required>
        <InputText
          {...controlProps('refund-number', errors.accountNumber?.message)}
          inputMode="numeric"
          autoComplete="off"
          placeholder={intl.formatMessage({ id: japan ? 'orders.refundAccount.numberHintJp' : 'orders.refundAccount.numberHintCn' })}
          {...register('accountNumber')}
        />
      </FormField>
      <FormField
        id="refund-holder"
        label={<FormattedMessage id={japan ? 'orders.refundAccount.holderKana' : 'orders.refundAccount.holder'} />}
        error={text(errors.holderName?.message)}
        required
      >
        <InputText {...controlProps('refund-holder', errors.holderName?.message)} autoComplete="off" {...register('holderName')} />
      </FormField>
    </form>
  );
}
