import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { catalogues, loadCatalogue, type Catalogue } from '../i18n';
import { formatPrice } from './format';
import { DEFAULT_LANGUAGE, LOCALES, readLanguageCookie, writeLanguageCookie, type Language } from './language';

interface LanguageContextValue {
  language: Language;
  /** Writes the `language` cookie and switches the interface at once (no reload). */
  setLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

/**
 * Current language from the cookie, react-intl with its catalogue, `<html lang>` and the page title.
 * A catalogue that is not loaded yet is fetched first: at start-up nothing renders until it arrives (no
 * flash of English), and on a switch the old language stays on screen until the new one is ready.
 */
export function LanguageProvider({ children, initialLanguage }: { children: ReactNode; initialLanguage?: Language }) {
  const [requested, setRequested] = useState<Language>(() => initialLanguage ?? readLanguageCookie());
  const [active, setActive] = useState<{ language: Language; messages: Catalogue } | null>(() => {
    const messages = catalogues[requested];
    return messages ? { language: requested, messages } : null;
  });

  const setLanguage = useCallback((next: Language) => {
    writeLanguageCookie(next);
    setRequested(next);
  }, []);

  useEffect(() => {
    if (active?.language === requested) return;
    let current = true;
    loadCatalogue(requested).then(
      (messages) => current && setActive({ language: requested, messages }),
      // The chunk did not load (offline, new deploy): stay in the language on screen, else English.
      () => current && !active && setActive({ language: DEFAULT_LANGUAGE, messages: catalogues[DEFAULT_LANGUAGE]! }),
    );
    return () => {
      current = false;
    };
  }, [requested, active]);

  const language = active?.language ?? requested;
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  if (!active) return null;

  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider
        locale={LOCALES[active.language]}
        defaultLocale={LOCALES[DEFAULT_LANGUAGE]}
        messages={active.messages}
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
