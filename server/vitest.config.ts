import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const shared = {
  globalSetup: ['test/global-setup.ts'],
  setupFiles: ['test/setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

/**
 * Test files that never ask for a database (no `inject(` of the global setup's values, no test app, no embedded PostgreSQL of their own): they
 * run in the `pure` project, without the global setup that starts PostgreSQL and builds the template
 * databases, so `npm run test:fast` answers in seconds. A file put here by mistake fails loudly (its
 * `inject` answers undefined), never passes silently.
 */
const USES_DATABASE =
  /\binject\(|startTestApp|startEmbeddedPostgres|createTestDatabase|openOrm|from '(?:\.\.\/)+test\/(?:app|database|buying|accounts)\.js'|from '\.\/(?:app|database|buying|accounts)\.js'/;
const pureTests = ['src', 'test']
  .flatMap((folder) => readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => `${folder}/${file}`))
  .filter((file) => file.endsWith('.test.ts') && !file.startsWith('test/battery/') && !USES_DATABASE.test(readFileSync(file, 'utf8')));

/** Batteries with time limits: answers under attack and recovery from faults ... */
const TIMED_BATTERIES = ['abuse', 'faults'].map((name) => `test/battery/${name}.test.ts`);
/** ... and sign-ins under a flood (a project of its own, below). */
const SIGN_IN_BATTERY = 'test/battery/signin-abuse.test.ts';

export default defineConfig({
  resolve: {
    // One copy of graphql, as in production: Vite would give our code its ES build while Apollo (loaded
    // by Node) uses the CommonJS one, and a GraphQLError made by one is not a GraphQLError to the other.
    alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
  },
  test: {
    // Two cores: two files at a time, each on its own database.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          ...shared,
          name: 'unit',
          // One module graph per worker: the app is imported once, not per file (docs/testing.md says
          // what a file must put back).
          isolate: false,
          // The tools workspace's test too (the large-catalogue generator): it needs this run's PostgreSQL.
          include: ['src/**/*.test.ts', 'test/**/*.test.ts', '../tools/src/**/*.test.ts'],
          exclude: ['test/battery/**', 'test/cluster/**', ...pureTests],
          sequence: { groupOrder: 0 },
        },
      },
      { extends: true, test: { name: 'pure', include: pureTests, testTimeout: 30_000, sequence: { groupOrder: 0 } } },
      // Shop processes of their own on one database (test/cluster): alone, after the rest.
      {
        extends: true,
        test: { ...shared, name: 'cluster', include: ['test/cluster/**/*.test.ts'], testTimeout: 180_000, fileParallelism: false, sequence: { groupOrder: 2 } },
      },
      // The batteries that time nothing (the fuzzers, forged lines) run beside the unit tests: alone, the
      // fuzz battery kept one core of two busy for two minutes and left the other idle.
      {
        extends: true,
        test: {
          ...shared,
          name: 'battery',
          include: ['test/battery/**/*.test.ts'],
          exclude: [...TIMED_BATTERIES, SIGN_IN_BATTERY],
          sequence: { groupOrder: 0 },
        },
      },
      // The batteries that time the server under attack and faults: after the rest, so that no unit test
      // competes with them for the two cores, two files at a time. Sign-in abuse is 75 s of mostly waiting
      // (vmstat: 60-98% idle); beside faults and then abuse, its customer's slowest sign-in took 0.5 s of
      // 2 s, /health's p99 under abuse 16 ms of 100, faults' recovery 0 ms (two runs, 2026-12-07): 96 s
      // for the three instead of 151 one at a time. It is a project of its own so that it starts first
      // on every machine: Vitest orders a group's files by project name, then by the last run's times,
      // and with none (a fresh clone) by size, which put the short file last, alone.
      { extends: true, test: { ...shared, name: 'battery-signin', include: [SIGN_IN_BATTERY], sequence: { groupOrder: 1 } } },
      { extends: true, test: { ...shared, name: 'battery-timed', include: TIMED_BATTERIES, sequence: { groupOrder: 1 } } },
    ],
  },
});
