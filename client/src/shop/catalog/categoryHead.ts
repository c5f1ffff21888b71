import { absoluteUrl, breadcrumbList, categoryPagePath, homeCrumb, organization, titled, type HeadInput, type HeadSite } from '../../components/head/head';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { ROUTES } from '../../lib/site';

/** What a category's head says: its name, description and picture, and the categories above it. */
export const CategoryHeadFragment = graphql(`
  fragment CategoryHead on Category {
    id
    name
    slug
    description
    imageUrl
    trail {
      id
      name
      slug
      parentCategoryId
    }
  }
`);

/**
 * The head of a category's page, its own (`/{slug}`, `page: 'top'`) or its listing (`/products/{slug}`):
 * its name, its description (else one made from the name), its picture, and a breadcrumb from Home down to it.
 */
export function categoryHead(fragment: FragmentType<typeof CategoryHeadFragment>, page: 'top' | 'listing', { intl, origin }: HeadSite): HeadInput {
  const category = getFragmentData(CategoryHeadFragment, fragment);
  const path = page === 'top' ? ROUTES.topCategory(category.slug) : ROUTES.category(category.slug);
  return {
    title: titled(intl, category.name),
    description: category.description || intl.formatMessage({ id: 'head.category.description' }, { name: category.name }),
    path,
    image: category.imageUrl ? absoluteUrl(origin, category.imageUrl) : null,
    jsonLd: [
      organization(origin),
      breadcrumbList(origin, [homeCrumb(intl), ...category.trail.map((step) => ({ name: step.name, path: categoryPagePath(step) }))]),
    ],
  };
}
