import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DOCUMENT_MIME_TYPES, DOCUMENT_TYPES, MAX_DOCUMENT_BYTES } from '../../../../src/domain/shipping/documents';
import { DOCUMENT_PATHS } from '../../../../src/domain/shipping/entrustPaths';
import { okWeb } from '../../../lib/envelope';
import { attachmentHeader } from '../../../lib/files/attachmentHeader';
import { optionalBody } from '../../../lib/optionalBody';
import { webReply } from '../../../lib/responseSchemas';
import { fileMissing, fileTooLarge } from '../../files/files.errors';
import type { DocumentsService, DocumentUpload } from './documents.service';
import { enterpriseUser, GUARD_NOTE, NOT_FOUND_NOTE } from '../shipping.guard';
import { uuidOf } from '../../../lib/requestUuid';
import { nullData, uuidBody, uuidQuery } from '../shipping.schemas';
import { approvedEnterprise } from '../../../lib/auth/routeAccess';

const TAGS = ['container documents'];
const MIME_TYPES = Object.keys(DOCUMENT_MIME_TYPES);

const documentSchema = {
  type: 'object',
  required: ['uuid', 'bookingNo', 'docType', 'name', 'mimeType', 'size', 'uploadedAt', 'uploadedBy'],
  properties: {
    uuid: { type: 'string' },
    bookingNo: { type: 'string' },
    docType: { type: 'string', enum: [...DOCUMENT_TYPES] },
    name: { type: 'string', description: 'the name as uploaded, without folders or control characters' },
    mimeType: { type: 'string', enum: MIME_TYPES, description: 'found from the content' },
    size: { type: 'integer' },
    uploadedAt: { type: 'string', format: 'date-time' },
    uploadedBy: { type: 'string' },
  },
} as const;

const code = (error: unknown) => (error as { code?: string }).code;

/** The multipart body: the fields bookingNo and docType, and the file `file` (held in memory up to the limit only). */
async function readUpload(request: FastifyRequest): Promise<DocumentUpload> {
  const upload: DocumentUpload = { bookingNo: '', docType: '', name: '', data: Buffer.alloc(0) };
  let fileSeen = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          await part.toBuffer();
          continue;
        }
        fileSeen = true;
        upload.name = part.filename;
        upload.data = await part.toBuffer();
      } else if (part.fieldname === 'bookingNo' || part.fieldname === 'docType') {
        upload[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    if (code(error) === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(MAX_DOCUMENT_BYTES);
    if (code(error) === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw fileMissing();
    throw error;
  }
  if (!fileSeen) throw fileMissing();
  return upload;
}

/** Documents of the enterprise's bookings (DOCUMENT_PATHS, menu.booking). */
export async function documentsRoutes(app: FastifyInstance, { service }: { service: DocumentsService }): Promise<void> {
  // One file a request; the size limit holds while the upload streams in.
  await app.register(multipart, { limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 } });
  const owner = (request: FastifyRequest) => enterpriseUser(request, 'menu.booking');

  app.get<{ Querystring: { bookingNo: string } }>(
    `/api${DOCUMENT_PATHS.list}`,
    {
      config: { access: approvedEnterprise('menu.booking') },
      schema: {
        tags: TAGS,
        summary: 'The documents of one of the enterprise’s bookings, newest first',
        description: `${GUARD_NOTE} ${NOT_FOUND_NOTE}`,
        querystring: { type: 'object', required: ['bookingNo'], properties: { bookingNo: { type: 'string', maxLength: 32 } } },
        response: webReply({ type: 'array', items: documentSchema }, 'the documents'),
      },
    },
    async (request) => okWeb(await service.list(owner(request), request.query.bookingNo)),
  );

  app.post(
    `/api${DOCUMENT_PATHS.upload}`,
    {
      config: { access: approvedEnterprise('menu.booking') },
      schema: {
        tags: TAGS,
        summary: 'Attach a document to one of the enterprise’s bookings (multipart: bookingNo, docType, then the file `file`)',
        description:
          `${GUARD_NOTE} At most 10 MB; PDF, JPEG, PNG, XLSX or DOCX as found in the content, whatever the name says. ` +
          `10422 naming file, bookingNo or docType; a Canceled or Shutout booking takes no more documents (10500). ${NOT_FOUND_NOTE}`,
        consumes: ['multipart/form-data'],
        response: webReply(documentSchema, 'the document as stored'),
      },
    },
    async (request) => {
      const user = owner(request);
      return okWeb(await service.upload(user, await readUpload(request)));
    },
  );

  app.get<{ Querystring: { uuid: string } }>(
    `/api${DOCUMENT_PATHS.download}`,
    {
      config: { access: approvedEnterprise('menu.booking') },
      schema: {
        tags: TAGS,
        summary: 'One of the enterprise’s documents, as an attachment under its original name',
        description: `${GUARD_NOTE} ${NOT_FOUND_NOTE} Errors come as the ErrorEnvelope in JSON.`,
        querystring: uuidQuery,
        produces: MIME_TYPES,
        response: { 200: { description: 'the file; errors as the ErrorEnvelope in JSON', type: 'string', format: 'binary' } },
      },
    },
    async (request, reply) => {
      const file = await service.open(owner(request), request.query.uuid);
      return reply
        .type(file.mimeType)
        .header('content-length', file.size)
        .header('content-disposition', attachmentHeader(file.name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );

  app.post(
    `/api${DOCUMENT_PATHS.remove}`,
    {
      config: { access: approvedEnterprise('menu.booking') },
      schema: {
        tags: TAGS,
        summary: 'Delete one of the enterprise’s documents and its file',
        description: `${GUARD_NOTE} uuid in the body or the query. ${NOT_FOUND_NOTE}`,
        querystring: { type: 'object', properties: { uuid: { type: 'string', maxLength: 64 } } },
        body: uuidBody,
        response: webReply(nullData, 'deleted'),
      },
      preValidation: optionalBody,
    },
    async (request) => {
      await service.remove(owner(request), uuidOf(request));
      return okWeb(null);
    },
  );
}
