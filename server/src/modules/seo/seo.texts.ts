import type { Language } from '../../language.js';

/**
 * What search engines and link previews read about each page (titles, descriptions),
 * and the server's own error page. The server writes these into the page's head before any script
 * runs, so they live here in both languages, as checkout's WhatsApp message does.
 */
export interface SeoTexts {
  shopName: string;
  homeTitle: string;
  homeDescription: string;
  categoryDescription: (name: string) => string;
  hotDeals: string;
  hotDealsDescription: string;
  recommended: string;
  recommendedDescription: string;
  allProducts: string;
  allProductsDescription: string;
  brandTitle: (name: string) => string;
  brandDescription: (name: string) => string;
  searchTitle: (text: string) => string;
  searchDescription: (text: string) => string;
  productDescription: (name: string, category: string) => string;
  home: string;
  about: string;
  aboutDescription: string;
  contact: string;
  contactDescription: string;
  download: string;
  downloadDescription: string;
  secure: string;
  secureDescription: string;
  software: string;
  softwareDescription: string;
  cart: string;
  favorites: string;
  profile: string;
  login: string;
  register: string;
  admin: string;
  notFound: string;
  notFoundDescription: string;
  serverError: string;
  serverErrorText: string;
  backHome: string;
}

export const SEO_TEXTS: Record<Language, SeoTexts> = {
  en: {
    shopName: 'Texnika Mağazası',
    homeTitle: 'Texnika Mağazası: computers, laptops and office equipment in Baku',
    homeDescription:
      'Computers, laptops, office, network and surveillance equipment from trusted brands in Baku, with prices in AZN and delivery across Azerbaijan.',
    categoryDescription: (name) => `${name} at Texnika Mağazası: prices in AZN, official warranty and delivery across Azerbaijan.`,
    hotDeals: 'Hot deals',
    hotDealsDescription: 'Limited-time discounts on computers, laptops and office equipment at Texnika Mağazası.',
    recommended: 'Recommended products',
    recommendedDescription: 'The newest computers, laptops and electronics at Texnika Mağazası.',
    allProducts: 'All products',
    allProductsDescription: 'Every product of Texnika Mağazası: computers, laptops, office, network and surveillance equipment.',
    brandTitle: (name) => `${name} products`,
    brandDescription: (name) => `${name} products at Texnika Mağazası: prices in AZN, official warranty and delivery across Azerbaijan.`,
    searchTitle: (text) => `Search results for “${text}”`,
    searchDescription: (text) => `Products matching “${text}” at Texnika Mağazası.`,
    productDescription: (name, category) => `${name} (${category}) at Texnika Mağazası: price in AZN, official warranty and delivery across Azerbaijan.`,
    home: 'Home',
    about: 'About us',
    aboutDescription: 'Texnika Mağazası sells computers, laptops and office equipment in Baku with official warranty and expert support.',
    contact: 'Contact us',
    contactDescription: 'Phone, addresses and map of the Texnika Mağazası offices in Baku.',
    download: 'Downloads',
    downloadDescription: 'Drivers, catalogues and programs to download from Texnika Mağazası.',
    secure: 'Security systems',
    secureDescription: 'Video surveillance, access control and alarm systems designed and installed by Texnika Mağazası.',
    software: 'Software installation',
    softwareDescription: 'Operating systems, office and business software and backups installed by Texnika Mağazası.',
    cart: 'Cart',
    favorites: 'Favorites',
    profile: 'My profile',
    login: 'Sign in',
    register: 'Create an account',
    admin: 'Back office',
    notFound: 'Page not found',
    notFoundDescription: 'The address may be mistyped, or the page has moved.',
    serverError: 'Something went wrong',
    serverErrorText: 'The shop could not show this page just now. Please try again in a moment.',
    backHome: 'Back to the home page',
  },
  az: {
    shopName: 'Texnika Mağazası',
    homeTitle: 'Texnika Mağazası: Bakıda kompüterlər, noutbuklar və ofis avadanlığı',
    homeDescription:
      'Etibarlı brendlərin kompüter, noutbuk, ofis, şəbəkə və müşahidə avadanlıqları Bakıda, manatla qiymətlər və bütün Azərbaycan üzrə çatdırılma ilə.',
    categoryDescription: (name) => `Texnika Mağazasında ${name}: manatla qiymətlər, rəsmi zəmanət və bütün Azərbaycan üzrə çatdırılma.`,
    hotDeals: 'Qaynar təkliflər',
    hotDealsDescription: 'Texnika Mağazasında kompüter, noutbuk və ofis avadanlığına məhdud müddətli endirimlər.',
    recommended: 'Tövsiyə olunan məhsullar',
    recommendedDescription: 'Texnika Mağazasının ən yeni kompüterləri, noutbukları və elektronikası.',
    allProducts: 'Bütün məhsullar',
    allProductsDescription: 'Texnika Mağazasının bütün məhsulları: kompüter, noutbuk, ofis, şəbəkə və müşahidə avadanlıqları.',
    brandTitle: (name) => `${name} məhsulları`,
    brandDescription: (name) => `Texnika Mağazasında ${name} məhsulları: manatla qiymətlər, rəsmi zəmanət və bütün Azərbaycan üzrə çatdırılma.`,
    searchTitle: (text) => `“${text}” üzrə axtarış nəticələri`,
    searchDescription: (text) => `Texnika Mağazasında “${text}” sorğusuna uyğun məhsullar.`,
    productDescription: (name, category) => `${name} (${category}) Texnika Mağazasında: manatla qiymət, rəsmi zəmanət və bütün Azərbaycan üzrə çatdırılma.`,
    home: 'Ana səhifə',
    about: 'Haqqımızda',
    aboutDescription: 'Texnika Mağazası Bakıda rəsmi zəmanət və peşəkar dəstəklə kompüter, noutbuk və ofis avadanlığı satır.',
    contact: 'Bizimlə əlaqə',
    contactDescription: 'Texnika Mağazasının Bakıdakı ofislərinin telefonu, ünvanları və xəritəsi.',
    download: 'Yükləmələr',
    downloadDescription: 'Texnika Mağazasından yüklənəcək drayverlər, kataloqlar və proqramlar.',
    secure: 'Təhlükəsizlik sistemləri',
    secureDescription: 'Texnika Mağazasının layihələndirib quraşdırdığı videomüşahidə, giriş nəzarəti və siqnalizasiya sistemləri.',
    software: 'Proqram təminatının quraşdırılması',
    softwareDescription: 'Texnika Mağazasının quraşdırdığı əməliyyat sistemləri, ofis və biznes proqramları və ehtiyat nüsxələr.',
    cart: 'Səbət',
    favorites: 'Seçilmişlər',
    profile: 'Profilim',
    login: 'Daxil ol',
    register: 'Hesab yarat',
    admin: 'İdarəetmə paneli',
    notFound: 'Səhifə tapılmadı',
    notFoundDescription: 'Ünvan səhv yazılıb və ya səhifə başqa yerə köçürülüb.',
    serverError: 'Xəta baş verdi',
    serverErrorText: 'Mağaza bu səhifəni hazırda göstərə bilmədi. Bir azdan yenidən cəhd edin.',
    backHome: 'Ana səhifəyə qayıt',
  },
};
