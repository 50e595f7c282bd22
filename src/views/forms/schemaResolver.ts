import { yupResolver } from '@hookform/resolvers/yup';
import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * react-hook-form's resolver for one of the yup schemas that form and server share (src/domain).
 * A schema's inferred type (optional fields, transforms, defaults) rarely equals the values a form
 * holds, so the one cast between them lives here.
 */
export function schemaResolver<TValues extends FieldValues, TOutput = TValues>(schema: Parameters<typeof yupResolver>[0]): Resolver<TValues, unknown, TOutput> {
  return yupResolver(schema) as unknown as Resolver<TValues, unknown, TOutput>;
}
