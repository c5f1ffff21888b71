// import-x's no-cycle, with `import type` counted as an edge. import-x skips type-only imports and
// re-exports on purpose (TypeScript erases them, so they make no cycle at run time) and has no option to
// count them; but a cycle of types is still two modules that cannot be understood, moved or split apart
// one without the other. So this rule runs import-x's own no-cycle and shows it every import as a plain
// one: the file being linted's (its import nodes, without the `type` keyword) and those of the files the
// walk goes through (read with `parseForESLint` below, the parser it is given for .ts and .tsx).
// eslint-rules.test.ts (server/test) fails if the rule stops seeing a type-only cycle.
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const noCycle = importX.rules['no-cycle'];
const THIS_FILE = fileURLToPath(import.meta.url);

/** An import or export node with every `type` keyword dropped: what import-x would see in plain JS. */
function asValue(node) {
  switch (node.type) {
    case 'ImportDeclaration':
      return { ...node, importKind: 'value', specifiers: node.specifiers.map((s) => ('importKind' in s ? { ...s, importKind: 'value' } : s)) };
    case 'ExportNamedDeclaration':
      return { ...node, exportKind: 'value', specifiers: node.specifiers.map((s) => ({ ...s, exportKind: 'value' })) };
    case 'ExportAllDeclaration':
      return { ...node, exportKind: 'value' };
    case 'TSImportEqualsDeclaration':
      return { ...node, importKind: 'value' };
    default:
      return node;
  }
}

/**
 * typescript-eslint's parser with the imports and re-exports read as plain ones: no-cycle reads the files
 * it walks through with this (import-x loads it by path, through the `import-x/parsers` setting).
 */
export function parseForESLint(code, options) {
  const result = tseslint.parser.parseForESLint(code, options);
  result.ast.body = result.ast.body.map(asValue);
  return result;
}

const settingsFor = new WeakMap();

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    ...noCycle.meta,
    docs: { description: "import-x's no-cycle, counting type-only imports and re-exports as edges." },
  },
  create(context) {
    let settings = settingsFor.get(context.settings);
    if (!settings) {
      settings = { ...context.settings, 'import-x/parsers': { [THIS_FILE]: ['.ts', '.tsx'] } };
      settingsFor.set(context.settings, settings);
    }
    const visitors = noCycle.create(Object.create(context, { settings: { value: settings } }));
    return Object.fromEntries(
      Object.entries(visitors).map(([selector, visit]) => [selector, selector === 'Program:exit' ? visit : (node) => visit(asValue(node))]),
    );
  },
};
