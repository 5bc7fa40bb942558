import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

/**
 * The repository's own eslint.config.js, plus `import-x/no-unresolved`: an allowed import only proves
 * something when it resolves, so a case that lints clean because its import went nowhere fails instead.
 */
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { rules: { 'import-x/no-unresolved': 'error' } },
});

/** Lints `code` as if it were the file `path` (relative to the repository root); nothing is written to disk. */
async function problemsOf(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return (result?.messages ?? []).map((m) => ({ ruleId: m.ruleId, message: m.message }));
}

const importing = (specifier: string) =>
  `import * as imported from '${specifier}';\nexport const used = imported;\n`;

interface Boundary {
  rule: string;
  file: string;
  forbidden: string;
  allowed: string;
  ruleId: string;
  message: string;
}

const boundaries: Boundary[] = [
  {
    rule: 'a feature imports another feature through a relative path',
    file: 'apps/web/src/features/mall/hooks/boundary-fixture.ts',
    forbidden: '../../system/api/user-api',
    allowed: '../api/mall-home-api',
    ruleId: 'import-x/no-restricted-paths',
    message: 'A feature may not import another feature',
  },
  {
    rule: 'a feature imports app/',
    file: 'apps/web/src/features/mall/hooks/boundary-fixture.ts',
    forbidden: '../../../app/router',
    allowed: '../../../widgets/back-to-top/BackToTop',
    ruleId: 'import-x/no-restricted-paths',
    message: 'Features may not import from app/',
  },
  {
    rule: 'a widget imports a feature',
    file: 'apps/web/src/widgets/back-to-top/boundary-fixture.ts',
    forbidden: '../../features/mall/api/mall-home-api',
    allowed: '../../lib/http',
    ruleId: 'import-x/no-restricted-paths',
    message: 'Widgets may not import from app/ or features/',
  },
  {
    rule: 'a widget imports app/',
    file: 'apps/web/src/widgets/back-to-top/boundary-fixture.ts',
    forbidden: '../../app/router',
    allowed: '@mall/shared',
    ruleId: 'import-x/no-restricted-paths',
    message: 'Widgets may not import from app/ or features/',
  },
  {
    rule: 'lib/ imports a feature',
    file: 'apps/web/src/lib/boundary-fixture.ts',
    forbidden: '../features/mall/api/mall-home-api',
    allowed: './http',
    ruleId: 'import-x/no-restricted-paths',
    message: 'lib/ may not import from app/, features/ or widgets/',
  },
  {
    rule: 'lib/ imports a widget',
    file: 'apps/web/src/lib/permissions/boundary-fixture.ts',
    forbidden: '../../widgets/back-to-top/BackToTop',
    allowed: '@mall/shared',
    ruleId: 'import-x/no-restricted-paths',
    message: 'lib/ may not import from app/, features/ or widgets/',
  },
  {
    rule: 'react-router-dom inside a feature',
    file: 'apps/web/src/features/mall/pages/BoundaryFixture.tsx',
    forbidden: 'react-router-dom',
    allowed: 'react-router',
    ruleId: 'no-restricted-imports',
    message: "Import from 'react-router'",
  },
  {
    rule: 'react-router-dom in app/',
    file: 'apps/web/src/app/boundary-fixture.ts',
    forbidden: 'react-router-dom',
    allowed: '../features/mall/api/mall-home-api',
    ruleId: 'no-restricted-imports',
    message: "Import from 'react-router'",
  },
  {
    rule: 'the web app imports server code',
    file: 'apps/web/src/lib/boundary-fixture.ts',
    forbidden: '../../../server/src/platform/http/list',
    allowed: '../../../../packages/shared/src/paging',
    ruleId: 'import-x/no-restricted-paths',
    message: 'The web app may not import server code',
  },
  {
    rule: 'the server imports web code',
    file: 'apps/server/src/platform/boundary-fixture.ts',
    forbidden: '../../../web/src/lib/http',
    allowed: '@mall/shared',
    ruleId: 'import-x/no-restricted-paths',
    message: 'The server may not import web code',
  },
  {
    rule: "a server module imports another module's routes",
    file: 'apps/server/src/modules/auth/boundary-fixture.ts',
    forbidden: '../user/routes',
    allowed: '../user/service',
    ruleId: 'import-x/no-restricted-paths',
    message: 'Call another module through its public API',
  },
  {
    rule: "a server module reads another module's tables",
    file: 'apps/server/src/modules/position/boundary-fixture.ts',
    forbidden: '../user/schema',
    allowed: '../user/queries',
    ruleId: 'import-x/no-restricted-paths',
    message: 'Call another module through its public API',
  },
  {
    // No module file keeps an allowance for another module's tables, the long-standing ones included.
    rule: "the tenant administration reads the user module's tables",
    file: 'apps/server/src/modules/tenant/admin.ts',
    forbidden: '../user/schema',
    allowed: '../user/queries',
    ruleId: 'import-x/no-restricted-paths',
    message: 'Call another module through its public API',
  },
  {
    rule: "a server module test imports another module's routes",
    file: 'apps/server/src/modules/catalogue/boundary-fixture.test.ts',
    forbidden: '../user/routes',
    allowed: '../../test/tables',
    ruleId: 'import-x/no-restricted-paths',
    message: 'Call another module through its public API',
  },
  {
    rule: 'platform/ imports a module (relative path)',
    file: 'apps/server/src/platform/http/boundary-fixture.ts',
    forbidden: '../../modules/user/service',
    allowed: '#platform/db/client',
    ruleId: 'import-x/no-restricted-paths',
    message: 'platform/ may not import from modules/',
  },
  {
    rule: 'packages/shared imports a framework',
    file: 'packages/shared/src/boundary-fixture.ts',
    forbidden: 'react',
    allowed: 'zod',
    ruleId: 'no-restricted-imports',
    message: 'packages/shared holds no framework code',
  },
  {
    rule: 'packages/shared imports ORM code',
    file: 'packages/shared/src/boundary-fixture.ts',
    forbidden: 'drizzle-orm/pg-core',
    allowed: './money',
    ruleId: 'no-restricted-imports',
    message: 'packages/shared holds no framework code',
  },
  {
    rule: 'packages/shared imports an app',
    file: 'packages/shared/src/boundary-fixture.ts',
    forbidden: '../../../apps/web/src/lib/http',
    allowed: './paging',
    ruleId: 'import-x/no-restricted-paths',
    message: 'packages/shared may not import from the apps',
  },
];

