import { defineConfig } from 'vitest/config';
import { LongestFirst } from './tests/support/longest-first';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    globalSetup: ['tests/support/global-setup.ts'],
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
    sequence: { sequencer: LongestFirst },
    reporters: ['default'],
  },
});
