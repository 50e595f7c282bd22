import type { ReactNode } from 'react';

interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** the error in the user's words; replaces the hint while there is one */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/**
 * A label, its control and one message line under it. The line is always there, empty
 * or not, so an error appearing never moves the fields below it.
 */
export function FormField({ id, label, error, hint, required, children }: FormFieldProps) {
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
        {required && (
          <span className="form-field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      <small
        id={messageIdOf(id)}
        className={error ? 'form-field__message form-field__message--error' : 'form-field__message'}
        role={error ? 'alert' : undefined}
      >
        {error ?? hint}
      </small>
    </div>
  );
}

export const messageIdOf = (id: string) => `${id}-message`;

/** What a control needs to be tied to its field's message and state. */
export function controlProps(id: string, error: string | undefined, required = true) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': messageIdOf(id),
    'aria-required': required || undefined,
    className: error ? 'p-invalid' : undefined,
  } as const;
}
