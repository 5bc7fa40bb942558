// What the worker threads run (see platform/workers/pool.ts): each export is one kind of task.
export { readSheet } from './platform/files/sheet-read-task';
export { checkRule } from './modules/check-rule/check';
