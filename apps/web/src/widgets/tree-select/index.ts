/**
 * `DictTreeSelect dict="sys_category,name,id"`: a tree select over a tree the server registers
 * (`/sys/dict/loadTreeData`), levels loaded on expansion, single or `multiple` (comma-joined); a `condition`
 * must be a JSON object string or the widget says so and loads nothing.
 */
export { DictTreeSelect, type DictTreeSelectProps } from './DictTreeSelect';
export { loadDictTreeLevel, parseCondition, type DictTreeSource } from './dict-tree-api';
