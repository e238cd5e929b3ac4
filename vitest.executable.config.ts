import { defineConfig } from 'vitest/config';

// The built executable's own suite: `npm run build:binary` first (scripts/test-all.ts does both).
export default defineConfig({
  test: {
    include: ['server/test/executable/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    pool: 'forks',
  },
});
