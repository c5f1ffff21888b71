import { skipToken, useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router-dom';
import { useOwnDataReady } from '../../lib/ownData';
import { useSignedIn } from '../../lib/session';
import { CartCountQuery } from '../../shop/cart/cartCount';
import { FavoritesCountQuery } from '../../shop/favorites/favoritesCount';

/**
 * What the header needs about the visitor: the signed-in flag follows the `token` cookie (re-read on
 * navigation and when this tab changes it); the two counts are cached queries, skipped for visitors, that
 * every cart and favorite mutation writes to, so the badges follow without asking the server again.
 */
export function useShopState(): { signedIn: boolean; favoritesCount: number; cartCount: number } {
  useLocation(); // re-render on navigation so a cookie change made elsewhere is picked up
  const signedIn = useSignedIn();
  // On a page rendered for the customer's tier, the counts are theirs to ask once it is hydrated.
  const ownDataReady = useOwnDataReady();
  const asking = signedIn && ownDataReady;
  const cart = useQuery(CartCountQuery, asking ? {} : skipToken);
  const favorites = useQuery(FavoritesCountQuery, asking ? {} : skipToken);
  return {
    signedIn,
    favoritesCount: signedIn ? (favorites.data?.favoritesCount ?? 0) : 0,
    cartCount: signedIn ? (cart.data?.cartCount ?? 0) : 0,
  };
}
