import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PluginItem, PluginObj, PluginPass, types } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import type { Plugin } from 'vite';

/**
 * How the app's GraphQL documents get into the bundles. A module declares its operations with
 * graphql(`…`); codegen (npm run codegen) writes each one's typed document into src/gql/graphql.ts and a
 * map from every document's text to it into src/gql/gql.ts, which graphql() looks them up in at run time.
 * Bundled like that, every chunk would share the map of every operation in the app (the back office's
 * too). So, as codegen recommends for production, its client preset's Babel plugin replaces each call
 * with an import of the generated document, and two small steps of ours make that work with code
 * splitting: a document edited since the last codegen fails the build, and each document is imported
 * from a module of its own, so it lands in the chunk of the code that uses it.
 */

type Options = { artifactDirectory: string };

/** The query that names one generated document: `src/gql/graphql.ts?document=LoginDocument`. */
const DOCUMENT_QUERY = '?document=';

/**
 * Fails on a graphql(`…`) document that is not the text codegen last saw (`npm run codegen` not run after
 * an edit). The optimiser imports the generated document by its operation's name, so without this an
 * edited query would ship its old text without a word. gql.ts's map is keyed by each document's source.
 */
function staleDocumentGuard(_api: object, { artifactDirectory }: Options): PluginObj<PluginPass & { generated?: string }> {
  return {
    name: 'shop:stale-graphql-documents',
    pre() {
      this.generated = readFileSync(path.join(artifactDirectory, 'gql.ts'), 'utf8');
    },
    visitor: {
      CallExpression(call, state) {
        const {
          callee,
          arguments: [argument],
        } = call.node;
        if (callee.type !== 'Identifier' || callee.name !== 'graphql' || argument?.type !== 'TemplateLiteral') return;
        const source = argument.quasis[0]?.value.raw ?? '';
        if (!state.generated?.includes(JSON.stringify(source))) {
          throw call.buildCodeFrameError('a graphql() document changed since the last codegen; run npm run codegen');
        }
      },
    },
  };
}

/**
 * After the optimiser: `import { ADocument, BDocument } from '../gql/graphql'` becomes one import per
 * document (`'../gql/graphql.ts?document=ADocument'`), which documentModules() below answers. A bundler
 * never splits a module between chunks: graphql.ts imported whole would go whole into the first load.
 * And graphql() is no longer imported where no call is left, as TypeScript would elide an unused import
 * if the client did not compile with verbatimModuleSyntax: the gql index stays out of the import graph
 * of modules that only declare documents.
 */
function documentPerImport({ types: t }: { types: typeof types }, { artifactDirectory }: Options): PluginObj {
  const generated = path.join(artifactDirectory, 'graphql');
  const index = path.resolve(artifactDirectory);
  return {
    name: 'shop:graphql-document-per-import',
    visitor: {
      Program: {
        exit(program, state) {
          const dir = path.dirname(state.filename ?? '');
          program.scope.crawl();
          for (const statement of program.get('body')) {
            if (!statement.isImportDeclaration() || statement.node.importKind === 'type') continue;
            const source = statement.node.source.value.replace(/\.[jt]s$/, '');
            const resolved = source.startsWith('.') ? path.resolve(dir, source) : '';
            if (resolved === index || resolved === path.join(index, 'index')) {
              const unused = (specifier: types.Node) =>
                specifier.type === 'ImportSpecifier' && specifier.local.name === 'graphql' && !program.scope.getBinding('graphql')?.referenced;
              statement.node.specifiers = statement.node.specifiers.filter((specifier) => !unused(specifier));
              if (!statement.node.specifiers.length) statement.remove();
              continue;
            }
            if (resolved !== generated) continue;
            const imports = statement.node.specifiers.map((specifier) => {
              if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') return t.importDeclaration([specifier], statement.node.source);
              const name = specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
              // `export const MeQuery = graphql(…)`, now `= MeDocument`: imported as MeQuery instead, as the
              // minifier keeps such an alias (bytes in every chunk that declares a document).
              const [use, ...more] = program.scope.getBinding(specifier.local.name)?.referencePaths ?? [];
              const declarator = use?.parentPath;
              const declaration = declarator?.parentPath;
              const topLevel = declaration?.parentPath?.isProgram() || declaration?.parentPath?.parentPath?.isProgram();
              if (
                use &&
                !more.length &&
                declarator?.isVariableDeclarator() &&
                declarator.node.init === use.node &&
                declarator.node.id.type === 'Identifier' &&
                topLevel &&
                declaration?.isVariableDeclaration({ kind: 'const' }) &&
                declaration.node.declarations.length === 1
              ) {
                const alias = declarator.node.id.name;
                if (declaration.parentPath.isExportNamedDeclaration())
                  declaration.parentPath.replaceWith(t.exportNamedDeclaration(null, [t.exportSpecifier(t.identifier(alias), t.identifier(alias))]));
                else declaration.remove();
                specifier.local = t.identifier(alias);
              }
              return t.importDeclaration([specifier], t.stringLiteral(`${source}.ts${DOCUMENT_QUERY}${name}`));
            });
            statement.replaceWithMultiple(imports);
          }
        },
      },
    },
  };
}

