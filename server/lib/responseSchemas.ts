/** JSON schemas of the envelope, shared by every route and published in the OpenAPI document. */
export type JsonSchema = Record<string, unknown>;

const fieldErrorSchema = {
  $id: 'FieldError',
  type: 'object',
  required: ['message', 'jpMessage'],
  properties: {
    message: { type: 'string', description: 'Chinese' },
    jpMessage: { type: 'string', description: 'Japanese' },
  },
} as const;

const errorEnvelopeSchema = {
  $id: 'ErrorEnvelope',
  description: 'Business or validation error, answered with HTTP 200 (code neither 0 nor 200). 404 and 500 answers carry the same fields.',
  type: 'object',
  required: ['code', 'message', 'jpMessage'],
  properties: {
    code: { type: 'integer', description: 'business code, e.g. 10422 validation, 10404 not found, 10403 no permission' },
    message: { type: 'string', description: 'Chinese' },
    jpMessage: { type: 'string', description: 'Japanese' },
    data: {
      type: ['object', 'null'],
      properties: {
        fields: { type: 'object', additionalProperties: { $ref: 'FieldError#' }, description: 'the fields at fault' },
      },
    },
  },
} as const;

/** Every shared schema, to add to the root instance before any route. */
export const sharedSchemas = [fieldErrorSchema, errorEnvelopeSchema];

const errorRef = { $ref: 'ErrorEnvelope#' };

/** 200 answer of a /api/web-ts/... call: `{ code: 200, data, message }`, or the error envelope. */
export function webTsReply(data: JsonSchema, description: string): Record<number, JsonSchema> {
  return {
    200: {
      description,
      anyOf: [
        {
          type: 'object',
          required: ['code', 'data', 'message'],
          properties: { code: { type: 'integer', enum: [200] }, message: { type: 'string' }, data },
        },
        errorRef,
      ],
    },
  };
}

/** 200 answer of an /api/web/... or /auth-ts/... call: `{ code: 0, msg, data }`, or the error envelope. */
export function webReply(data: JsonSchema, description: string): Record<number, JsonSchema> {
  return {
    200: {
      description,
      anyOf: [
        {
          type: 'object',
          required: ['code', 'msg', 'data'],
          properties: { code: { type: 'integer', enum: [0] }, msg: { type: 'string' }, data },
        },
        errorRef,
      ],
    },
  };
}

export const bilingualSchema = {
  type: 'object',
  required: ['zh', 'ja'],
  properties: { zh: { type: 'string' }, ja: { type: 'string' } },
} as const;

export function pageSchema(record: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['records', 'total', 'current', 'size', 'pages'],
    properties: {
      records: { type: 'array', items: record },
      total: { type: 'integer' },
      current: { type: 'integer' },
      size: { type: 'integer' },
      pages: { type: 'integer' },
    },
  };
}
