import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['shared/src/**/*.test.ts', 'server/src/**/*.test.ts', 'server/test/**/*.test.ts', 'lint/**/*.test.ts', 'client/src/**/*.test.ts', 'client/src/**/*.test.tsx', 'client/build/**/*.test.ts', 'deploy/**/*.test.ts', 'docs/**/*.test.ts'],
    // The executable's suite needs dist/acolhe built: vitest.executable.config.ts.
    exclude: [...configDefaults.exclude, 'server/test/executable/**'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
