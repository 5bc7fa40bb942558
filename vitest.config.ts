import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One `vitest run` for every unit and API test. The server's API tests run on the embedded PGlite,
 * and a second time on a real PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
 */
const serverProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts'],
    env: { TEST_DB: db },
    // Each test app starts from a copy of one database migrated and seeded before the files run.
    globalSetup: ['./src/test/seeded-template.ts'],
    // The server's test files share a worker's loaded modules instead of loading the whole server
    // again for each file: each file builds its own app on its own database, and none mocks a module.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // One test file per core (vitest's default leaves one core free): the files wait on databases and
    // timers much of the time, and on two cores two workers took the run from about 340 to 230 seconds.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'] } },
      serverProject('server:pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server:postgres', 'postgres')] : []),
      './apps/web/vitest.config.ts',
      // The web app's build plugins run in Node, as the build runs them.
      {
        test: { name: 'web:build', root: './apps/web', include: ['build/**/*.test.ts'], testTimeout: 30_000 },
      },
      { test: { name: 'tools', root: './tools', include: ['**/*.test.ts'], testTimeout: 60_000 } },
    ],
  },
});
