/**
 * `mall/tenant-scope`: a module scopes rows to a tenant only through platform/tenancy.ts (inTenant,
 * tenantScope, inTenants, outsideTenant, sameTenant, aliasInTenant, aliasesInSameTenant). Refused by hand:
 * - `eq(x.tenantId, …)`, `ne(x.tenantId, …)`, `inArray(x.tenantId, …)`, and the column written second
 *   (`eq(id, x.tenantId)`); a request's own tenant id (`ctx.tenantId`) as the value is not a column;
 * - in a sql`` template, a `tenant_id` compared in the text (`p.tenant_id = ${id}`), or an interpolated
 *   `${x.tenantId}` next to a comparison (`${t.tenantId} = ${id}`).
 */
const COMPARISONS = new Set(['eq', 'ne', 'inArray']);
const COMPARED_IN_TEXT = /\btenant_id\s*(=|<>|!=|\bin\b)|(=|<>|!=|\bin)\s*[\w.]*tenant_id\b/i;
const OPERATOR_AFTER = /^\s*(=|<>|!=|in\b)/i;
const OPERATOR_BEFORE = /(=|<>|!=|\bin)\s*$/i;
const MESSAGE =
  'Scope tenant rows through #platform/tenancy (inTenant, tenantScope, inTenants, outsideTenant, sameTenant, aliasInTenant), not by hand.';

const isTenantColumn = (node) =>
  node?.type === 'MemberExpression' &&
  !node.computed &&
  node.property.type === 'Identifier' &&
  node.property.name === 'tenantId';

/** The caller's tenant id (`ctx.tenantId`, `context.tenantId`), a value rather than a table's column. */
const isRequestTenant = (node) =>
  isTenantColumn(node) && node.object.type === 'Identifier' && /^(ctx|context)$/i.test(node.object.name);

const calleeName = (callee) =>
  callee.type === 'Identifier'
    ? callee.name
    : callee.type === 'MemberExpression' && !callee.computed
      ? callee.property.name
      : null;

export const tenantScopeRule = {
  meta: { type: 'problem', docs: { description: 'Tenant filters go through platform/tenancy.' }, schema: [] },
  create(context) {
    return {
      CallExpression(node) {
        if (!COMPARISONS.has(calleeName(node.callee))) return;
        const [first, second] = node.arguments;
        const secondIsColumn = isTenantColumn(second) && !isRequestTenant(second);
        if (isTenantColumn(first) || secondIsColumn) context.report({ node, message: MESSAGE });
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
        const { quasis, expressions } = node.quasi;
        const byHand =
          quasis.some((q) => COMPARED_IN_TEXT.test(q.value.raw)) ||
          expressions.some(
            (e, i) =>
              isTenantColumn(e) &&
              (OPERATOR_AFTER.test(quasis[i + 1].value.raw) || OPERATOR_BEFORE.test(quasis[i].value.raw)),
          );
        if (byHand) context.report({ node, message: MESSAGE });
      },
    };
  },
};

export default { rules: { 'tenant-scope': tenantScopeRule } };
