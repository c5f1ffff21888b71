// ESLint for every workspace: typescript-eslint's strict, type-checked rules, React's hook rules in the
// client, module boundaries and no import cycles. Prettier owns the layout (eslint-config-prettier turns
// the layout rules off), so the two never disagree.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import noCycle from './eslint-rules/no-cycle.js';

const MODULE_BOUNDARY = 'Import another feature module through its public files: index.js, or its types file (<name>.types.js).';

// The client's layers, lowest first: the shared layers (components, lib, i18n, theme); the storefront's
// kit (shop/); the storefront's features (features/<feature>/, one folder each) beside the back office
// (admin/); the app (app/: boot, router, layout), which puts them together.
const CLIENT = 'client/src';
const SHARED = ['components', 'lib', 'i18n', 'theme'].map((folder) => `${CLIENT}/${folder}`);
const foldersIn = (dir) =>
  readdirSync(`${import.meta.dirname}/${dir}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const FEATURES = foldersIn(`${CLIENT}/features`);
// The back office the same way: its areas (admin/<area>/: users, orders, products …) are built from its
// shared folders (kit: grids, dialogs, uploads; components; layout: the shell and its menu; catalogue:
// the category tree and the filter list several catalogue areas read), never from one another. The files
// at admin/'s top (AdminApp.tsx, the route table) put the areas together.
const ADMIN = `${CLIENT}/admin`;
const ADMIN_SHARED = ['kit', 'components', 'layout', 'catalogue'];
const ADMIN_AREAS = foldersIn(ADMIN).filter((folder) => !ADMIN_SHARED.includes(folder));
const CLIENT_ZONES = [
  ...FEATURES.map((feature) => ({
    target: `${CLIENT}/features/${feature}`,
    from: `${CLIENT}/features`,
    except: [`./${feature}`],
    message: 'A storefront feature does not import another: move what they share to shop/ (or to components/ or lib/ if the back office needs it too).',
  })),
  {
    target: `${CLIENT}/shop`,
    from: [`${CLIENT}/features`, `${CLIENT}/admin`, `${CLIENT}/app`],
    message: 'The storefront kit (shop/) is what features are built from: it imports no feature, no back office and no app code.',
  },
  ...ADMIN_AREAS.map((area) => ({
    target: `${ADMIN}/${area}`,
    from: ADMIN,
    except: [`./${area}`, ...ADMIN_SHARED.map((folder) => `./${folder}`)],
    message: `A back-office area does not import another: move what they share to admin/kit/ (admin/catalogue/ for catalogue pieces).`,
  })),
  {
    target: ADMIN_SHARED.map((folder) => `${ADMIN}/${folder}`),
    from: ADMIN_AREAS.map((area) => `${ADMIN}/${area}`),
    message: `The back office's shared folders (${ADMIN_SHARED.join(', ')}) import no area.`,
  },
  {
    target: `${CLIENT}/admin`,
    from: [`${CLIENT}/features`, `${CLIENT}/shop`],
    message: 'The back office does not import the storefront (features/, shop/): move what both need to components/ or lib/.',
  },
  {
    // The client checks its forms against the server's input schemas (components/form/contract.ts): it may
    // import those files and the building blocks they use, nothing else of the server's.
    target: CLIENT,
    from: `${import.meta.dirname}/server/**`,
    except: [`${import.meta.dirname}/server/src/{modules/*/*.schemas.ts,rest/schema.ts}`],
    message: 'The client imports from the server only the input schemas (server/src/modules/*/*.schemas.ts) and their blocks (rest/schema.ts).',
  },
  {
    target: SHARED,
    from: [`${CLIENT}/features`, `${CLIENT}/shop`, `${CLIENT}/admin`, `${CLIENT}/app`],
    message: 'The shared layers (components, lib, i18n, theme) import no feature, shop piece, back office or app code.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'client/dist-ssr/**',
      '**/node_modules/**',
      '**/__generated__/**',
      'client/src/gql/**',
      '**/.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/results/**',
      // Made to break the rules: eslint-rules.test.ts lints them and expects errors.
      'eslint-rules/fixtures/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: { allowDefaultProject: ['*.ts', '*.js'] }, tsconfigRootDir: import.meta.dirname } },
    plugins: { 'import-x': importX, local: { rules: { 'no-cycle': noCycle } } },
    // TypeScript sources import each other as `./file.js` (NodeNext); the resolver maps that to the .ts file,
    // without which no-cycle sees no imports at all.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } })],
    },
    rules: {
      // Indexed reads are checked by the compiler (noUncheckedIndexedAccess); `!` then marks the places
      // where the code knows better (typed-array columns, parsed rows), and is easier to read than a guard.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Numbers and booleans in messages and SQL fragments read naturally.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      // `onClick={() => setOpen(false)}` says what it does; wrapping it in braces says nothing more.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Apollo plugins, MikroORM migrations and route handlers are declared async by the interfaces they
      // implement, whether or not they wait for anything.
      '@typescript-eslint/require-await': 'off',
      // No import cycles, type-only imports included (eslint-rules/no-cycle.js: import-x's no-cycle, which
      // on its own skips them).
      'local/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Tests read the server's untyped JSON answers and assert on them: the assertion is the type check.
    files: ['**/*.test.ts', '**/*.test.tsx', 'server/test/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/restrict-plus-operands': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      // Set up in beforeAll and torn down defensively in afterAll, whether or not set-up got that far.
      '@typescript-eslint/no-unnecessary-condition': 'off',
      // `json<T>()` helpers name the answer's shape once, where the test reads it.
      '@typescript-eslint/no-unnecessary-type-parameters': 'off',
    },
  },
  // A feature module is used through its public files: index.ts, and its leaf types file (<name>.types.ts:
  // types only, which the request context and the GraphQL mappers import without pulling in a service).
  // Its other files are its own business; its own tests may look inside.
  {
    files: ['server/src/modules/*/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./[a-z-]+/(?!index\\.js$|[a-z-]+\\.types\\.js$)[^/]+$', message: MODULE_BOUNDARY }] }],
    },
  },
  {
    // The input schemas are read by the client's forms too (CLIENT_ZONES): they import typebox, rest/schema.ts
    // and other schemas files only, so no server code (Fastify, MikroORM, node:) reaches the browser.
    files: ['server/src/modules/*/*.schemas.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!typebox$|\\.\\./\\.\\./rest/schema\\.js$|\\./[a-z-]+\\.schemas\\.js$|\\.\\./[a-z-]+/[a-z-]+\\.schemas\\.js$)',
              message: 'A schemas file imports only typebox, ../../rest/schema.js and other *.schemas.js files: the client imports it too.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts', 'server/test/**/*.ts', 'bench/**/*.ts', 'tools/**/*.ts'],
    ignores: ['server/src/modules/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)modules/[a-z-]+/(?!index\\.js$|[a-z-]+\\.types\\.js$)[^/]+$', message: MODULE_BOUNDARY }] },
      ],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks; the React Compiler's rules are for code the compiler optimises, which ours is not.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    // import-x's rule for this: zones by folder, checked on the resolved file (a pattern of import
    // strings, as no-restricted-imports takes, would depend on how many ../ each file needs), type-only
    // and dynamic imports included.
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: CLIENT_ZONES }] },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/lib/zod.ts'],
    // Zod as imported from there never probes eval, which the CSP reports (security-headers.spec).
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: 'Import z from lib/zod (configured jitless for the CSP).' }] }] },
  },
  {
    files: ['**/*.js', '**/*.mjs', 'codegen.ts'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  prettier,
);
