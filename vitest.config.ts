import { defineConfig } from 'vitest/config';

/**
 * The test projects (`docs/ARCHITECTURE.md`, "Tests", says which suite runs where and why):
 * - unit: the pure rules of packages/shared and the server's pure tests (`*.unit.test.ts`), once;
 * - web: the web app's components, once;
 * - api-pglite and api-postgres: every API route through HTTP on a real database.
 *
 * Without TEST_DATABASE_URL every API suite runs on PGlite. With it (CI), the behaviour suites run on
 * PostgreSQL, and PGlite keeps the suites that cover every route on both engines (route inventory,
 * contracts, fuzz) and the ones only the embedded database has (seed, command line);
 * TEST_BOTH_ENGINES=1 runs every API suite on both.
 * - instances (only with TEST_DATABASE_URL): two server processes on one PostgreSQL database behind
 *   HAProxy (`apps/server/test/instances`), its own stage of `npm test`.
 */
const pureServerTests = ['apps/server/src/**/*.unit.test.ts'];
const apiTests = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];
const everyRouteOnBothEngines = [
  'apps/server/test/route-inventory.test.ts',
  'apps/server/test/contracts.test.ts',
  'apps/server/test/fuzz.test.ts',
];
const embeddedOnly = ['apps/server/src/seed/**/*.test.ts', 'apps/server/src/cli/**/*.test.ts'];
const severalInstances = ['apps/server/test/instances/**/*.test.ts'];
const onPostgres = !!process.env.TEST_DATABASE_URL;
const bothEngines = process.env.TEST_BOTH_ENGINES === '1';

/** Two cores: a worker each. PostgreSQL does its share in its own processes, so its suites take a third. */
const CORES = 2;

const apiProject = (name: string, kind: 'pglite' | 'postgres', include: string[], exclude: string[], maxWorkers: number) => ({
  test: {
    name,
    include,
    exclude: [...pureServerTests, ...severalInstances, ...exclude],
    environment: 'node' as const,
    globalSetup: [`apps/server/test/global-setup-${kind}.ts`],
    env: { DB_KIND: kind },
    maxWorkers,
    // One module graph per worker: each file still builds its own app on its own database.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', ...pureServerTests],
          environment: 'node',
          maxWorkers: CORES,
          // Pure functions: one module graph per worker instead of one per file.
          isolate: false,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          maxWorkers: CORES,
          // One module graph per worker; src/testing/setup.ts clears what a test leaves in module state.
          isolate: false,
          setupFiles: ['./src/testing/setup.ts'],
        },
      },
      apiProject('api-pglite', 'pglite', onPostgres && !bothEngines ? [...everyRouteOnBothEngines, ...embeddedOnly] : apiTests, [], CORES),
      ...(onPostgres ? [apiProject('api-postgres', 'postgres', apiTests, embeddedOnly, CORES + 1)] : []),
      ...(onPostgres
        ? [
            {
              test: {
                name: 'instances',
                include: severalInstances,
                environment: 'node' as const,
                // The file starts its own server processes and proxy on a database of its own.
                maxWorkers: 1,
                testTimeout: 120_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
  },
});
