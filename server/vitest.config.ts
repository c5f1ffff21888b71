import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // One copy of graphql, as in production: Vite would give our code its ES build while Apollo (loaded
    // by Node) uses the CommonJS one, and a GraphQLError made by one is not a GraphQLError to the other.
    alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: two files at a time, each on its own database.
    maxWorkers: 2,
  },
});
