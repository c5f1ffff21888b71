import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const shared = {
  globalSetup: ['test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

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
        test: { ...shared, name: 'unit', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], exclude: ['test/battery/**'], sequence: { groupOrder: 0 } },
      },
      // The batteries time the server under attack and faults: after the rest, one at a time, so that no
      // other test file competes with them for the two cores.
      { extends: true, test: { ...shared, name: 'battery', include: ['test/battery/**/*.test.ts'], fileParallelism: false, sequence: { groupOrder: 1 } } },
    ],
  },
});
