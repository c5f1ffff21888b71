import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { catalogues } from '../i18n';
import { formatPrice } from './format';
import { DEFAULT_LANGUAGE, LOCALES, readLanguageCookie, writeLanguageCookie, type Language } from './language';

interface LanguageContextValue {
  language: Language;
  /** Writes the `language` cookie and switches the interface at once (no reload). */
  setLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

/** Current language from the cookie, react-intl with its catalogue, `<html lang>` and the page title. */
export function LanguageProvider({ children, initialLanguage }: { children: ReactNode; initialLanguage?: Language }) {
  const [language, setLanguageState] = useState<Language>(() => initialLanguage ?? readLanguageCookie());

  const setLanguage = useCallback((next: Language) => {
    writeLanguageCookie(next);
    setLanguageState(next);
  }, []);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);

  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider
        locale={LOCALES[language]}
        defaultLocale={LOCALES[DEFAULT_LANGUAGE]}
        messages={catalogues[language]}
        defaultRichTextElements={{ b: (chunks) => <b>{chunks}</b> }}
      >
        <DocumentTitle />
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

/** The page title in the current language (production builds hold the catalogues pre-parsed, so via intl). */
function DocumentTitle() {
  const intl = useIntl();
  useEffect(() => {
    document.title = intl.formatMessage({ id: 'app.title' });
  }, [intl]);
  return null;
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage() needs a <LanguageProvider> above it');
  return value;
}

/** Formats AZN amounts for the current language ("1,299.00 ₼" / "1.299,00 ₼"). */
export function usePriceFormatter(): (amount: number) => string {
  const { language } = useLanguage();
  return useCallback((amount: number) => formatPrice(amount, language), [language]);
}
