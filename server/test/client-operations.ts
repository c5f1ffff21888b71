import { Kind, print, type DocumentNode } from 'graphql';
import path from 'node:path';

/** Every operation the client sends, as codegen generated it from client/src: [name, text]. */
export async function clientOperations(): Promise<[string, string][]> {
  const generated: Record<string, unknown> = await import(path.resolve(import.meta.dirname, '../../client/src/gql/graphql.ts'));
  return Object.entries(generated)
    .filter((entry): entry is [string, DocumentNode] => entry[0].endsWith('Document') && (entry[1] as DocumentNode | undefined)?.kind === Kind.DOCUMENT)
    .map(([name, document]) => [name, print(document)]);
}
