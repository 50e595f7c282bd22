import { passengerSchema, submitPassengerSchema } from '../../../src/domain/validation/passengerSchema';
import { schemaFields } from '../../../src/domain/validation/validate';
import type { JsonSchema } from '../../lib/responseSchemas';

/**
 * JSON schemas of the saved-passenger calls, for the OpenAPI document. They list the fields
 * and their types only: the rules and messages are the shared yup schema's
 * (src/domain/validation/passengerSchema.ts), applied by the routes.
 */
export const submitPassengerBody: JsonSchema = {
  type: 'object',
  properties: Object.fromEntries(schemaFields(submitPassengerSchema).map((name) => [name, { type: 'string' }])),
};

const fields = schemaFields(passengerSchema);

export const savedPassengerSchema: JsonSchema = {
  type: 'object',
  required: ['uuid', ...fields, 'createdAt', 'updatedAt'],
  properties: {
    uuid: { type: 'string', format: 'uuid' },
    ...Object.fromEntries(fields.map((name) => [name, { type: 'string' }])),
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
};
