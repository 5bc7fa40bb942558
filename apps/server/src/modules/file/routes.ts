import multipart from '@fastify/multipart';
import {
  ErrorKey,
  ossFileEntity,
  Permission,
  UPLOAD_MAX_BYTES,
  uploadBizSchema,
  uploadResultSchema,
} from '@mall/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerEntityRoutes } from '#platform/admin-kit';
import { requestContext } from '#platform/context';
import { attachment, contentTypeOf, dispositionOf, FILE_TYPES } from '#platform/files/content-type';
import { peek, STORED_PATH_PATTERN } from '#platform/files/storage';
import { AppError } from '#platform/http/app-error';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { registerMessages, translate } from '#platform/i18n/translate';
import { fileMessages } from './messages';
import {
  addOssFile,
  downloadable,
  ossFileService,
  PUBLIC_FOLDERS,
  PUBLIC_IMAGE_CACHE_CONTROL,
  startSweepingUploads,
  storeUpload,
} from './service';

const tags = ['file'];

/** The text fields an upload may carry besides the file; anything else is a 400. */
const uploadFieldsSchema = z.strictObject({
  biz: uploadBizSchema.default('temp'),
  isup: z.enum(['0', '1']).optional(),
  requiredA: z.enum(['0', '1']).optional(),
  rename: z.enum(['0', '1']).optional(),
  // Files always go to the one upload root; only its name is accepted here.
  rootPath: z.literal('upload').optional(),
  filename: z.string().max(200).optional(),
});

/** The one file (field `file`) and the text fields of a multipart upload, each at most once. */
async function readUpload(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file: { name: string; content: Buffer } | undefined }> {
  if (!request.isMultipart()) throw new AppError(400, 'file.missing');
  const fields: Record<string, string> = {};
  let file: { name: string; content: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) throw new AppError(400, ErrorKey.badRequest);
        file = { name: part.filename, content: await part.toBuffer() };
      } else {
        if (Object.hasOwn(fields, part.fieldname)) throw new AppError(400, ErrorKey.badRequest);
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError)
      throw new AppError(413, 'file.tooLarge');
    if (error instanceof AppError) throw error;
    throw new AppError(400, ErrorKey.badRequest);
  }
  return { fields, file };
}

const uploadTarget = (app: FastifyInstance) => ({
  db: app.db,
  files: app.files,
  quotaBytes: app.config.UPLOAD_QUOTA_MB * 1024 * 1024,
});

const staticParams = z.strictObject({
  folder: z.string().regex(/^[a-z]+$/),
  name: z.string().max(64),
});

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessages(fileMessages);
  startSweepingUploads(
    app,
    app.config.SESSION_SWEEP_INTERVAL_MS,
    app.config.TEMP_UPLOAD_MAX_AGE_HOURS * 60 * 60_000,
  );
  await app.register(multipart, {
    // Keep the client's name as sent, so that a name with folders in it is refused rather than cut short.
    preservePath: true,
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1_000, parts: 12 },
  });

  app.post(
    '/sys/common/upload',
    {
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: envelopeOf(uploadResultSchema) } },
      config: { access: 'session' },
    },
    async (request) => {
      const ctx = requestContext(request);
      const { fields, file } = await readUpload(app, request);
      const parsed = uploadFieldsSchema.safeParse(fields);
      if (!parsed.success) throw new AppError(400, ErrorKey.badRequest);
      if (!file) throw new AppError(400, 'file.missing');
      const path = await storeUpload(uploadTarget(app), ctx, parsed.data.biz, file.name, file.content);
      // The stored path is both the message and the result, as the upload widget reads either.
      return { ...ok(request, path), message: path };
    },
  );

  // An import's error file: its importer's alone, once (the download takes it away).
  app.get(
    '/sys/common/importError/:name',
    {
      schema: {
        tags,
        params: z.strictObject({ name: z.string().max(64) }),
        response: { 200: z.any().describe('the error file') },
      },
      config: { access: 'session' },
    },
    async (request, reply) => {
      const ctx = requestContext(request);
      const file = await app.importErrorFiles.take(ctx.user, request.params.name);
      if (!file) throw new AppError(404, ErrorKey.notFound);
      const fileName = `${translate(ctx.locale, 'file.importErrorName')}.xlsx`;
      return reply
        .header('Content-Type', FILE_TYPES.xlsx!.contentType)
        .header('Content-Disposition', attachment(fileName))
        .header('Cache-Control', 'no-store')
        .send(file);
    },
  );

  // Product images are public (the mall shows them in lists); every other folder is never served here.
  app.get(
    '/sys/common/static/:folder/:name',
    {
      schema: { tags, params: staticParams, response: { 200: z.any().describe('the image') } },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const path = `${request.params.folder}/${request.params.name}`;
      if (!PUBLIC_FOLDERS.has(request.params.folder) || !STORED_PATH_PATTERN.test(path)) {
        throw new AppError(404, ErrorKey.notFound);
      }
      const file = await app.files.open(path);
      if (!file) throw new AppError(404, ErrorKey.notFound);
      const { head, stream } = await peek(file.stream, 16);
      return (
        reply
          .header('Content-Type', contentTypeOf(path))
          .header('Content-Length', file.size)
          .header('Content-Disposition', dispositionOf(path, head, request.params.name))
          // A stored name is never reused for other content: browsers keep the image for good.
          .header('Cache-Control', PUBLIC_IMAGE_CACHE_CONTROL)
          .send(stream)
      );
    },
  );

  // A stored file as a download, for the upload widgets' download action: only to whom `downloadable` allows;
  // any other path, or one not stored, is a 404 (nothing tells whether it exists).
  app.get(
    '/sys/common/download/:folder/:name',
    {
      schema: { tags, params: staticParams, response: { 200: z.any().describe('the file') } },
      config: { access: 'session' },
    },
    async (request, reply) => {
      const path = `${request.params.folder}/${request.params.name}`;
      const allowed = STORED_PATH_PATTERN.test(path)
        ? await downloadable(requestContext(request).db, requestContext(request), path)
        : null;
      if (!allowed) throw new AppError(404, ErrorKey.notFound);
      const file = await app.files.open(path);
      if (!file) throw new AppError(404, ErrorKey.notFound);
      return (
        reply
          .header('Content-Type', contentTypeOf(path))
          .header('Content-Length', file.size)
          // The name it was uploaded under (checked then: no folders, no control characters).
          .header('Content-Disposition', attachment(allowed.fileName ?? request.params.name))
          .send(file.stream)
      );
    },
  );

  // The file admin: the tenant's admin files on the kit (list, delete), and their upload.
  registerEntityRoutes(app, ossFileEntity, ossFileService(app.files));
  app.post(
    '/sys/oss/file/upload',
    {
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: envelopeOf(uploadResultSchema) } },
      config: { access: Permission.ossFileUpload },
    },
    async (request) => {
      const ctx = requestContext(request);
      const { fields, file } = await readUpload(app, request);
      if (Object.keys(fields).length > 0) throw new AppError(400, ErrorKey.badRequest);
      if (!file) throw new AppError(400, 'file.missing');
      const path = await addOssFile(ctx, uploadTarget(app), file.name, file.content);
      return { ...ok(request, path), message: path };
    },
  );
};
