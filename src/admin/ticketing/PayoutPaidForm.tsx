import { yupResolver } from '@hookform/resolvers/yup';
import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { japanToday } from '../../domain/validation/passengerSchema';
import { payoutPaidSchema, type PayoutPaidInput } from '../../domain/refunds/payoutSchema';
import { controlProps, FormField } from '../../ui/forms/FormField';
import { showServerErrors } from '../../ui/forms/serverErrors';
import { selectIsSubmitting, useFormSubmit } from '../../app/useFormSubmit';
import { useConsoleServices } from '../consoleServices';
import { useFieldText } from '../common/useFieldText';
import { Permitted } from '../../app/Permitted';

/** The clerk's record of one payout made: the bank's transfer reference and the day of the transfer. */
export function PayoutPaidForm({ uuid, onDone }: { uuid: string; onDone(): void }) {
  const intl = useIntl();
  const text = useFieldText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PayoutPaidInput>({ resolver: yupResolver(payoutPaidSchema), defaultValues: { uuid, transferReference: '', transferredOn: japanToday() } });
  const { moneyBack } = useConsoleServices();
  const submitter = useFormSubmit(moneyBack.markPayoutPaid, {
    succeeded: onDone,
    failed: (error) => showServerErrors(error, setError, ['transferReference', 'transferredOn']),
  });
  const submitting = useSelector(submitter, selectIsSubmitting);
  const ref = `payout-ref-${uuid}`;
  const day = `payout-day-${uuid}`;

  return (
    <form className="money-back__form" noValidate onSubmit={handleSubmit((values) => submitter.send({ type: 'form.submit', values }))}>
      <FormField id={ref} label={<FormattedMessage id="admin.moneyBack.reference" />} error={text(errors.transferReference?.message)} required>
        <InputText {...controlProps(ref, errors.transferReference?.message)} autoComplete="off" {...register('transferReference')} />
      </FormField>
      <FormField id={day} label={<FormattedMessage id="admin.moneyBack.transferredOn" />} error={text(errors.transferredOn?.message)} required>
        <InputText {...controlProps(day, errors.transferredOn?.message)} type="date" {...register('transferredOn')} />
      </FormField>
      <Permitted button="btn.staff.ticketing">
        <Button type="submit" icon="pi pi-check" label={intl.formatMessage({ id: 'admin.moneyBack.markPaid' })} loading={submitting} />
      </Permitted>
    </form>
  );
}
