/**
 * The advanced query of admin lists: `SuperQuery` (the toolbar trigger with its builder dialog) for the
 * fields of an entity's `superQueryFields`; saved queries kept in localStorage per list.
 */
export { SuperQuery, type SuperQueryValue } from './SuperQuery';
export { SAVED_QUERY_PREFIX } from './saved-queries';