/**
 * The Babel plugins for the modules that call graphql(): the guard first (plugins visit each call in
 * order, so it sees the call before the optimiser replaces it), codegen's optimiser, then the per-document
 * imports.
 */
export function graphqlDocumentPlugins(artifactDirectory: string): PluginItem[] {
  return [
    [staleDocumentGuard, { artifactDirectory }],
    [babelOptimizerPlugin, { artifactDirectory, gqlTagName: 'graphql' }],
    [documentPerImport, { artifactDirectory }],
  ];
}

/**
 * Answers `graphql.ts?document=Name` with that one generated document, read with the bundler's own parser.
 * Anything in graphql.ts but types and exported constants (a new codegen output) fails loudly.
 */
export function documentModules(artifactDirectory: string): Plugin {
  const generated = path.join(artifactDirectory, 'graphql.ts');
  let parsed: { source: string; documents: Map<string, string> } | undefined;
  return {
    name: 'shop:graphql-document-modules',
    enforce: 'pre',
    load(id) {
      const query = id.indexOf(DOCUMENT_QUERY);
      if (query < 0 || id.slice(0, query) !== generated) return null;
      const source = readFileSync(generated, 'utf8');
      if (parsed?.source !== source) {
        const documents = new Map<string, string>();
        for (const statement of this.parse(source, { lang: 'ts' }).body) {
          const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
          // Types (the operations' results and variables) are erased: nothing of them is bundled.
          if (statement.type === 'ImportDeclaration' && statement.importKind === 'type') continue;
          if (declaration?.type === 'TSTypeAliasDeclaration' || declaration?.type === 'TSInterfaceDeclaration') continue;
          const [declarator, ...more] =
            statement.type === 'ExportNamedDeclaration' && declaration?.type === 'VariableDeclaration' ? declaration.declarations : [];
          if (!declarator || more.length || declarator.id.type !== 'Identifier' || !declarator.init) {
            this.error(`${generated}: unexpected ${statement.type} at ${statement.start}; a new codegen output? See client/build/graphqlDocuments.ts`);
          }
          let value = declarator.init;
          while (value.type === 'TSAsExpression') value = value.expression;
          documents.set(declarator.id.name, source.slice(value.start, value.end));
        }
        parsed = { source, documents };
      }
      const name = id.slice(query + DOCUMENT_QUERY.length);
      const document = parsed.documents.get(name);
      if (document === undefined) this.error(`${generated} has no ${name}; run npm run codegen`);
      return { code: `export const ${name} = ${document};`, moduleType: 'js' };
    },
  };
}
