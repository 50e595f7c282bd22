import { ANNOUNCEMENT_TYPES } from '../../../src/domain/baseData';
import { bilingualSchema } from '../../lib/responseSchemas';

export const announcementTypeSchema = { type: 'string', enum: [...ANNOUNCEMENT_TYPES] } as const;

const summaryProperties = {
  uuid: { type: 'string', format: 'uuid' },
  type: announcementTypeSchema,
  title: bilingualSchema,
  publishTime: { type: 'string', format: 'date-time' },
} as const;

export const announcementSummarySchema = {
  type: 'object',
  required: ['uuid', 'type', 'title', 'publishTime'],
  properties: summaryProperties,
} as const;

export const announcementSchema = {
  type: 'object',
  required: ['uuid', 'type', 'title', 'publishTime', 'body'],
  properties: { ...summaryProperties, body: { ...bilingualSchema, description: 'HTML in each language' } },
} as const;
