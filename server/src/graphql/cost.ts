import {
  getNamedType,
  GraphQLError,
  isCompositeType,
  isInputObjectType,
  Kind,
  valueFromASTUntyped,
  type ASTVisitor,
  type FieldNode,
  type GraphQLArgument,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  type ValueNode,
} from 'graphql';

/**
 * Arguments that say how many items a list field answers, with the most any service accepts: a variable
 * counts as that most (validation does not see variables, and Apollo caches it per query text).
 */
export const LIST_SIZE_ARGUMENTS: Readonly<Record<string, number>> = { pageSize: 100, limit: 50, first: 100 };

/** graphql-armor's weights, kept so the budget reads as before: objects 2, scalars 1, each level of nesting ×1.5. */
const OBJECT_COST = 2;
const SCALAR_COST = 1;
const DEPTH_FACTOR = 1.5;
/** What each item of a sized list costs on top of its fields: the row loaded, its prices and pictures found. */
const ITEM_COST = 10;

/** The largest item count an argument's value asks for, or undefined when it names none. */
function sizeOf(name: string, value: ValueNode | undefined, fallback: unknown): number | undefined {
  const most = LIST_SIZE_ARGUMENTS[name];
  if (most === undefined) return undefined;
  if (value === undefined) return typeof fallback === 'number' ? fallback : undefined;
  if (value.kind === Kind.VARIABLE) return most;
  const literal: unknown = valueFromASTUntyped(value);
  // An out-of-range or wrong literal is refused by the service or the type check; here it costs its size.
  return typeof literal === 'number' ? Math.max(1, literal) : undefined;
}

/**
 * How many items a field asks for: the largest of its size arguments (`pageSize`, `limit`, `first`) and of
 * those inside an input object argument (`products(input: { pageSize })`), written, defaulted or a variable;
 * undefined for a field that takes none.
 */
function requestedItems(field: FieldNode, args: readonly GraphQLArgument[]): number | undefined {
  let items: number | undefined;
  for (const arg of args) {
    const node = field.arguments?.find((a) => a.name.value === arg.name)?.value;
    const own = sizeOf(arg.name, node, arg.defaultValue);
    if (own !== undefined) items = Math.max(items ?? 1, own);
    const type = getNamedType(arg.type);
    if (!isInputObjectType(type)) continue;
    for (const inner of Object.values(type.getFields())) {
      if (LIST_SIZE_ARGUMENTS[inner.name] === undefined) continue;
      const given =
        node === undefined
          ? sizeOf(inner.name, undefined, (arg.defaultValue as Record<string, unknown> | undefined)?.[inner.name] ?? inner.defaultValue)
          : node.kind === Kind.VARIABLE
            ? LIST_SIZE_ARGUMENTS[inner.name]
            : node.kind === Kind.OBJECT
              ? sizeOf(inner.name, node.fields.find((f) => f.name.value === inner.name)?.value, inner.defaultValue)
              : undefined;
      if (given !== undefined) items = Math.max(items ?? 1, given);
    }
  }
  return items;
}

/**
 * The cost of one operation: graphql-armor's (objects 2, scalars 1, nesting ×1.5, introspection's `__schema`
 * free) with every field that takes a list size multiplied by the items it asks for, each item costing
 * ITEM_COST more: 15 aliases of `products(pageSize: 100)` cost 1,500 products, not 15 fields.
 */
export function operationCost(schema: GraphQLSchema, operation: OperationDefinitionNode, fragments: (name: string) => SelectionSetNode | undefined): number {
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const visiting = new Set<string>();
  const costOf = (selections: SelectionSetNode, parent: GraphQLCompositeType | undefined): number => {
    let cost = 0;
    for (const selection of selections.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const name = selection.name.value;
        const fragment = fragments(name);
        // A cycle is refused by graphql's own rule; here it is only not followed.
        if (!fragment || visiting.has(name)) continue;
        visiting.add(name);
        cost += costOf(fragment, parent);
        visiting.delete(name);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        cost += costOf(selection.selectionSet, isCompositeType(condition) ? condition : parent);
      } else {
        cost += fieldCost(selection, parent);
      }
    }
    return cost;
  };
  const fieldCost = (field: FieldNode, parent: GraphQLCompositeType | undefined): number => {
    if (field.name.value === '__schema') return 0;
    if (!field.selectionSet) return SCALAR_COST;
    const definition = parent && 'getFields' in parent ? parent.getFields()[field.name.value] : undefined;
    const type = definition ? getNamedType(definition.type) : undefined;
    const own = OBJECT_COST + DEPTH_FACTOR * costOf(field.selectionSet, isCompositeType(type) ? type : undefined);
    const items = definition ? requestedItems(field, definition.args) : undefined;
    return items === undefined ? own : (own + ITEM_COST) * items;
  };
  return costOf(operation.selectionSet, root);
}

/** A validation rule refusing operations whose cost is over `maxCost` (a 400 naming the cost and the limit). */
export function costLimitRule(maxCost: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const cost = Math.round(operationCost(context.getSchema(), operation, (name) => context.getFragment(name)?.selectionSet));
      if (cost <= maxCost) return;
      const sizes = Object.keys(LIST_SIZE_ARGUMENTS).join(', ');
      context.reportError(
        new GraphQLError(
          `Query cost limit of ${maxCost} exceeded, found ${cost}: list fields cost once per item they ask for (${sizes}); ask for fewer items, fields or aliases.`,
          { nodes: [operation] },
        ),
      );
    },
  });
}
