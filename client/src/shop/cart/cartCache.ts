import type { ApolloCache } from '@apollo/client';
import { getFragmentData, type FragmentType } from '../../gql';
import { CartCountQuery } from './cartCount';
import { CartQuery, CartViewFragment } from './operations';

/**
 * Every cart mutation answers the whole cart: store it as the `cart` query's answer (the cart page
 * follows) and set the header's `cartCount` from its line count, so the badge follows without a refetch.
 */
export function storeCart(cache: ApolloCache, cart: FragmentType<typeof CartViewFragment> | null | undefined): void {
  if (!cart) return;
  cache.writeQuery({ query: CartQuery, data: { cart } });
  cache.writeQuery({ query: CartCountQuery, data: { cartCount: getFragmentData(CartViewFragment, cart).itemCount } });
}
