import type { ApolloCache, Reference } from '@apollo/client';
import type { AdminAddProductPdfMutation } from '../../gql/graphql';
import { getFragmentData } from '../../gql';
import { AdminProductPdfFields } from './operations';

/** A new PDF (normalized from the upload's answer) joins its product's cached documents, newest first. */
export function addCachedPdf(cache: ApolloCache, data: AdminAddProductPdfMutation): void {
  const pdf = getFragmentData(AdminProductPdfFields, data.addProductPdf);
  cache.modify<{ pdfs: readonly Reference[] }>({
    id: cache.identify({ __typename: 'AdminProduct', id: pdf.productId }),
    fields: { pdfs: (list, { toReference }) => [toReference({ __typename: 'ProductPdf', id: pdf.id })!, ...list] },
  });
}

/** A deleted PDF leaves the cache (and so its product's list). */
export function removeCachedPdf(cache: ApolloCache, id: string): void {
  cache.evict({ id: cache.identify({ __typename: 'ProductPdf', id }) });
  cache.gc();
}
