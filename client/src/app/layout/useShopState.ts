import { useLocation } from 'react-router-dom';
import { isSignedIn } from '../../lib/auth';

/**
 * What the header needs about the visitor. Counts are 0 until the cart and favorites features land;
 * the signed-in flag is re-read from the `token` cookie on every navigation.
 */
export function useShopState(): { signedIn: boolean; favoritesCount: number; cartCount: number } {
  useLocation(); // re-render on navigation so a login/logout elsewhere is picked up
  return { signedIn: isSignedIn(), favoritesCount: 0, cartCount: 0 };
}