describe('import boundaries (checked on the resolved file)', () => {
  it.each([
    ['a lazy import()', "export const load = () => import('../../system/pages/UserListPage');\n"],
    ['a re-export', "export { pages } from '../../system/pages';\n"],
    [
      'a type-only import',
      "import type { pages } from '../../system/pages';\nexport type Pages = typeof pages;\n",
    ],
  ])('blocks a feature reaching another feature through %s', async (_form, code) => {
    const problems = await problemsOf('apps/web/src/features/mall/hooks/boundary-fixture.ts', code);
    expect(problems).toEqual([
      {
        ruleId: 'import-x/no-restricted-paths',
        message: expect.stringContaining('A feature may not import another feature'),
      },
    ]);
  });

  it.each(boundaries)('blocks: $rule', async ({ file, forbidden, ruleId, message }) => {
    // react-router-dom is not installed, so its import is also unresolved: only the boundary report matters here.
    const problems = (await problemsOf(file, importing(forbidden))).filter(
      (p) => p.ruleId !== 'import-x/no-unresolved',
    );
    expect(problems).toEqual([{ ruleId, message: expect.stringContaining(message) }]);
  });

  it.each(boundaries)('allows the neighbouring import: $rule', async ({ file, allowed }) => {
    expect(await problemsOf(file, importing(allowed))).toEqual([]);
  });
});

