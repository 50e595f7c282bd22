import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import type { FieldError } from '../envelope';
import { validationMessage } from './messages';

export type FieldErrors = Record<string, FieldError>;

/**
 * Validates with a shared schema and answers either the cleaned value or every field at
 * fault with both languages' messages (the shape of the envelope's `data.fields`).
 */
export async function validateWith<S extends AnyObjectSchema>(
  schema: S,
  input: unknown,
): Promise<{ ok: true; value: InferType<S> } | { ok: false; fields: FieldErrors }> {
  try {
    const value = await schema.validate(input, { abortEarly: false, stripUnknown: true });
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields: FieldErrors = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      const path = inner.path ?? 'body';
      if (fields[path]) continue;
      const text = validationMessage(String(inner.message));
      fields[path] = { message: text.zh, jpMessage: text.ja };
    }
    return { ok: false, fields };
  }
}

/** The field names of a shared schema: what a form shows server messages at, what the API document lists. */
export function schemaFields<S extends AnyObjectSchema>(schema: S): readonly (keyof InferType<S> & string)[] {
  return Object.keys(schema.fields) as (keyof InferType<S> & string)[];
}
