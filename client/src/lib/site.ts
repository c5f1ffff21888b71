/** The shop's public contact details, in one place (the texts around them live in the catalogues). */
export const SITE = {
  phone: { display: '+994 12 000 00 00', href: 'tel:+994120000000' },
  whatsappUrl: 'https://wa.me/994000000000',
  social: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    youtube: 'https://www.youtube.com/',
    linkedin: 'https://www.linkedin.com/',
  },
} as const;

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
