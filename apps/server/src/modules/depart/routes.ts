import {
  currentUserDepartsSchema,
  departAddSchema,
  departEditSchema,
  departIdQuerySchema,
  departIdsQuerySchema,
  departListAllQuerySchema,
  departListQuerySchema,
  departRecordSchema,
  departSearchRequestSchema,
  departSummaryListSchema,
  departTreeChildrenQuerySchema,
  departTreeRootQuerySchema,
  departTreeSchema,
  pageResultOf,
  Permission,
  selectDepartRequestSchema,
  selectDepartResultSchema,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '#platform/context';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { registerMessages } from '#platform/i18n/translate';
import {
  addDepartment,
  deleteDepartments,
  departTree,
  departTreeChildren,
  departTreeRoots,
  editDepartment,
  exportDeparts,
  getDepart,
  listAllDeparts,
  listDeparts,
  searchDeparts,
} from './admin';
import { departMessages } from './messages';
import { currentUserDeparts, selectDepart } from './service';

const tags = ['depart'];
const recordEnvelope = envelopeOf(departRecordSchema);
const treeEnvelope = envelopeOf(departTreeSchema);
const batchEnvelope = envelopeOf(z.object({ count: z.number().int() }));
// loose: unknown keys reach the list helper, which answers them with error.filterNotAllowed.
const listQuery = departListQuerySchema.loose();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const departRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessages(departMessages);
  app.post(
    '/sys/selectDepart',
    {
      schema: {
        tags,
        body: selectDepartRequestSchema,
        response: { 200: envelopeOf(selectDepartResultSchema) },
      },
      config: { access: 'session' },
    },
    async (request) => ok(request, await selectDepart(requestContext(request), request.body)),
  );

  app.get(
    '/sys/user/getCurrentUserDeparts',
    {
      schema: { tags, response: { 200: envelopeOf(currentUserDepartsSchema) } },
      config: { access: 'session' },
    },
    async (request) => ok(request, await currentUserDeparts(requestContext(request))),
  );

  // The tree and the pickers read the acting tenant's departments for the staff's forms with a department
  // field: staff only (a customer has no business with the organisation). Changes need the department
  // permissions.
  app.get(
    '/sys/sysDepart/queryTreeList',
    { schema: { tags, response: { 200: treeEnvelope } }, config: { access: 'staff' } },
    async (request) => ok(request, await departTree(requestContext(request))),
  );

  app.get(
    '/sys/sysDepart/loadTreeRoot',
    {
      schema: { tags, querystring: departTreeRootQuerySchema, response: { 200: treeEnvelope } },
      config: { access: 'staff' },
    },
    async (request) => ok(request, await departTreeRoots(requestContext(request), request.query.async)),
  );

  app.get(
    '/sys/sysDepart/loadTreeChildren',
    {
      schema: { tags, querystring: departTreeChildrenQuerySchema, response: { 200: treeEnvelope } },
      config: { access: 'staff' },
    },
    async (request) => ok(request, await departTreeChildren(requestContext(request), request.query.pid)),
  );

  app.get(
    '/sys/sysDepart/listAll',
    {
      schema: {
        tags,
        querystring: departListAllQuerySchema,
        response: { 200: envelopeOf(departSummaryListSchema) },
      },
      config: { access: 'staff' },
    },
    async (request) => ok(request, await listAllDeparts(requestContext(request), request.query.id)),
  );

  app.post(
    '/sys/sysDepart/searchDeparts',
    {
      schema: { tags, body: departSearchRequestSchema, response: { 200: treeEnvelope } },
      config: { access: 'staff' },
    },
    async (request) => ok(request, await searchDeparts(requestContext(request), request.body.searchValue)),
  );

  app.get(
    '/sys/sysDepart/list',
    {
      schema: {
        tags,
        querystring: listQuery,
        response: { 200: envelopeOf(pageResultOf(departRecordSchema)) },
      },
      config: { access: Permission.departList },
    },
    async (request) => ok(request, await listDeparts(requestContext(request), request.query)),
  );

  app.get(
    '/sys/sysDepart/queryById',
    {
      schema: { tags, querystring: departIdQuerySchema, response: { 200: recordEnvelope } },
      config: { access: Permission.departList },
    },
    async (request) => ok(request, await getDepart(requestContext(request), request.query.id)),
  );

  app.post(
    '/sys/sysDepart/add',
    {
      schema: { tags, body: departAddSchema, response: { 200: recordEnvelope } },
      config: { access: Permission.departAdd },
    },
    async (request) => ok(request, await addDepartment(requestContext(request), request.body)),
  );

  app.put(
    '/sys/sysDepart/edit',
    {
      schema: { tags, body: departEditSchema, response: { 200: recordEnvelope } },
      config: { access: Permission.departEdit },
    },
    async (request) => ok(request, await editDepartment(requestContext(request), request.body)),
  );

  app.delete(
    '/sys/sysDepart/delete',
    {
      schema: { tags, querystring: departIdQuerySchema, response: { 200: batchEnvelope } },
      config: { access: Permission.departDelete },
    },
    async (request) =>
      ok(request, { count: await deleteDepartments(requestContext(request), [request.query.id]) }),
  );

  app.delete(
    '/sys/sysDepart/deleteBatch',
    {
      schema: { tags, querystring: departIdsQuerySchema, response: { 200: batchEnvelope } },
      config: { access: Permission.departDelete },
    },
    async (request) =>
      ok(request, { count: await deleteDepartments(requestContext(request), request.query.ids) }),
  );

  app.get(
    '/sys/sysDepart/exportXls',
    {
      schema: {
        tags,
        querystring: listQuery,
        produces: [XLSX],
        // The answer is the file itself, not an envelope.
        response: { 200: z.instanceof(Buffer).describe('xlsx file') },
      },
      config: { access: Permission.departList },
    },
    async (request, reply) => {
      const file = await exportDeparts(requestContext(request), request.query);
      return reply
        .header('Content-Type', XLSX)
        .header(
          'Content-Disposition',
          `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .send(file.content);
    },
  );
};
