import { yupResolver } from '@hookform/resolvers/yup';
import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { returnedByHandSchema } from '../../domain/refunds/payoutSchema';
import { controlProps, FormField } from '../../ui/forms/FormField';
import { showServerErrors } from '../../ui/forms/serverErrors';
import { selectIsSubmitting, useFormSubmit } from '../../app/useFormSubmit';
import { useConsoleServices } from '../consoleServices';
import { useFieldText } from '../common/useFieldText';
import { Permitted } from '../../app/Permitted';

/** The clerk's record of a payment given back outside the provider, with the bank's reference. */
export function ReturnByHandForm({ uuid, onDone }: { uuid: string; onDone(): void }) {
  const intl = useIntl();
  const text = useFieldText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ uuid: string; reference: string }>({ resolver: yupResolver(returnedByHandSchema), defaultValues: { uuid, reference: '' } });
  const { moneyBack } = useConsoleServices();
  const submitter = useFormSubmit(moneyBack.returnedByHand, { succeeded: onDone, failed: (error) => showServerErrors(error, setError, ['reference']) });
  const submitting = useSelector(submitter, selectIsSubmitting);
  const id = `return-ref-${uuid}`;
  return (
    <form className="money-back__form" noValidate onSubmit={handleSubmit((values) => submitter.send({ type: 'form.submit', values }))}>
      <FormField id={id} label={<FormattedMessage id="admin.moneyBack.reference" />} error={text(errors.reference?.message)} required>
        <InputText {...controlProps(id, errors.reference?.message)} autoComplete="off" {...register('reference')} />
      </FormField>
      <Permitted button="btn.staff.ticketing">
        <Button type="submit" severity="secondary" label={intl.formatMessage({ id: 'admin.moneyBack.returnedByHand' })} loading={submitting} />
      </Permitted>
    </form>
  );
}
