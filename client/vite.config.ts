import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import { documentModules, graphqlDocumentPlugins } from './build/graphqlDocuments.js';

const backend = process.env.VITE_BACKEND_URL ?? 'http://localhost:3000';
const fromHere = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The app's GraphQL documents, bundled as codegen recommends for production: its client preset's Babel
 * plugin replaces every `graphql(`…`)` call with an import of the generated document, so no chunk carries
 * the map of every operation (src/gql/gql.ts); build/graphqlDocuments.ts has the rest. Vite 8 compiles
 * with Oxc, not Babel: @rolldown/plugin-babel runs Babel (as @vitejs/plugin-react documents for Babel
 * plugins), and only on our modules that call graphql(); the others skip Babel entirely.
 */
function graphqlDocuments() {
  const artifactDirectory = fromHere('./src/gql/');
  return [
    documentModules(artifactDirectory),
    // In builds only: the dev server and the tests look documents up in gql.ts's map, which needs no Babel
    // pass over the modules (a seventh of the client tests' CPU).
    babel({
      presets: [
        {
          preset: { plugins: graphqlDocumentPlugins(artifactDirectory) },
          rolldown: { filter: { id: { include: /[\\/]client[\\/]src[\\/].*\.tsx?$/, exclude: /[\\/]client[\\/]src[\\/]gql[\\/]/ }, code: 'graphql(' } },
        },
      ],
    }).then((plugin) => ({ ...plugin, apply: 'build' as const })),
  ];
}

/**
 * Production builds ship the catalogues (src/i18n/*.json) pre-parsed into react-intl's message ASTs and
 * bundle the ICU parser's no-parser variant (~9 KB gzip less in the first load), as FormatJS recommends.
 * Dev server and tests keep the plain strings and the full parser.
 */
function precompileMessages(): Plugin {
  const i18nDir = fromHere('./src/i18n/');
  return {
    name: 'shop:precompile-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
      },
    }),
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(i18nDir) || !file.endsWith('.json')) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parseMessage(message)]));
      // As JSON.parse('…'), a module of its own: cheaper for a browser to load than the same object as code.
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`, map: null, moduleType: 'js' };
    },
  };
}

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every built text file, once, at build time: the
 * server sends the one the browser accepts (@fastify/static's preCompressed), so nothing is compressed
 * per request and the first visit downloads a fraction of the bytes. Copies that save little are skipped.
 */
/**
 * Names the app's first-load chunks in index.html (`<meta name="app-chunks">`): boot.ts prefetches them
 * once a visitor's page has loaded, so the app that starts on their first touch is already in the cache
 * (on a slow line its ~230 KB would otherwise download after the touch).
 */
function appChunksMeta(): Plugin {
  return {
    name: 'shop:app-chunks-meta',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, filename }) {
        if (!bundle || !filename.endsWith('index.html')) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (name: string) => {
          const files = new Set<string>();
          const visit = (file: string) => {
            if (files.has(file)) return;
            files.add(file);
            for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
          };
          const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === name);
          if (entry) visit(entry.fileName);
          return files;
        };
        const loadedByPage = closure('index');
        const hrefs = [...closure('app')]
          .filter((file) => !loadedByPage.has(file))
          .map((file) => `/${file}`)
          .join(' ');
        if (!hrefs) return html;
        return html.replace('</head>', `  <meta name="app-chunks" content="${hrefs}" />\n  </head>`);
      },
    },
  };
}

function precompressText(): Plugin {
  const textFile = /\.(js|mjs|css|html|json|svg|txt|map)$/;
  const toBrotli = promisify(brotliCompress);
  const toGzip = promisify(gzip);
  let outDir = '';
  return {
    name: 'shop:precompress-text',
    apply: 'build',
    configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)),
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => textFile.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const content = await readFile(full);
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            toBrotli(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            toGzip(content, { level: 9 }),
          ]);
          if (br.length < content.length * 0.9) await writeFile(`${full}.br`, br);
          if (gz.length < content.length * 0.9) await writeFile(`${full}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+) on the chunks whose functions
 * nearly all run while a page starts (the data libraries: Apollo Client, the router, react-intl): V8
 * compiles them on a background thread while the file streams in, instead of one function at a time on
 * the main thread at its first call (measured: the first query's render task went from 25-39 ms to 10-19 ms
 * unthrottled). Added after minification, which would drop the comment; browsers without it ignore a comment.
 */
function compileHints(chunkNames: string[]): Plugin {
  return {
    name: 'shop:compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && chunkNames.includes(file.name)) file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
      }
    },
  };
}

/**
 * The server-rendering bundle (src/app/entry-server.tsx, `vite build --ssr`): for Node, apart from the
 * browser's files. Self-contained and in production mode whatever NODE_ENV the server runs with: React's
 * and MUI's development builds render several times slower (the e2e server runs in development mode).
 */
