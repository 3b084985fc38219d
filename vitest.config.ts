import { defineConfig } from 'vitest/config';

// Two projects: pure logic ("unit") and HTTP-level tests through app.inject() ("api").
// `npm run test:api` runs the api project alone, which .ci/run repeats against PostgreSQL.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['contract/**/*.test.ts', 'web/**/*.test.ts', 'server/**/*.unit.test.ts', 'eslint/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/**/*.test.ts'],
          exclude: ['server/**/*.unit.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
