import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import {
  ErrorKey,
  IMPORT_FILES_MAX,
  IMPORT_PARTIAL_CODE,
  importResultSchema,
  isImportFileName,
  SuccessKey,
  XLS_IMPORT_MAX_BYTES,
  XLSX_IMPORT_MAX_BYTES,
  type EntityDefinition,
  type ImportResult,
} from '@mall/shared';
import type { FastifyInstance } from 'fastify';
import { requestContext, type RequestContext } from '../context';
import { sheetKindOf, sheetRows, type SheetKind } from '../files/sheet-reader';
import { analyzeTables } from '../db/analyze';
import { AppError } from '../http/app-error';
import { ok } from '../http/envelope';
import { envelopeOf } from '../http/envelope-schema';
import { translate } from '../i18n/translate';
import { sendSheet, sheetResponseSchema, SHEET_CONTENT_TYPE } from '../files/sheet';
import { importTemplate } from './export';
import { importRows, reasonTitle, type EntityImporter, type ImportTally } from './import';
import { ErrorSheet } from './import-error-sheet';
import type { EntityService } from './service';

const MB = 1024 * 1024;
/** The multipart fields of an import: its files (`file` or `files[]`) and JeecgBoot's optional flags. */
const FILE_FIELDS = new Set(['file', 'files', 'files[]']);

/**
 * GET `<basePath>/importTemplate` (access `import`): the file to fill in, the header row of every column
 * the import reads, in the caller's language.
 * POST `<basePath>/importExcel` (access `import`): multipart .xls/.xlsx files, each read row by row into
 * the entity's records. All rows in: 200. Some kept out: code 201 with the counts and the link to the
 * error file (those rows, each with its reason), which only the importer may download, once.
 */
export function registerImportRoute(
  scope: FastifyInstance,
  definition: EntityDefinition,
  service: EntityService<Record<string, unknown>, never, never, Record<string, unknown>>,
  importer: EntityImporter,
): void {
  const access = definition.access.import;
  if (!access) return;
  scope.get(
    `${definition.basePath}/importTemplate`,
    {
      schema: {
        tags: [definition.name],
        produces: [SHEET_CONTENT_TYPE],
        response: { 200: sheetResponseSchema },
      },
      config: { access },
    },
    async (request, reply) => sendSheet(reply, importTemplate(definition, requestContext(request).locale)),
  );
  void scope.register(async (child) => {
    await child.register(multipart, {
      limits: { fileSize: XLSX_IMPORT_MAX_BYTES, files: IMPORT_FILES_MAX, fields: 10, fieldSize: 1_000 },
    });
    child.post(
      `${definition.basePath}/importExcel`,
      {
        schema: {
          tags: [definition.name],
          consumes: ['multipart/form-data'],
          response: { 200: envelopeOf(importResultSchema) },
        },
        config: { access },
      },
      async (request) => {
        const ctx = requestContext(request);
        if (!request.isMultipart()) throw new AppError(400, ErrorKey.importNoFile);
        const folder = await mkdtemp(join(tmpdir(), 'mall-import-'));
        const errors = new ErrorSheet(reasonTitle(ctx));
        const tally: ImportTally = { total: 0, saved: 0, failed: 0 };
        // The whole request is received (its files on disk) before any row is read: a long import must
        // not hold the request open past the server's request timeout.
        const files: { path: string; name: string; kind: SheetKind }[] = [];
        try {
          try {
            for await (const part of request.parts()) {
              if (part.type !== 'file') continue;
              if (!FILE_FIELDS.has(part.fieldname)) throw new AppError(400, ErrorKey.badRequest);
              const path = join(folder, String(files.length + 1));
              await pipeline(part.file, createWriteStream(path));
              if (part.file.truncated) {
                throw new AppError(413, ErrorKey.importTooLarge, {
                  params: { mb: XLSX_IMPORT_MAX_BYTES / MB },
                });
              }
              files.push({ path, name: part.filename, kind: await kindOf(path, part.filename) });
            }
          } catch (error) {
            if (error instanceof child.multipartErrors.FilesLimitError)
              throw new AppError(400, ErrorKey.badRequest);
            throw error;
          }
          for (const file of files) {
            const rows = sheetRows(file.path, file.kind, file.name);
            const one = await importRows(ctx, definition, service, importer, rows, file.name, errors);
            tally.total += one.total;
            tally.saved += one.saved;
            tally.failed += one.failed;
          }
        } finally {
          await rm(folder, { recursive: true, force: true });
        }
        if (files.length === 0) throw new AppError(400, ErrorKey.importNoFile);
        // What the import wrote is planned well from the first query after it (an export, a list page).
        // Statistics are the table's, no tenant's, and only its owner may gather them: the owner's database.
        if (tally.saved > 0) await analyzeTables(request.server.db, importer.writes);
        const content = await errors.finish();
        if (!content) {
          const result = resultOf(ctx, tally);
          return { ...ok(request, result, SuccessKey.importDone), message: result.msg };
        }
        const name = await child.importErrorFiles.keep(ctx.user, content);
        const result: ImportResult = {
          ...resultOf(ctx, tally),
          fileUrl: `/sys/common/importError/${name}`,
          fileName: name,
        };
        return {
          ...ok(request, result, SuccessKey.importPartial),
          code: IMPORT_PARTIAL_CODE,
        };
      },
    );
  });
}

/** The kind of an uploaded spreadsheet by its name and its first bytes; an .xls over its cap is refused. */
async function kindOf(path: string, fileName: string): Promise<SheetKind> {
  const handle = await open(path, 'r');
  const head = Buffer.alloc(8);
  try {
    await handle.read(head, 0, 8, 0);
  } finally {
    await handle.close();
  }
  const kind = isImportFileName(fileName) ? sheetKindOf(head) : null;
  if (!kind) throw new AppError(400, ErrorKey.importBadType);
  if (kind === 'xls' && (await stat(path)).size > XLS_IMPORT_MAX_BYTES) {
    throw new AppError(413, ErrorKey.importXlsTooLarge, { params: { mb: XLS_IMPORT_MAX_BYTES / MB } });
  }
  return kind;
}

function resultOf(ctx: RequestContext, tally: ImportTally) {
  return {
    totalCount: tally.total,
    successCount: tally.saved,
    errorCount: tally.failed,
    msg:
      tally.failed === 0
        ? translate(ctx.locale, SuccessKey.importDone, { total: tally.total })
        : translate(ctx.locale, SuccessKey.importSummary, {
            total: tally.total,
            saved: tally.saved,
            failed: tally.failed,
          }),
  };
}
