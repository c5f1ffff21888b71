import { absoluteUrl, breadcrumbList, categoryPagePath, homeCrumb, organization, titled, type HeadMaker } from '../../components/head/head';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { ROUTES } from '../../lib/site';

/** What a product page's head says: the product, its viewer's price and stock, its pictures and category trail. */
export const ProductHeadFragment = graphql(`
  fragment ProductHead on Product {
    id
    name
    sku
    shortDescription
    description
    categoryName
    currentPrice
    stockQuantity
    images {
      imageUrl
    }
    brand {
      id
      name
    }
    categoryTrail {
      id
      name
      slug
      parentCategoryId
    }
  }
`);

/**
 * A product page's head: its name and short description, its first picture for link previews, and
 * schema.org's Product with one Offer (the viewer's price in AZN, whether it is in stock), the
 * breadcrumb from Home through its categories, and the shop.
 */
export const productHead: HeadMaker<FragmentType<typeof ProductHeadFragment>> = (fragment, { intl, origin }) => {
  const product = getFragmentData(ProductHeadFragment, fragment);
  const path = ROUTES.product(product.id);
  const url = absoluteUrl(origin, path);
  const images = product.images.map((image) => absoluteUrl(origin, image.imageUrl));
  const trail = product.categoryTrail.map((step) => ({ name: step.name, path: categoryPagePath(step) }));
  return {
    title: titled(intl, product.name),
    description: product.shortDescription || intl.formatMessage({ id: 'head.product.description' }, { name: product.name, category: product.categoryName }),
    path,
    image: images[0] ?? null,
    ogType: 'product',
    jsonLd: [
      (shop) => ({
        '@context': 'https://schema.org',
        '@type': 'Product',
        '@id': url,
        name: product.name,
        description: product.shortDescription || product.description || product.name,
        sku: product.sku,
        category: product.categoryName,
        url,
        ...(images.length ? { image: images } : {}),
        ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
        offers: {
          '@type': 'Offer',
          url,
          priceCurrency: 'AZN',
          price: product.currentPrice.toFixed(2),
          availability: product.stockQuantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
          seller: { '@type': 'Organization', name: shop.shopName },
        },
      }),
      breadcrumbList(origin, [homeCrumb(intl), ...trail, { name: product.name, path }]),
      organization(origin),
    ],
  };
};
