import { readdirSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import mall from './tools/eslint/tenant-scope.js';

const root = import.meta.dirname;
/** Absolute path (or glob) inside the repository: boundaries compare resolved files, wherever eslint runs from. */
const at = (...parts) => resolve(root, ...parts);
const web = (path) => at('apps/web/src', path);
const server = (path) => at('apps/server/src', path);

const dirsOf = (path) =>
  existsSync(path)
    ? readdirSync(path, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

/**
 * Import boundaries, checked on the file an import resolves to (so `../../system/api/user-api`,
 * `#platform/...` and `@mall/shared` are all judged by where they land).
 * Web layers depend downwards only: app → features → widgets → lib.
 * Server: platform/ never depends on modules/. A module owns its tables: another module reaches it only
 * through its public API, `service.ts` (what it does) and `queries.ts` (the named reads and writes of its
 * tables that others need). The one exception is schema.ts → schema.ts, so that drizzle foreign keys can
 * reference another module's table. Outside modules/: test fixtures (apps/server/src/test/) and the base
 * data seed (db/seed/, the owner of base data across modules) import schemas directly.
 */
const MODULE_API = [server('modules/*/service.ts'), server('modules/*/queries.ts')];

const boundaryZones = [
  ...dirsOf(web('features')).map((feature) => ({
    target: web(`features/${feature}/**`),
    from: web(`features/!(${feature})/**`),
    message: 'A feature may not import another feature: move the shared part to widgets/ or lib/.',
  })),
  {
    target: web('features/**'),
    from: web('app/**'),
    message: 'Features may not import from app/ (dependencies run app → features → widgets → lib).',
  },
  {
    target: web('widgets/**'),
    from: [web('app/**'), web('features/**')],
    message:
      'Widgets may not import from app/ or features/ (dependencies run app → features → widgets → lib).',
  },
  {
    target: web('lib/**'),
    from: [web('app/**'), web('features/**'), web('widgets/**')],
    message:
      'lib/ may not import from app/, features/ or widgets/ (dependencies run app → features → widgets → lib).',
  },
  {
    target: at('packages/shared/**'),
    from: at('apps/**'),
    message: 'packages/shared may not import from the apps: the apps depend on it, not the other way round.',
  },
  {
    target: at('apps/web/**'),
    from: at('apps/server/**'),
    message: 'The web app may not import server code: what both sides need lives in packages/shared.',
  },
  {
    target: at('apps/server/**'),
    from: at('apps/web/**'),
    message: 'The server may not import web code: what both sides need lives in packages/shared.',
  },
  {
    target: server('platform/**'),
    from: server('modules/**'),
    message:
      'platform/ may not import from modules/: modules build on the platform, not the other way round.',
  },
  ...dirsOf(server('modules')).flatMap((mod) => [
    {
      target: [server(`modules/${mod}/!(schema).ts`), server(`modules/${mod}/*/**`)],
      from: server(`modules/!(${mod})/**`),
      except: MODULE_API,
      message:
        'Call another module through its public API (service.ts, queries.ts), not its tables, routes, messages or internals.',
    },
    {
      target: server(`modules/${mod}/schema.ts`),
      from: server(`modules/!(${mod})/**`),
      except: [...MODULE_API, server('modules/*/schema.ts')],
      message:
        "A module's schema.ts references another module's tables (foreign keys) and nothing else of it.",
    },
  ]),
];

/** What no web file imports (by import text). */
const webRestrictedImports = {
  paths: [{ name: 'react-router-dom', message: "Import from 'react-router'." }],
  patterns: [{ regex: '^react-router-dom/', message: "Import from 'react-router'." }],
};

/** antd components the first pages (mall, login frame) do without. */
const HEAVY_FOR_FIRST_PAGES = [
  'Alert',
  'App',
  'Card',
  'Form',
  'Modal',
  'Pagination',
  'Radio',
  'Select',
  'Table',
  'Tabs',
  'Typography',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      'data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            at('packages/shared/tsconfig.json'),
            at('apps/server/tsconfig.json'),
            at('apps/web/tsconfig.json'),
            at('e2e/tsconfig.json'),
            at('bench/tsconfig.json'),
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-eval': 'error',
      'no-new-func': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
    },
  },
  // `no-restricted-imports` (import text, for bare package names): a later config object setting the rule
  // replaces it rather than adding to it, so the first pages' object below repeats the web-wide paths.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', webRestrictedImports],
      'no-restricted-syntax': [
        'error',
        {
          // antd puts every rendered dialog and drawer on its Escape stack, hidden or not: a forceRender one
          // mounted after a visible dialog takes Escape from it.
          selector: 'JSXOpeningElement[name.name=/^(Modal|Drawer)$/] > JSXAttribute[name.name="forceRender"]',
          message:
            "forceRender keeps a hidden dialog on antd's Escape stack, so Escape stops closing the dialogs below it.",
        },
      ],
    },
  },
  // The buyer's pages and the login frame load at most 300 KB of script on a first visit: antd's components
  // that bring its form library, selects, tabs, menus or dialogs stay out of them (native or light stand-ins
  // exist: widgets/pager, widgets/choice-group, widgets/tabs, lib/feedback).
  {
    files: [
      'apps/web/src/features/mall/**/*.{ts,tsx}',
      'apps/web/src/app/layouts/mall/**/*.{ts,tsx}',
      'apps/web/src/app/layouts/user/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...webRestrictedImports,
          paths: [
            ...webRestrictedImports.paths,
            {
              name: 'antd',
              importNames: HEAVY_FOR_FIRST_PAGES,
              message: 'Too heavy for the first pages (their budget is 300 KB): use the light widget.',
            },
          ],
        },
      ],
    },
  },
  // Tenant scoping lives in platform/tenancy.ts; a module's product code never filters tenant_id by hand.
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { mall },
    rules: { 'mall/tenant-scope': 'error' },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(react|react-dom|antd|fastify|drizzle-orm|pg)(/|$)|^@(ant-design|fastify)/',
              message: 'packages/shared holds no framework code (react, antd, fastify, drizzle-orm, pg).',
            },
          ],
        },
      ],
    },
  },
);
