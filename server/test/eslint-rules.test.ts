import { ESLint, type Linter } from 'eslint';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The module rules of the root eslint.config.js still catch what they are there for: a rule that is
 * misspelt, scoped to the wrong files or stops working after an upgrade passes `npm run lint` silently.
 * The repository's own config is used, with the type-aware rules off (they need a TypeScript program,
 * seconds to build, and none of the rules here reads types); `ignore: false` reaches the fixtures the
 * lint itself ignores. The zones' probes also run without the cycle check, which would walk half the
 * client from each probe's imports.
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const linter = (...overrides: Linter.Config[]) =>
  new ESLint({
    cwd: root,
    overrideConfigFile: path.join(root, 'eslint.config.js'),
    overrideConfig: [tseslint.configs.disableTypeChecked, ...overrides],
    ignore: false,
  });
const eslint = linter();
const zonesOnly = linter({ rules: { 'local/no-cycle': 'off' } });

async function messages(file: string) {
  const [result] = await eslint.lintFiles([path.join(root, file)]);
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

/** What the client's zones (import-x/no-restricted-paths) say about `code` as if it were `file`. */
async function zoneMessages(file: string, code: string) {
  const [result] = await zonesOnly.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter(({ ruleId }) => ruleId === 'import-x/no-restricted-paths').map(({ message }) => message);
}

async function severity(file: string, rule: string) {
  const config = (await eslint.calculateConfigForFile(path.join(root, file))) as { rules: Record<string, unknown> };
  const setting = config.rules[rule];
  return Array.isArray(setting) ? setting[0] : setting;
}

describe('import cycles', () => {
  it('a cycle of type-only imports is one (eslint-rules/no-cycle.js counts them)', async () => {
    expect(await messages('eslint-rules/fixtures/type-cycle/first.ts')).toEqual([{ ruleId: 'local/no-cycle', message: 'Dependency cycle detected' }]);
  });

  it('every workspace is held to it, the server included', async () => {
    for (const file of ['server/src/app.ts', 'client/src/app/router.tsx', 'client/src/admin/AdminApp.tsx', 'e2e/tests/home.spec.ts', 'bench/src/engines.ts']) {
      expect(await severity(file, 'local/no-cycle'), file).toBe(2);
    }
  });

  it("the server's config reports a type-only cycle: the request context importing a loader's types back", async () => {
    // catalog.loaders.ts takes a RequestContext; before the types files, request-context.ts read the
    // loaders' types from the module and the two were a cycle of types.
    const code =
      "import type { createCatalogLoaders } from './modules/catalog/catalog.loaders.js';\nexport type Loaders = ReturnType<typeof createCatalogLoaders>;\n";
    const [result] = await eslint.lintText(code, { filePath: path.join(root, 'server/src/request-context.ts') });
    expect(result!.messages.filter(({ ruleId }) => ruleId === 'local/no-cycle')).toHaveLength(1);
  });
});

describe("the client's zones", () => {
  const cartPage =
    "import CartPage from '../cart/CartPage';\nimport type CartPageType from '../cart/CartPage';\nexport const page: typeof CartPageType = CartPage;\n";

  it('a storefront feature imports no other feature, not even its types', async () => {
    const found = await zoneMessages('client/src/features/home/Probe.tsx', cartPage);
    expect(found).toHaveLength(2);
    for (const message of found) expect(message).toContain('A storefront feature does not import another');
  });

  it('a feature may import its own files, the storefront kit and the shared layers', async () => {
    const code =
      "export { HomeHero } from './HomeHero';\nexport { ProductCard } from '../../shop/catalog/ProductCard';\nexport { ROUTES } from '../../lib/site';\n";
    expect(await zoneMessages('client/src/features/home/Probe.tsx', code)).toEqual([]);
  });

  it('the storefront kit imports no feature, back office or app code', async () => {
    const code =
      "export { default as CartPage } from '../../features/cart/CartPage';\nexport { default as AdminApp } from '../../admin/AdminApp';\nexport { AppRoutes } from '../../app/router';\n";
    const found = await zoneMessages('client/src/shop/catalog/Probe.tsx', code);
    expect(found).toHaveLength(3);
    for (const message of found) expect(message).toContain('The storefront kit (shop/)');
  });

  it('the back office imports neither storefront features nor the storefront kit', async () => {
    const code = "export { default as CartPage } from '../../features/cart/CartPage';\nexport { ProductCard } from '../../shop/catalog/ProductCard';\n";
    for (const file of ['client/src/admin/users/Probe.tsx', 'client/src/admin/kit/Probe.tsx', 'client/src/admin/components/Probe.tsx']) {
      const found = await zoneMessages(file, code);
      expect(found, file).toHaveLength(2);
      for (const message of found) expect(message).toContain('The back office does not import the storefront');
    }
  });

  it('a back-office area imports no other area, not even its types', async () => {
    const code =
      "import FiltersPage from '../filters/FiltersPage';\nimport type { CategoryFormValues } from '../categories/categoryForm';\nexport const parts: [unknown, CategoryFormValues?] = [FiltersPage];\n";
    const found = await zoneMessages('client/src/admin/products/Probe.tsx', code);
    expect(found).toHaveLength(2);
    for (const message of found) expect(message).toContain('A back-office area does not import another');
  });

  it("an area may import its own files, the back office's shared folders and the shared layers", async () => {
    const code = [
      "export { default as ProductsPage } from './ProductsPage';",
      "export { PageHeader } from '../kit/PageHeader';",
      "export { GridSearchField } from '../components/GridSearchField';",
      "export { NEW_ORDERS_POLL_MS } from '../layout/newOrders';",
      "export { readCategoryTree } from '../catalogue/categoryTree';",
      "export { ROUTES } from '../../lib/site';",
      '',
    ].join('\n');
    expect(await zoneMessages('client/src/admin/products/Probe.tsx', code)).toEqual([]);
  });

  it("the back office's shared folders import no area; its route table imports them all", async () => {
    const code = "export { default as OrdersPage } from './orders/OrdersPage';\nexport { default as FiltersPage } from './filters/FiltersPage';\n";
    expect(await zoneMessages('client/src/admin/AdminApp.tsx', code)).toEqual([]);
    for (const file of ['client/src/admin/kit/Probe.tsx', 'client/src/admin/catalogue/Probe.tsx']) {
      const found = await zoneMessages(file, code.replaceAll("'./", "'../"));
      expect(found, file).toHaveLength(2);
      for (const message of found) expect(message).toContain("The back office's shared folders");
    }
  });

  it('the shared layers import no feature, shop piece, back office or app code', async () => {
    const code =
      "export { default as CartPage } from '../features/cart/CartPage';\nexport { ProductCard } from '../shop/catalog/ProductCard';\nexport { default as AdminApp } from '../admin/AdminApp';\nexport { AppRoutes } from '../app/router';\n";
    for (const file of ['client/src/lib/Probe.ts', 'client/src/components/Probe.tsx', 'client/src/i18n/Probe.ts', 'client/src/theme/Probe.ts']) {
      const found = await zoneMessages(file, code);
      expect(found, file).toHaveLength(4);
      for (const message of found) expect(message).toContain('The shared layers');
    }
  });
});
