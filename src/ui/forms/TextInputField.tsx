import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlProps, FormField } from './FormField';

interface TextInputFieldProps {
  id: string;
  label: ReactNode;
  /** what react-hook-form's `register(name)` gave for the field */
  registration: UseFormRegisterReturn;
  /** the error in the user's words */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** spans the whole row of a `form-grid` */
  wide?: boolean;
  type?: string;
  maxLength?: number;
  disabled?: boolean;
  /** a box of a few lines that grows with the text instead of one line */
  multiline?: boolean;
}

/** One free-text field of a react-hook-form form: its label, the input and its message line. */
export function TextInputField({
  id,
  label,
  registration,
  error,
  hint,
  required = false,
  wide,
  type = 'text',
  maxLength,
  disabled,
  multiline,
}: TextInputFieldProps) {
  const props = { ...controlProps(id, error, required), autoComplete: 'off', maxLength, disabled, ...registration };
  return (
    <div className={wide ? 'form-field--wide' : undefined}>
      <FormField id={id} label={label} error={error} required={required} hint={hint}>
        {multiline ? <InputTextarea {...props} rows={2} autoResize /> : <InputText {...props} type={type} />}
      </FormField>
    </div>
  );
}
