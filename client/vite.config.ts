import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const backend = process.env.VITE_BACKEND_URL ?? 'http://localhost:3000';
const fromHere = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 5000,
    rolldownOptions: {
      // Two pages: the shop and the GraphQL explorer (served by the server for browsers opening /graphql).
      input: {
        index: fromHere('./index.html'),
        graphiql: fromHere('./graphiql.html'),
      },
      onwarn(warning, warn) {
        // GraphiQL's React-compiler output carries "use no memo" directives; bundling them is harmless.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
      output: {
        // Rolldown's successor of manualChunks. Long-lived vendor groups for the shop (each group takes its
        // dependencies along, so no chunk cycles). GraphiQL/Monaco get no group on purpose: a group drags
        // shared helpers in and the shop would import it. Chunks are split by which
        // entry reaches a module, so GraphiQL/Monaco only ever land in chunks that graphiql.html loads.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            { name: 'mui', test: /[\\/]node_modules[\\/](@mui|@emotion)[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': { target: backend, changeOrigin: true },
      '/api': { target: backend, changeOrigin: true },
      '/uploads': { target: backend, changeOrigin: true },
      '/health': { target: backend, changeOrigin: true },
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
