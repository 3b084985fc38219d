import { defineConfig } from 'vitest/config';

// Two projects: pure logic ("unit") and HTTP-level tests through app.inject() ("api").
// `npm run test:api` runs the api project alone, which .ci/run repeats against PostgreSQL.
// A third, "reliability" (reliability/, minutes long), exists only when asked for by name
// (`--project reliability`, as `npm run test:reliability` does), so that `vitest run` and `npm test`
// never run it (RISE_RELIABILITY=1 adds it too).
const wantsReliability = process.env.RISE_RELIABILITY === '1' || process.argv.some((arg) => /(^|=)reliability$/.test(arg));

export default defineConfig({
  test: {
    // Two workers per core: the API and web tests wait on the database, password hashing's threads and
    // the in-process server about half their time, so one per core left the machine half idle (issue 33:
    // `vitest run` 105 s → 66 s, the API tests on PostgreSQL 97 s → 65 s, on two cores).
    maxWorkers: '200%',
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'contract/**/*.test.ts',
            'web/**/*.test.ts',
            'server/**/*.unit.test.ts',
            'eslint/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.unit.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        // The web's screens against the real server (web/test/): jsdom draws, the app's fetch reaches
        // an in-process Rise on a fresh database.
        test: {
          name: 'web',
          include: ['web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['web/test/setup.ts'],
          globalSetup: ['server/test/web-server.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/**/*.test.ts'],
          exclude: ['server/**/*.unit.test.ts'],
          environment: 'node',
          // Each file builds its own app on its own database; the modules are imported once per worker,
          // not once per file (about a third of the API tests' time went on imports, issue 33).
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      ...(wantsReliability
        ? [
            {
              test: {
                name: 'reliability',
                include: ['reliability/**/*.test.ts'],
                environment: 'node',
                testTimeout: 300_000,
                hookTimeout: 120_000,
                // Files start servers on ports of their own and share the machine's two cores.
                fileParallelism: false,
              },
            },
          ]
        : []),
    ],
  },
});
