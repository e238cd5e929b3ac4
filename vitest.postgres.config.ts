import { configDefaults, defineConfig } from 'vitest/config';
import { sqliteOnlySuites } from './server/test/postgres/sqlite-only-suites.ts';

/**
 * The integration suites again, each test server on a PostgreSQL database cloned from a migrated
 * template in a throwaway cluster (server/test/postgres/global-setup.ts). Run by `npm test` when the
 * PostgreSQL binaries are present.
 */
export default defineConfig({
  test: {
    include: ['server/test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, 'server/test/executable/**', ...sqliteOnlySuites],
    globalSetup: ['server/test/postgres/global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