describe('the first pages stay light', () => {
  const antdImport = (names: string) => `import { ${names} } from 'antd';\nexport const used = [${names}];\n`;

  it.each([
    ['apps/web/src/features/mall/pages/BoundaryFixture.tsx', 'Pagination'],
    ['apps/web/src/features/mall/components/BoundaryFixture.tsx', 'Radio'],
    ['apps/web/src/app/layouts/user/BoundaryFixture.tsx', 'Card'],
    ['apps/web/src/app/layouts/mall/BoundaryFixture.tsx', 'Modal'],
  ])('refuses a heavy antd component in %s (%s)', async (file, name) => {
    expect(await problemsOf(file, antdImport(`Button, ${name}`))).toEqual([
      { ruleId: 'no-restricted-imports', message: expect.stringContaining('Too heavy for the first pages') },
    ]);
  });

  it('still refuses react-router-dom there, and allows light antd components', async () => {
    const file = 'apps/web/src/features/mall/pages/BoundaryFixture.tsx';
    const routerDom = (await problemsOf(file, importing('react-router-dom'))).filter(
      (p) => p.ruleId !== 'import-x/no-unresolved',
    );
    expect(routerDom).toEqual([
      { ruleId: 'no-restricted-imports', message: expect.stringContaining("Import from 'react-router'") },
    ]);
    expect(await problemsOf(file, antdImport('Button, Empty, Input, Skeleton'))).toEqual([]);
  });

  it('leaves the admin pages their antd components', async () => {
    expect(
      await problemsOf(
        'apps/web/src/features/system/pages/BoundaryFixture.tsx',
        antdImport('Pagination, Modal'),
      ),
    ).toEqual([]);
  });
});

describe('tenant scoping goes through platform/tenancy', () => {
  const file = 'apps/server/src/modules/cart/tenant-fixture.ts';
  const withImports = (body: string) =>
    "import { eq, inArray, ne, sql } from 'drizzle-orm';\n" +
    "import { inTenant, sameTenant, tenantScope } from '#platform/tenancy';\n" +
    "import { mallCartItem } from './schema';\n" +
    'const ctx = { tenantId: "t" };\n' +
    `export const used = [eq, inArray, ne, sql, inTenant, sameTenant, tenantScope, ctx, mallCartItem, ${body}];\n`;

  it.each([
    ['eq on a tenantId column', 'eq(mallCartItem.tenantId, ctx.tenantId)'],
    ['ne on a tenantId column', 'ne(mallCartItem.tenantId, ctx.tenantId)'],
    ['inArray on a tenantId column', "inArray(mallCartItem.tenantId, ['a', 'b'])"],
    ['eq with the tenantId column second', "eq('t', mallCartItem.tenantId)"],
    ['tenant_id compared in raw sql', 'sql`c.tenant_id = ${ctx.tenantId}`'],
    ['a tenantId column compared in sql', 'sql`${mallCartItem.tenantId} = ${ctx.tenantId}`'],
  ])('refuses %s in a module', async (_form, expression) => {
    expect(await problemsOf(file, withImports(expression))).toEqual([
      { ruleId: 'mall/tenant-scope', message: expect.stringContaining('#platform/tenancy') },
    ]);
  });

  it.each([
    ['inTenant', 'inTenant(mallCartItem.tenantId, ctx.tenantId)'],
    ['tenantScope', 'tenantScope(ctx, mallCartItem)'],
    ['sameTenant', 'sameTenant(mallCartItem.tenantId, mallCartItem.tenantId)'],
    ['a tenantId column selected in sql', "sql`${mallCartItem.tenantId} || ':'`"],
    ['eq on another column', 'eq(mallCartItem.userId, ctx.tenantId)'],
  ])('allows %s', async (_form, expression) => {
    expect(await problemsOf(file, withImports(expression))).toEqual([]);
  });

  it('leaves module tests free to check rows by tenant', async () => {
    const test = 'apps/server/src/modules/cart/tenant-fixture.test.ts';
    expect(await problemsOf(test, withImports('eq(mallCartItem.tenantId, ctx.tenantId)'))).toEqual([]);
  });
});
