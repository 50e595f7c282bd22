import { get, type FieldError, type FieldErrors, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';

/** The field messages of a server answer (ApiError.fields), already in the current language. */
export function fieldsOf(error: unknown): Record<string, string> {
  const fields = typeof error === 'object' && error !== null ? (error as { fields?: unknown }).fields : undefined;
  return typeof fields === 'object' && fields !== null ? (fields as Record<string, string>) : {};
}

/**
 * Shows the server's field messages at the fields of the form that has them (DOMAIN:
 * forms show them at the field). Answers whether any field took one; the general
 * message has been shown by the HTTP client already.
 */
export function showServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fieldNames: readonly string[]): boolean {
  let shown = false;
  for (const [name, message] of Object.entries(fieldsOf(error))) {
    if (!fieldNames.includes(name) || !message) continue;
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}

/** The message of one field's error (by its path), as the schema or the server left it. */
export function fieldMessage<T extends FieldValues>(errors: FieldErrors<T>, name: Path<T>): string | undefined {
  return (get(errors, name) as FieldError | undefined)?.message;
}
