import type { IntlShape } from 'react-intl';
import type { BreadcrumbItem } from '../../components/Breadcrumbs';
import { titleFromSlug } from '../../components/breadcrumbPath';
import { ROUTES } from '../../lib/site';
import type { CategoryNode } from './categoryTree';
import type { ListingSource } from './useListingResults';

/**
 * A listing's heading and breadcrumb: the category's path, the brand's name (`brandName`, once known),
 * the search text, or the list's own name; a slug not (yet) known reads as a title made from it.
 */
export function listingTitle(
  source: ListingSource,
  routePath: CategoryNode[],
  brandName: string | undefined,
  intl: IntlShape,
): { title: string; crumbs: BreadcrumbItem[] } {
  const routeCategory = routePath.at(-1) ?? null;
  let title: string;
  let crumbs: BreadcrumbItem[];
  switch (source.kind) {
    case 'category':
      title = routeCategory?.name ?? titleFromSlug(source.slug, intl.locale);
      crumbs = routePath.length
        ? routePath.map((node, i) => ({
            label: node.name,
            to: i === routePath.length - 1 ? undefined : i === 0 ? ROUTES.topCategory(node.slug) : ROUTES.category(node.slug),
          }))
        : [{ label: title }];
      break;
    case 'hot-deals':
      title = intl.formatMessage({ id: 'listing.title.hotDeals' });
      crumbs = [{ label: title }];
      break;
    case 'recommended':
      title = intl.formatMessage({ id: 'listing.title.recommended' });
      crumbs = [{ label: title }];
      break;
    case 'brand': {
      const name = brandName ?? titleFromSlug(source.brandSlug, intl.locale);
      title = intl.formatMessage({ id: 'listing.title.brand' }, { name });
      crumbs = [{ label: intl.formatMessage({ id: 'breadcrumbs.brands' }) }, { label: name }];
      break;
    }
    case 'search':
      title = intl.formatMessage({ id: 'listing.title.search' }, { name: source.text });
      crumbs = [{ label: intl.formatMessage({ id: 'breadcrumbs.search' }) }, { label: source.text }];
      break;
    default:
      title = intl.formatMessage({ id: 'listing.title.all' });
      crumbs = [{ label: intl.formatMessage({ id: 'breadcrumbs.products' }) }];
  }
  return { title, crumbs };
}
