import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Lang } from '../../../../src/domain/lang';
import { requestLang } from '../../../lib/requestLang';
import { IMPORT_LIMITS, IMPORT_PATHS } from '../../../../src/domain/shipping/importPaths';
import { IMPORT_MESSAGES } from '../../../../src/domain/shipping/import/messages';
import { okWeb } from '../../../lib/envelope';
import { invalidField } from '../../../lib/errors';
import { webReply } from '../../../lib/responseSchemas';
import { XLSX_MIME } from '../../../lib/spreadsheet/spreadsheet';
import type { ImportService } from './import.service';
import { bookingCheckSchema, bookingNoQuery, bookingSavedSchema, containerCheckSchema, containerSavedSchema, templateQuery } from './import.schemas';
import { templateFile, type TemplateKind } from './import.templates';
import { enterpriseUser, GUARD_NOTE, NOT_FOUND_NOTE } from '../shipping.guard';
import { approvedEnterprise } from '../../../lib/auth/routeAccess';

const TAGS = ['booking import'];
const FILE_RULES =
  'Multipart with the file in the field `file`: an .xlsx by its content, at most 2 MB and 500 data rows; the first sheet is read from row 2 by ' +
  'column position, every cell as text; a formula cell is refused at its column, never evaluated. 10422 at `file` when the file cannot be read ' +
  '(missing, not an .xlsx, too large, no data rows, too many rows). Each row is answered with its number in the spreadsheet and every reason it is refused.';
const CONTAINER_RULES = `bookingNo in the query: a Confirmed booking of the caller’s enterprise (${NOT_FOUND_NOTE} Not Confirmed: 10500).`;

const fault = (key: keyof typeof IMPORT_MESSAGES) => invalidField('file', IMPORT_MESSAGES[key].zh, IMPORT_MESSAGES[key].ja);
const errorCode = (error: unknown) => (error as { code?: string }).code;

/** The uploaded file's bytes; held in memory only up to the limit. */
async function uploaded(request: FastifyRequest): Promise<Buffer> {
  let data: Buffer;
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw fault('fileMissing');
    data = await part.toBuffer();
  } catch (error) {
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw fault('fileTooLarge');
    if (errorCode(error) === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw fault('fileMissing');
    throw error;
  }
  if (data.length === 0) throw fault('fileMissing');
  return data;
}

async function sendTemplate(kind: TemplateKind, request: FastifyRequest<{ Querystring: { lang?: Lang } }>, reply: FastifyReply) {
  const file = await templateFile(kind, requestLang(request.query.lang, request.headers.lang));
  return reply
    .type(XLSX_MIME)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.data);
}

const xlsxAnswer = { 200: { description: 'the template', content: { [XLSX_MIME]: { schema: { type: 'string', format: 'binary' } } } } };

/** Booking import and container upload (IMPORT_PATHS), `{ code: 0, msg, data }`. */
export async function importRoutes(app: FastifyInstance, { service }: { service: ImportService }): Promise<void> {
  // One file per request; a larger one is refused while it streams in.
  await app.register(multipart, { limits: { fileSize: IMPORT_LIMITS.maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 } });
  const booker = (request: FastifyRequest) => enterpriseUser(request, 'menu.booking');
  const owner = (request: FastifyRequest) => enterpriseUser(request, 'menu.myBooking');

  app.get<{ Querystring: { lang?: Lang } }>(
    `/api${IMPORT_PATHS.bookingTemplate}`,
    {
      config: { access: approvedEnterprise('menu.booking') },
      schema: {
        tags: TAGS,
        summary: 'The booking import template (.xlsx), headers in zh or jp',
        description: GUARD_NOTE,
        querystring: templateQuery,
        produces: [XLSX_MIME],
        response: xlsxAnswer,
      },
    },
    async (request, reply) => {
      booker(request);
      return sendTemplate('bookings', request, reply);
    },
  );

  app.post(
    `/api${IMPORT_PATHS.validateBookings}`,
    {
      config: { access: approvedEnterprise('menu.booking') },
      schema: {
        tags: TAGS,
        summary: 'Check a booking import file: every row with its errors; nothing is saved',
        description: `${GUARD_NOTE} ${FILE_RULES} A row is one booking with one container line; ports must be served, a voyage code (optional) a scheduled sailing still to depart on the row’s ports.`,
        consumes: ['multipart/form-data'],
        response: webReply(bookingCheckSchema, 'every row with its errors'),
      },
    },
    async (request) => {
      const user = booker(request);
      return okWeb(await service.validateBookings(user, await uploaded(request)));
    },
  );

  app.post(
    `/api${IMPORT_PATHS.saveBookings}`,
    {
      config: { access: approvedEnterprise('menu.booking') },
      schema: {
        tags: TAGS,
        summary: 'Import a booking file: checked again and every valid row saved as a Draft booking, in one transaction',
        description: `${GUARD_NOTE} ${FILE_RULES} The Drafts are reviewed and submitted from /myBooking.`,
        consumes: ['multipart/form-data'],
        response: webReply(bookingSavedSchema, 'the check and the Drafts made'),
      },
    },
    async (request) => {
      const user = booker(request);
      return okWeb(await service.saveBookings(user, await uploaded(request)));
    },
  );

  app.get<{ Querystring: { lang?: Lang } }>(
    `/api${IMPORT_PATHS.containerTemplate}`,
    {
      config: { access: approvedEnterprise('menu.myBooking') },
      schema: {
        tags: TAGS,
        summary: 'The container upload template (.xlsx), headers in zh or jp',
        description: GUARD_NOTE,
        querystring: templateQuery,
        produces: [XLSX_MIME],
        response: xlsxAnswer,
      },
    },
    async (request, reply) => {
      owner(request);
      return sendTemplate('containers', request, reply);
    },
  );

  app.post<{ Querystring: { bookingNo: string } }>(
    `/api${IMPORT_PATHS.validateContainers}`,
    {
      config: { access: approvedEnterprise('menu.myBooking') },
      schema: {
        tags: TAGS,
        summary: 'Check a container file for a Confirmed booking: every row with its errors; nothing is saved',
        description: `${GUARD_NOTE} ${CONTAINER_RULES} ${FILE_RULES} Rows: ISO 6346 number with its check digit, a container type of the booking, seal number, VGM in kg; a number once in the file and not already on the booking; per type no more than booked.`,
        consumes: ['multipart/form-data'],
        querystring: bookingNoQuery,
        response: webReply(containerCheckSchema, 'every row with its errors'),
      },
    },
    async (request) => {
      const user = owner(request);
      return okWeb(await service.validateContainers(user, request.query.bookingNo, await uploaded(request)));
    },
  );

  app.post<{ Querystring: { bookingNo: string } }>(
    `/api${IMPORT_PATHS.saveContainers}`,
    {
      config: { access: approvedEnterprise('menu.myBooking') },
      schema: {
        tags: TAGS,
        summary: 'Upload a container file: checked again under the booking’s lock and the valid rows’ containers written, in one transaction',
        description: `${GUARD_NOTE} ${CONTAINER_RULES} ${FILE_RULES}`,
        consumes: ['multipart/form-data'],
        querystring: bookingNoQuery,
        response: webReply(containerSavedSchema, 'the check and the containers written'),
      },
    },
    async (request) => {
      const user = owner(request);
      return okWeb(await service.saveContainers(user, request.query.bookingNo, await uploaded(request)));
    },
  );
}
