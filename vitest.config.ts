import { configDefaults, defineConfig } from 'vitest/config';
import { LongestFirst } from './tests/support/longest-first';

/**
 * The tests that need no build, no database and no server of their own: the domain's rules, the use
 * cases on the in-memory adapters, the in-memory store contracts and the client's pure logic.
 * `npm run test:fast` runs only these (the `unit` project), without the global setup, on five workers
 * (VITEST_MAX_WORKERS), chosen when three of its files waited out a payment's ten-second repeat at once
 * while the other two kept both cores busy (three workers: 30-43 s, five: 21-29 s, on the 2 shared
 * cores). Those three tests now wait 0.3 s (UNSETTLED_REPEAT_WAIT_MS, tests/application/payments).
 */
const UNIT_TESTS = [
  'tests/domain/**/*.test.ts',
  // All but the use cases run on PGlite or PostgreSQL (`*-on-database.test.ts`).
  'tests/application/**/!(*-on-database).test.ts',
  'tests/contract/in-memory.test.ts',
  'tests/contract/payment-gateway-simulator.test.ts',
  'tests/web/**/*.test.ts',
];

export default defineConfig({
  test: {
    // Defaults for the quick suites; the slow ones (races, browser journeys) set their own timeouts
    // from durations measured on a busy 2-core machine, noted beside them.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Three workers on the two cores: with two, a fifth to a half of the CPU stood idle while journeys
    // waited on their pages and servers (vmstat), and npm test took 384 s; with three, 340 s from a
    // fresh clone (four: 329 s, with the CPU saturated, so not worth the extra load).
    maxWorkers: 3,
    // Each worker imports the server's modules once, not once per test file: with isolation, importing
    // (the container, tRPC, Hono, the Square SDK, React Email) took most of the suite's time. No test
    // mocks a module or changes process.env; each file opens its own database and server.
    isolate: false,
    // The longest files first (tests/support/longest-first.ts), so no worker runs alone at the end.
    // Vitest queues one project's files after the other's, by name: `integration`, with the long
    // files, before `unit`, whose short ones fill the workers at the end.
    sequence: { sequencer: LongestFirst },
    reporters: ['default'],
    // `npm test` runs both projects, every test file once; a worker never runs two projects' files.
    projects: [
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, ...UNIT_TESTS],
          // Builds the client and compiles the server, once, for the browser journeys and the server
          // processes; snapshots the migrated PGlite database and, on DATABASE_URL, a template database.
          globalSetup: ['tests/support/global-setup.ts'],
        },
      },
      { extends: true, test: { name: 'unit', include: UNIT_TESTS } },
    ],
  },
});
