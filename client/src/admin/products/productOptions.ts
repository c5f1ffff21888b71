/** A category of the tree as a picker's option: its name, indented by its depth (0 top-level, at most 2). */
export interface CategoryOption {
  id: string;
  name: string;
  depth: number;
}

interface CategoryNode {
  id: string;
  name: string;
  subCategories?: readonly CategoryNode[] | null;
}

/** The category tree as one list in tree order, each with its depth (for indented menu items). */
export function flattenCategories(tree: readonly CategoryNode[], depth = 0): CategoryOption[] {
  return tree.flatMap((node) => [{ id: node.id, name: node.name, depth }, ...flattenCategories(node.subCategories ?? [], depth + 1)]);
}
