/**
 * What the dictionary module offers its routes and other modules: the options clients read, the
 * administration of dictionaries and items, and the base dictionaries seeded into each tenant.
 */
export {
  dictTexts,
  dictTree,
  getDictItems,
  preloadedDictItems,
  searchDict,
  type DictTreeParams,
} from './dict-options';
export {
  addDict,
  addDictItem,
  deleteDictItems,
  deleteDicts,
  dictImporter,
  dictService,
  editDict,
  editDictItem,
  getDict,
  getDictItem,
  listDictItems,
  listDicts,
  type DictItemListParams,
  type DictListParams,
} from './dict-admin';
export { BASE_DICTIONARIES, seedTenantDictionaries } from './base-dictionaries';
