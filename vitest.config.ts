import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];

/** Pure rules, the web app's components, and the API on PGlite — and on PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      {
        extends: './apps/web/vite.config.ts',
        test: { name: 'web', root: './apps/web', include: ['src/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
      },
      {
        test: {
          name: 'api-pglite',
          include: serverTests,
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup-pglite.ts'],
          env: { DB_KIND: 'pglite' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'api-postgres',
                include: serverTests,
                // The seed and the command line are exercised on PGlite; the API routes on both databases.
                exclude: ['apps/server/src/seed/**', 'apps/server/src/cli/**'],
                environment: 'node' as const,
                globalSetup: ['apps/server/test/global-setup-postgres.ts'],
                env: { DB_KIND: 'postgres' },
                testTimeout: 60_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
  },
});
