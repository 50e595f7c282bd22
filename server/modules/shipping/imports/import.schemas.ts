import { LANGS } from '../../../../src/domain/lang';
import { BOOKING_IMPORT_COLUMNS } from '../../../../src/domain/shipping/import/bookingImport';
import { CONTAINER_UPLOAD_COLUMNS } from '../../../../src/domain/shipping/import/containerUpload';
import type { JsonSchema } from '../../../lib/responseSchemas';

/** Bodies and answers of the spreadsheet imports (IMPORT_PATHS). */

const str = { type: 'string' } as const;

export const templateQuery: JsonSchema = { type: 'object', properties: { lang: { type: 'string', enum: [...LANGS] } } };
export const bookingNoQuery: JsonSchema = {
  type: 'object',
  required: ['bookingNo'],
  properties: { bookingNo: { type: 'string', minLength: 1, maxLength: 40, description: 'a Confirmed booking of the caller’s enterprise' } },
};

const rowError: JsonSchema = {
  type: 'object',
  required: ['column', 'reason', 'message', 'jpMessage'],
  properties: {
    column: { type: 'string', description: 'the column’s key' },
    reason: { type: 'string', description: 'message key' },
    message: str,
    jpMessage: str,
  },
};

function checkSchema(columns: readonly string[]): JsonSchema {
  return {
    type: 'object',
    required: ['rows', 'valid', 'refused'],
    properties: {
      rows: {
        type: 'array',
        items: {
          type: 'object',
          required: ['row', 'values', 'errors'],
          properties: {
            row: { type: 'integer', description: 'the row’s number in the spreadsheet (the header is row 1)' },
            values: { type: 'object', properties: Object.fromEntries(columns.map((c) => [c, str])) },
            errors: { type: 'array', items: rowError },
          },
        },
      },
      valid: { type: 'integer' },
      refused: { type: 'integer' },
    },
  };
}

export const bookingCheckSchema = checkSchema(BOOKING_IMPORT_COLUMNS);
export const containerCheckSchema = checkSchema(CONTAINER_UPLOAD_COLUMNS);

export const bookingSavedSchema: JsonSchema = {
  type: 'object',
  required: ['check', 'created'],
  properties: {
    check: bookingCheckSchema,
    created: {
      type: 'array',
      items: { type: 'object', required: ['row', 'uuid', 'bookingNo'], properties: { row: { type: 'integer' }, uuid: str, bookingNo: str } },
    },
  },
};

export const containerSavedSchema: JsonSchema = {
  type: 'object',
  required: ['check', 'bookingNo', 'saved'],
  properties: {
    check: containerCheckSchema,
    bookingNo: str,
    saved: { type: 'array', items: { type: 'object', required: ['row', 'containerNo'], properties: { row: { type: 'integer' }, containerNo: str } } },
  },
};
