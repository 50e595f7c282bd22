import { useIntl } from 'react-intl';
import type { FieldValues, Path, UseFormSetError, UseFormTrigger } from 'react-hook-form';
import type { MessageId } from '../../i18n/catalogues';
import { showServerErrors } from '../../ui/forms/serverErrors';
import { useFormSubmit } from '../../app/useFormSubmit';

class TakenError extends Error {}

/**
 * Checks on blur whether a value is already registered (validatePhoneNum, validateEmail:
 * data true when free) and says so at the field. Only a value that passes the schema is
 * asked about; the server counts these questions, so no more are asked than needed.
 */
export function useTakenCheck<T extends FieldValues>(
  field: Path<T>,
  isFree: (value: string) => Promise<unknown>,
  takenMessage: MessageId,
  form: { setError: UseFormSetError<T>; trigger: UseFormTrigger<T> },
) {
  const intl = useIntl();
  const check = useFormSubmit<string, void>(
    async (value) => {
      if ((await isFree(value)) === false) throw new TakenError();
    },
    {
      failed: (error) => {
        if (error instanceof TakenError) form.setError(field, { type: 'server', message: intl.formatMessage({ id: takenMessage }) });
        else showServerErrors(error, form.setError, [field]);
      },
    },
  );
  return async (value: string) => {
    if (!(await form.trigger(field))) return;
    check.send({ type: 'form.edit' });
    check.send({ type: 'form.submit', values: value.trim() });
  };
}
