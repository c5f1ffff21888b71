import { getFragmentData, type FragmentType } from '../../gql';
import type { AdminCategoryFieldsFragment } from '../../gql/graphql';
import { AdminCategoryFields, AdminCategorySubtree } from './operations';

/** Categories go at most three levels deep (back office §9). */
export const MAX_CATEGORY_DEPTH = 3;

export type CategoryNode = AdminCategoryFieldsFragment & { subCategories: CategoryNode[] };

/** Siblings in display order: sort order, then name. */
const bySortOrder = (a: CategoryNode, b: CategoryNode) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name);

type Masked = FragmentType<typeof AdminCategoryFields> & { subCategories?: readonly Masked[] };

function toNode(masked: Masked): CategoryNode {
  return { ...getFragmentData(AdminCategoryFields, masked), subCategories: (masked.subCategories ?? []).map(toNode).sort(bySortOrder) };
}

/** The tree query's answer as plain nodes, each level in display order. */
export function readCategoryTree(roots: readonly FragmentType<typeof AdminCategorySubtree>[]): CategoryNode[] {
  return roots.map((root) => toNode(getFragmentData(AdminCategorySubtree, root) as Masked)).sort(bySortOrder);
}

/** Every node, depth first in display order. */
export function flattenCategories(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flattenCategories(node.subCategories)]);
}

export function findCategory(nodes: readonly CategoryNode[], id: string): CategoryNode | undefined {
  return flattenCategories(nodes).find((node) => node.id === id);
}

/** Levels a node and its subtree take: 1 for a leaf. */
export function subtreeHeight(node: CategoryNode): number {
  return 1 + Math.max(0, ...node.subCategories.map(subtreeHeight));
}

/**
 * The categories a category may be placed under: not itself or one below it (a cycle), and none that
 * would push it or its subcategories past the third level. `moving` is null for a new category.
 */
export function parentChoices(nodes: readonly CategoryNode[], moving: CategoryNode | null): CategoryNode[] {
  const height = moving ? subtreeHeight(moving) : 1;
  const inside = new Set(moving ? flattenCategories([moving]).map((node) => node.id) : []);
  return flattenCategories(nodes).filter((node) => !inside.has(node.id) && node.level + height <= MAX_CATEGORY_DEPTH);
}

/** Ids of the nodes that have subcategories (what "expand all" opens). */
export function expandableIds(nodes: readonly CategoryNode[]): string[] {
  return flattenCategories(nodes)
    .filter((node) => node.subCategories.length > 0)
    .map((node) => node.id);
}