const ssrBuild: UserConfig = {
  plugins: [graphqlDocuments(), precompileMessages(), react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false, copyPublicDir: false },
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? ssrBuild
    : {
        plugins: [graphqlDocuments(), precompileMessages(), react(), compileHints(['libs']), appChunksMeta(), precompressText()],
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          sourcemap: false,
          // No preload helper around boot.ts's import of the app: the browser finds the app's chunks from its
          // imports. The helper added a <link> per chunk from script, a measured 12-43 ms task on the page's
          // main thread, to save one round trip on chunks that load after the page has painted anyway.
          modulePreload: false,
          chunkSizeWarningLimit: 5000,
          rolldownOptions: {
            // Two pages: the shop and the GraphQL explorer (served by the server for browsers opening /graphql).
            // The shop's page loads boot.ts, which imports the app (main.tsx) when it is time: an entry of
            // its own, so what it loads statically counts as the first load ($initial) for the groups below.
            input: {
              index: fromHere('./index.html'),
              app: fromHere('./src/app/main.tsx'),
              graphiql: fromHere('./graphiql.html'),
            },
            onwarn(warning, warn) {
              // GraphiQL's React-compiler output carries "use no memo" directives; bundling them is harmless.
              if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.id?.includes('node_modules')) return;
              warn(warning);
            },
            output: {
              // Rolldown's successor of manualChunks. The shop's first load is a handful of chunks, not dozens: every
              // module script costs the page's main thread a request and a compile step of its own (measured: 38
              // chunks took 10-20 ms tasks just to send their requests). Groups: what boot.ts needs before the app
              // (boot; taken first, so the groups below cannot pull it in as a dependency and make boot load the
              // app), React, MUI with Emotion, the data libraries (Apollo Client, the router, react-intl) and the
              // shop's own modules; each group takes its dependencies along, so no chunk cycles. The
              // librariesInTasks/ modules sit at the end of their vendor groups (see app/librariesFirst.ts).
              // GraphiQL/Monaco get no group on purpose: a group drags shared helpers in and the shop would import
              // it; the data group names its packages for the same reason (graphql itself stays out: GraphiQL loads
              // all of it). The groups take only modules an entry loads statically ($initial): MUI parts used by
              // lazy pages alone (the back office's data grid, dialogs, forms) stay in those pages' chunks.
              codeSplitting: {
                groups: [
                  {
                    name: 'boot',
                    test: /[\\/]client[\\/]src[\\/](lib[\\/](earlyClicks|language|cookies)\.ts|app[\\/]ssrState\.ts)$|preload-helper/,
                    priority: 30,
                  },
                  {
                    name: 'react',
                    test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]librariesInTasks[\\/]afterReact\.ts$/,
                    priority: 20,
                    tags: ['$initial'],
                  },
                  {
                    name: 'mui',
                    test: /[\\/]node_modules[\\/](@mui[\\/](?!x-)|@emotion[\\/])|[\\/]librariesInTasks[\\/]after(Styling|CoreComponents)\.ts$/,
                    priority: 10,
                    tags: ['$initial'],
                  },
                  {
                    name: 'libs',
                    test: /[\\/]node_modules[\\/](@apollo|react-router|react-router-dom|react-intl|@formatjs|intl-messageformat|optimism|@wry|tslib|rxjs|ts-invariant|zen-observable)[\\/]|[\\/]librariesInTasks[\\/]afterDataLibraries\.ts$/,
                    priority: 5,
                    tags: ['$initial'],
                  },
                  {
                    name: 'shop',
                    test: (id: string) => /[\\/]client[\\/]src[\\/]/.test(id) && !/[\\/]src[\\/](graphiql[\\/]|app[\\/]boot\.ts)/.test(id),
                    priority: 1,
                    tags: ['$initial'],
                  },
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
        // Vitest only (vite build ignores it). Two projects: the unit tests (*.test.ts) in Node as before, and
        // the component tests (*.test.tsx) in happy-dom, in which MUI's dialogs, selects, menus, the data grid
        // and notistack's toasts all work. src/test/ holds their helpers; nothing the app builds imports it.
        test: {
          projects: [
            { extends: true, test: { name: 'unit', environment: 'node', include: ['src/**/*.test.ts', 'build/**/*.test.ts'] } },
            {
              extends: true,
              test: {
                name: 'dom',
                environment: 'happy-dom',
                include: ['src/**/*.test.tsx'],
                setupFiles: ['src/test/setup.ts'],
                // The files of a worker share one module graph (MUI, the data grid, Apollo load once, not per file):
                // about 40% less CPU. Each test renders its own providers, cache and mocked server; the setup
                // file puts spies, stand-ins and queued toasts back after every test, and no file uses vi.mock.
                isolate: false,
                // A component test clicks through a whole flow (open, type, save, answer): a few seconds on a busy machine.
                testTimeout: 20_000,
              },
            },
          ],
        },
      },
);
