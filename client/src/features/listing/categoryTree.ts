/** A category of the tree as the listing uses it. */
export interface CategoryNode {
  id: string;
  name: string;
  slug: string;
  children: CategoryNode[];
}

interface RawNode {
  id: string;
  name: string;
  slug: string;
  subCategories?: readonly RawNode[] | null;
}

export function toCategoryNodes(raw: readonly RawNode[]): CategoryNode[] {
  return raw.map((node) => ({ id: node.id, name: node.name, slug: node.slug, children: toCategoryNodes(node.subCategories ?? []) }));
}

/** The chain from a top-level category down to the one with `slug`, or [] when none has it. */
export function categoryPath(tree: readonly CategoryNode[], slug: string): CategoryNode[] {
  for (const node of tree) {
    // Slugs match whatever their letter case, as the server's do.
    if (node.slug.toLowerCase() === slug.toLowerCase()) return [node];
    const below = categoryPath(node.children, slug);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

export function findCategory(tree: readonly CategoryNode[], slug: string): CategoryNode | null {
  return categoryPath(tree, slug).at(-1) ?? null;
}
