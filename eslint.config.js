import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const dirsOf = (path) =>
  existsSync(path)
    ? readdirSync(path, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

/** A web feature may not import another feature (DESIGN.md §2). */
const featureBoundaries = dirsOf('apps/web/src/features').map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `(^|/)features/(?!${feature}(/|$))`,
            message: 'A feature may not import another feature: move the shared part to widgets/ or lib/.',
          },
          {
            regex: '(^|/)app/',
            message: 'Features may not import from app/ (dependency runs app → features).',
          },
        ],
      },
    ],
  },
}));

/** A server module reaches another module only through its service (DESIGN.md §2). */
const moduleBoundaries = dirsOf('apps/server/src/modules').map((mod) => ({
  files: [`apps/server/src/modules/${mod}/**/*.ts`],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^\\.\\./(?!${mod}/|\\.\\./)[^/]+/(?!(service|schema)$).+`,
            message:
              'Call another module through its service (or reference its tables via schema), not its routes or internals.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-router-dom', message: "Import from 'react-router'." }] },
      ],
    },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(react|antd|fastify|drizzle-orm|pg)', message: 'shared holds no framework code.' },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  ...moduleBoundaries,
);
