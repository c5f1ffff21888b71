import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, OperationTypeNode, visit, type ASTNode, type DocumentNode } from 'graphql';
import { AppError } from '../errors.js';
import { checkInput, checkText } from '../input.js';

/** A 400 answer before anything runs, with the message of the check that refused. */
function refused(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
}

/** The argument and input-field names above a literal: `input.email`. */
function fieldName(ancestors: readonly (ASTNode | readonly ASTNode[])[]): string {
  return ancestors.flatMap((node) => ('kind' in node && (node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD) ? [node.name.value] : [])).join('.');
}

/** Documents whose string literals passed: Apollo hands out the same parsed document for the same query text. */
const literalsChecked = new WeakSet<DocumentNode>();

function checkLiterals(document: DocumentNode): void {
  if (literalsChecked.has(document)) return;
  visit(document, {
    StringValue: (node, _key, parent, _path, ancestors) => checkText(node.value, fieldName([...ancestors, parent!]) || 'A string literal'),
  });
  literalsChecked.add(document);
}

/**
 * Refuses, once an operation is parsed and valid, what must not reach a resolver: subscriptions (the
 * schema has none) and NUL characters in variables or in string literals (PostgreSQL text cannot hold them).
 */
export const inputGuardPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, document, request }) {
        if (operation?.operation === OperationTypeNode.SUBSCRIPTION) throw refused('Subscriptions are not supported: send a query or a mutation');
        try {
          for (const [name, value] of Object.entries(request.variables ?? {})) checkInput(value, `$${name}`);
          checkLiterals(document);
        } catch (error) {
          throw error instanceof AppError ? refused(error.message) : error;
        }
      },
    };
  },
};
