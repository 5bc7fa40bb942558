import { dictTextOf, positionEntity } from '@mall/shared';
import { importCell, tableService, type EntityImporter } from '#platform/admin-kit';
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
});

/** A positions sheet (as the export writes it): code, names, rank (its text or code), level and notes. */
export const positionImporter: EntityImporter = {
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
