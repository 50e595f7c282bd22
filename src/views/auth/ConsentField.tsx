import { useState, type ReactNode } from 'react';
import { useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { LEGAL_VERSION, PRIVACY_POLICY, TERMS_OF_USE, type LegalText } from '../../domain/legal/privacyPolicy';
import { messageIdOf } from '../../ui/forms/FormField';
import { fieldMessage } from '../../ui/forms/serverErrors';
import { useFieldText } from '../forms/useFieldText';
import { LegalTextDialog } from './LegalTextDialog';
import './consent.css';

/**
 * The required consent to the privacy policy and the terms (PIPL, APPI). Ticking it puts the
 * texts' version in the form's `consentVersion`, which the server stores with the time; the
 * links open the texts in a dialog.
 */
export function ConsentField<T extends FieldValues & { consentVersion: string }>({ form, id }: { form: UseFormReturn<T>; id: string }) {
  const text = useFieldText();
  const name = 'consentVersion' as Path<T>;
  const value: unknown = useWatch({ control: form.control, name });
  const [reading, setReading] = useState<LegalText | null>(null);
  const error = text(fieldMessage(form.formState.errors, name));
  const link = (legal: LegalText) =>
    function LegalLink(chunks: ReactNode[]) {
      return (
        <button type="button" className="consent-field__link" onClick={() => setReading(legal)}>
          {chunks}
        </button>
      );
    };

  return (
    <div className="consent-field">
      <span className="consent-field__line">
        <input
          id={id}
          type="checkbox"
          checked={value === LEGAL_VERSION}
          aria-invalid={error ? true : undefined}
          aria-describedby={messageIdOf(id)}
          aria-required
          onChange={(event) =>
            form.setValue(name, (event.target.checked ? LEGAL_VERSION : '') as PathValue<T, Path<T>>, {
              shouldValidate: form.formState.isSubmitted,
              shouldDirty: true,
            })
          }
        />
        <label htmlFor={id}>
          <FormattedMessage id="consent.label" values={{ privacy: link(PRIVACY_POLICY), terms: link(TERMS_OF_USE) }} />
        </label>
      </span>
      <small id={messageIdOf(id)} className="form-field__message form-field__message--error" role={error ? 'alert' : undefined}>
        {error}
      </small>
      <LegalTextDialog text={reading} onClose={() => setReading(null)} />
    </div>
  );
}
