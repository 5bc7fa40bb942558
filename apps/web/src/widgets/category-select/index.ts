/**
 * Category inputs (antd form controls storing a category id).
 *
 * - `CategoryTreeSelect`: the tree, each level loaded on expansion; `pcode` starts below that category
 *   code, `condition` (whitelisted fields: code, hasChild) narrows the first level and is sent as the
 *   JSON string the server requires.
 * - `CategorySelect`: one level as a flat select.
 * - `loadTreeRoot`, `loadTreeChildren`, `loadTreeData`, `loadCategoryNames`: the calls behind them.
 *
 * Names come in the current language; the query keys include it, so a language switch reloads them.
 */
export { CategorySelect, CategoryTreeSelect } from './CategorySelect';
export {
  conditionParam,
  loadCategoryNames,
  loadTreeChildren,
  loadTreeData,
  loadTreeRoot,
  toSimpleNodes,
} from './category-api';
