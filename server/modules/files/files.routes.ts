import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ENTERPRISE } from '../../../src/domain/identityApi';
import { okWeb } from '../../lib/envelope';
import { webReply } from '../../lib/responseSchemas';
import { fileMissing, fileTooLarge } from './files.errors';
import type { FilesService } from './files.service';
import { PUBLIC } from '../../lib/auth/routeAccess';

const uploadedFileSchema = {
  type: 'object',
  required: ['fileId', 'name', 'size', 'mimeType'],
  properties: {
    fileId: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    size: { type: 'integer' },
    mimeType: { type: 'string', enum: ['application/pdf', 'image/jpeg', 'image/png'] },
  },
} as const;

const code = (error: unknown) => (error as { code?: string }).code;

/** uploadBusinessLicense (no login: it happens during registration). */
export async function filesRoutes(app: FastifyInstance, { service, maxUploadBytes }: { service: FilesService; maxUploadBytes: number }): Promise<void> {
  // One file of limited size per request; the limits hold while the upload streams in.
  await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 10, parts: 11, fieldSize: 1024 } });

  app.post(
    `/api${ENTERPRISE.uploadBusinessLicense}`,
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['accounts'],
        summary: 'Upload a business licence (multipart field `file`: PDF, JPEG or PNG by content, at most 5 MB)',
        description:
          'Answers the file id that ebCompanyUserRegister takes as licenseFileId. 10422 naming `file` when it is missing, ' +
          'too large or of another type. Counted per client address.',
        consumes: ['multipart/form-data'],
        response: webReply(uploadedFileSchema, 'the stored file'),
      },
    },
    async (request) => {
      let data: Buffer;
      let name: string;
      try {
        const part = await request.file();
        if (!part || part.fieldname !== 'file') throw fileMissing();
        name = part.filename;
        // Held in memory only up to the limit: a larger file is refused before anything is written.
        data = await part.toBuffer();
      } catch (error) {
        if (code(error) === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(maxUploadBytes);
        if (code(error) === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw fileMissing();
        throw error;
      }
      if (data.length === 0) throw fileMissing();
      return okWeb(await service.uploadBusinessLicense({ name, data, ip: request.ip }));
    },
  );
}
