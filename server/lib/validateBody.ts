import type { AnyObjectSchema, InferType } from 'yup';
import { validateWith } from '../../src/domain/validation/validate';
import { validation } from './errors';

/**
 * A body checked with one of the shared yup schemas of src/domain (the forms use the
 * same ones): the cleaned value, or a 10422 naming every field at fault in both languages.
 */
export async function parseWith<S extends AnyObjectSchema>(schema: S, body: unknown): Promise<InferType<S>> {
  const result = await validateWith(schema, withoutPrototypeKeys(body ?? {}));
  if (!result.ok) throw validation(result.fields);
  return result.value;
}

/**
 * yup looks each input key up among the schema's fields, a plain object: a key such as
 * `toString` or `constructor` finds Object.prototype's member and yup throws (HTTP 500,
 * found by the fuzzer). No form has such a field, so they are dropped, at any depth.
 */
export function withoutPrototypeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPrototypeKeys);
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !(key in Object.prototype))
      .map(([key, field]) => [key, withoutPrototypeKeys(field)]),
  );
}
