import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformAsync } from '@babel/core';
import { type ParserOptions, parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { LoginDocument } from '../src/gql/graphql.js';
import { documentModules, graphqlDocumentPlugins } from './graphqlDocuments.js';

const artifactDirectory = fileURLToPath(new URL('../src/gql/', import.meta.url));
const operations = fileURLToPath(new URL('../src/features/accounts/operations.ts', import.meta.url));

const transform = (code: string) =>
  transformAsync(code, {
    filename: operations,
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['typescript'] },
    plugins: graphqlDocumentPlugins(artifactDirectory),
  });

describe('graphql() documents in the bundles', () => {
  it('become imports of their generated documents, one module each, and graphql() is no longer imported', async () => {
    const result = await transform(readFileSync(operations, 'utf8'));
    const code = result?.code ?? '';
    expect(code).toContain('import { LoginDocument as LoginMutation } from "../../gql/graphql.ts?document=LoginDocument";');
    expect(code).toContain('export { LoginMutation };');
    expect(code).not.toMatch(/graphql\(|from '..\/..\/gql'/);
  });

  it('fail the build when a document changed since the last codegen', async () => {
    const edited = readFileSync(operations, 'utf8').replace('      expiresAt\n', '      expiresAt\n      tokenType\n');
    await expect(transform(edited)).rejects.toThrow('a graphql() document changed since the last codegen; run npm run codegen');
  });

  it('answer graphql.ts?document=Name with the document codegen generated', () => {
    const { load } = documentModules(artifactDirectory);
    const context = {
      parse: (code: string, options: ParserOptions) => parseSync('graphql.ts', code, options).program,
      error: (message: string) => expect.unreachable(message),
    };
    const loaded = (load as (this: typeof context, id: string) => { code: string })
      .call(context, `${artifactDirectory}graphql.ts?document=LoginDocument`)
      .code.replace(/^export const LoginDocument = (.*);$/s, '$1');
    expect(JSON.parse(loaded)).toEqual(LoginDocument);
  });
});
