import { useLocation } from 'react-router-dom';
import { useSignedIn } from '../../features/accounts/session';

/**
 * What the header needs about the visitor. Counts are 0 until the cart and favorites features land;
 * the signed-in flag follows the `token` cookie (re-read on navigation and when this tab changes it).
 */
export function useShopState(): { signedIn: boolean; favoritesCount: number; cartCount: number } {
  useLocation(); // re-render on navigation so a cookie change made elsewhere is picked up
  return { signedIn: useSignedIn(), favoritesCount: 0, cartCount: 0 };
}
