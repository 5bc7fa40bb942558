import {
  currentUserDepartsSchema,
  departEntity,
  departListAllQuerySchema,
  departSearchQuerySchema,
  departSearchRequestSchema,
  departSummaryListSchema,
  departTreeChildrenQuerySchema,
  departTreeRootQuerySchema,
  departTreeSchema,
  selectDepartRequestSchema,
  selectDepartResultSchema,
  wireNoQuerySchema,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEntityRoutes } from '#platform/admin-kit';
import { requestContext } from '#platform/context';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { registerMessages } from '#platform/i18n/translate';
import { departImporter, departService } from './entity-service';
import { departMessages } from './messages';
import { currentUserDeparts, selectDepart } from './service';
import { departTree, departTreeChildren, departTreeRoots, listAllDeparts, searchDeparts } from './tree';

const tags = ['depart'];
const treeEnvelope = envelopeOf(departTreeSchema);

/**
 * /sys/sysDepart: the acting tenant's departments on the admin kit, with JeecgBoot's tree reads and
 * pickers beside it; the caller's own departments and the switch between them.
 */
export const departRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessages(departMessages);
  registerEntityRoutes(app, departEntity, departService, { importer: departImporter });
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

  // JeecgBoot's department page searches by GET, and its forms' parent pickers read the whole tree.
  app.get(
    '/sys/sysDepart/searchBy',
    {
      schema: { tags, querystring: departSearchQuerySchema, response: { 200: treeEnvelope } },
      config: { access: 'staff' },
    },
    async (request) => ok(request, await searchDeparts(requestContext(request), request.query.keyWord)),
  );

  app.get(
    '/sys/sysDepart/queryIdTree',
    {
      schema: { tags, querystring: wireNoQuerySchema, response: { 200: treeEnvelope } },
      config: { access: 'staff' },
    },
    async (request) => ok(request, await departTree(requestContext(request))),
  );
};
