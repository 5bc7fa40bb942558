import { dictTextOf, positionEntity } from '@mall/shared';
import { importCell, tableService, type EntityImporter } from '#platform/admin-kit';
import { AppError } from '#platform/http/app-error';
import { liveUserIds } from '../user/queries';
import { holdersOfPositions } from './queries';
import { sysPosition } from './schema';

/** The positions of the caller's tenant: the kit's table service, codes unique in the tenant. */
export const positionService = tableService(positionEntity, {
  table: sysPosition,
  toRecord: (row, ctx) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    nameEn: row.nameEn,
    postRank: row.postRank,
    postRank_dictText: dictTextOf(positionEntity.fields.postRank, row.postRank, ctx.locale),
    postLevel: row.postLevel,
    memo: row.memo,
    createTime: row.createTime.toISOString(),
    version: row.version,
  }),
  uniqueMessages: { code: 'position.codeTaken' },
  // A position a live user holds stays until nobody does: deleting it would silently change their
  // address-book entry and forms. The links of deleted users go with the position.
  async beforeDelete(ctx, ids, tx) {
    const holders = await liveUserIds(tx, await holdersOfPositions(tx, ctx.tenantId, ids));
    if (holders.length > 0)
      throw new AppError(400, 'position.heldByUsers', { params: { count: holders.length } });
  },
});

/** A positions sheet (as the export writes it): code, names, rank (its text or code), level and notes. */
export const positionImporter: EntityImporter = {
  writes: [sysPosition],
  toForm([row]) {
    const cells = row ?? {};
    return {
      code: importCell.text(cells.code),
      name: importCell.text(cells.name),
      nameEn: importCell.optionalText(cells.nameEn) ?? undefined,
      postRank: importCell.dictCode(cells.postRank, positionEntity.fields.postRank.options),
      postLevel: importCell.number(cells.postLevel),
      memo: importCell.optionalText(cells.memo),
    };
  },
};
