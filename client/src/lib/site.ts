/** Public routes the layout links to. */
export const ROUTES = {
  home: '/',
  about: '/about',
  download: '/download',
  contact: '/contact',
  login: '/login',
  register: '/register',
  admin: '/admin',
  profile: '/profile',
  /** The profile's "My orders" section. */
  myOrders: '/profile#my-orders',
  cart: '/cart',
  favorites: '/favorites',
  products: '/products',
  hotDeals: '/products/hot-deals',
  recommended: '/products/recommended',
  product: (id: string) => `/details/${id}`,
  topCategory: (slug: string) => `/${slug}`,
  category: (slug: string) => `/products/${slug}`,
  search: (text: string) => `/products?search=${encodeURIComponent(text)}`,
} as const;
