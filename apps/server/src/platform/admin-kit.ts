/**
 * The admin-entity kit: one definition per entity, the JeecgBoot CRUD routes and export from it.
 *
 * How to put an entity on the kit:
 * 1. In packages/shared/src/<entity>.ts, `export const xEntity = defineEntity({ name, basePath, access,
 *    record, add, edit, versioned, unique, defaultSort, exportTitle, fields })`: each field's zh/en title,
 *    type (dict fields with their options), `filter` ('like' | 'eq'), `sortable`, `exportWidth`.
 *    The list query, id/ids queries and whitelists derive from it; drop the entity's hand-written ones.
 * 2. In the module's service.ts: `export const xService = tableService(xEntity, { table, toRecord })`,
 *    plus `toValues` (stored columns of a form), `serverValues` (columns the server makes, e.g. a code),
 *    `live` (rows that count, e.g. not soft-deleted), `uniqueMessages`, custom `filters`, and hooks
 *    (`beforeAdd`, `beforeEdit`, `beforeDelete`) for entity rules; or spread it and replace a function.
 * 3. In routes.ts: `registerEntityRoutes(app, xEntity, xService)`; entity-specific routes sit beside it.
 *    An entity that imports sets `access.import` and passes `{ importer }` (how its rows become add
 *    forms, with `importCell`); a service may save a batch at once with `importBatch`.
 * 4. On the web: `<AdminListPage entity={xEntity} api=… columns=… form=… />` and `useEntityForm`.
 */
export { entitySheet, exportPages } from './admin-kit/export';
export { jeecgBodyHook } from './admin-kit/jeecg-body';
export { registerEntityRoutes } from './admin-kit/routes';
export type { EntityImporter, ImportCells } from './admin-kit/import';
export * as importCell from './admin-kit/import-cells';
export { refusalReason, saveEach } from './admin-kit/import-reason';
export type { EntityListQuery, EntityService, ExportPage } from './admin-kit/service';
export {
  tableService,
  type EntityTable,
  type TableEntityService,
  type TableServiceOptions,
} from './admin-kit/table-service';
