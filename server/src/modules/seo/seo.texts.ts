import type { Language } from '../../language.js';

/**
 * The server's own error page (a 500, or a 503 while the database is away), in both languages: it is
 * sent when the app cannot render, so its texts live here, as checkout's WhatsApp message does. Every
 * storefront page's head comes from the page's render, with the client's catalogues.
 */
export interface ErrorPageTexts {
  shopName: string;
  serverError: string;
  serverErrorText: string;
  backHome: string;
}

export const ERROR_PAGE_TEXTS: Record<Language, ErrorPageTexts> = {
  en: {
    shopName: 'Texnika Mağazası',
    serverError: 'Something went wrong',
    serverErrorText: 'The shop could not show this page just now. Please try again in a moment.',
    backHome: 'Back to the home page',
  },
  az: {
    shopName: 'Texnika Mağazası',
    serverError: 'Xəta baş verdi',
    serverErrorText: 'Mağaza bu səhifəni hazırda göstərə bilmədi. Bir azdan yenidən cəhd edin.',
    backHome: 'Ana səhifəyə qayıt',
  },
};
