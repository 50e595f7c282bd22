import type { AnyObjectSchema, InferType } from 'yup';
import { validateWith } from '../../src/domain/validation/validate';
import { validation } from './errors';

/**
 * A body checked with one of the shared yup schemas of src/domain (the forms use the
 * same ones): the cleaned value, or a 10422 naming every field at fault in both languages.
 */
export async function parseWith<S extends AnyObjectSchema>(schema: S, body: unknown): Promise<InferType<S>> {
  const result = await validateWith(schema, body ?? {});
  if (!result.ok) throw validation(result.fields);
  return result.value;
}
