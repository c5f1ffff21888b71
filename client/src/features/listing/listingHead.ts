import { breadcrumbList, homeCrumb, organization, titled, type HeadInput, type HeadMaker } from '../../components/head/head';
import type { FragmentType } from '../../gql';
import { ROUTES } from '../../lib/site';
import { categoryHead, type CategoryHeadFragment } from '../../shop/catalog/categoryHead';
import type { ListingSource } from './useListingResults';

/** What a listing's head is made from: what it lists, the heading it shows, and the category or brand once known. */
export interface ListingHeadData {
  source: ListingSource;
  /** The page's heading (listingTitle): the head's title is the same words. */
  heading: string;
  category: FragmentType<typeof CategoryHeadFragment> | null;
  brand: { name: string; slug: string } | null;
}

/**
 * A listing's head: hot deals, recommended and all products by their names; a category's as its own page;
 * a brand's with a breadcrumb; search results are not indexed.
 */
export const listingHead: HeadMaker<ListingHeadData> = ({ source, heading, category, brand }, site) => {
  const { intl, origin } = site;
  const named = (path: string, description: string): HeadInput => ({
    title: titled(intl, heading),
    description,
    path,
    jsonLd: [organization(origin)],
  });
  switch (source.kind) {
    case 'category':
      return category
        ? categoryHead(category, 'listing', site)
        : named(ROUTES.category(source.slug), intl.formatMessage({ id: 'head.category.description' }, { name: heading }));
    case 'hot-deals':
      return named(ROUTES.hotDeals, intl.formatMessage({ id: 'head.hotDeals.description' }));
    case 'recommended':
      return named(ROUTES.recommended, intl.formatMessage({ id: 'head.recommended.description' }));
    case 'brand': {
      const name = brand?.name ?? heading;
      const path = `/products/brand/${brand?.slug ?? source.brandSlug}`;
      return {
        ...named(path, intl.formatMessage({ id: 'head.brand.description' }, { name })),
        jsonLd: [organization(origin), breadcrumbList(origin, [homeCrumb(intl), { name, path }])],
      };
    }
    case 'search':
      return { title: titled(intl, heading), description: intl.formatMessage({ id: 'head.search.description' }, { text: source.text }) };
    case 'all':
      return named(ROUTES.products, intl.formatMessage({ id: 'head.allProducts.description' }));
  }
};
