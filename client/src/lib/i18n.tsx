import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { catalogues, isCatalogueComplete, loadCatalogue, partsOf, wantPart, type Catalogue, type CataloguePart, type MessageKey } from '../i18n';
import { formatPrice } from './format';
import { DEFAULT_LANGUAGE, interfaceLanguage, LOCALES, writeLanguageCookie, type Language } from './language';
import { useRenderHints } from './renderHints';

interface LanguageContextValue {
  language: Language;
  /** Writes the `language` cookie and switches the interface at once (no reload). */
  setLanguage: (language: Language) => void;
  /** Whether the texts on screen include a catalogue part. */
  hasPart: (part: CataloguePart) => boolean;
  /** Asks for a catalogue part: it is loaded (for every language from then on) and the texts on screen gain it. */
  needPart: (part: CataloguePart) => void;
}

interface ActiveCatalogue {
  language: Language;
  messages: Catalogue;
  parts: ReadonlySet<CataloguePart>;
}

const activeCatalogue = (language: Language): ActiveCatalogue | null => {
  const messages = catalogues[language];
  return messages ? { language, messages, parts: partsOf(language) } : null;
};

const LanguageContext = createContext<LanguageContextValue | null>(null);

/**
 * Current language (the cookie, else the page's), react-intl with its catalogue and `<html lang>`.
 * A catalogue that is not loaded yet is fetched first: at start-up nothing renders until it arrives (no
 * flash of English), and on a switch the old language stays on screen until the new one is ready.
 */
export function LanguageProvider({ children, initialLanguage }: { children: ReactNode; initialLanguage?: Language }) {
  const [requested, setRequested] = useState<Language>(() => initialLanguage ?? interfaceLanguage());
  const [active, setActive] = useState<ActiveCatalogue | null>(() => activeCatalogue(requested));
  // Bumped when a part is asked for, so the catalogue on screen is completed.
  const [partsAsked, setPartsAsked] = useState(0);

  const setLanguage = useCallback((next: Language) => {
    writeLanguageCookie(next);
    setRequested(next);
  }, []);

  const needPart = useCallback((part: CataloguePart) => {
    wantPart(part);
    setPartsAsked((count) => count + 1);
  }, []);

  useEffect(() => {
    if (active?.language === requested && isCatalogueComplete(requested) && active.messages === catalogues[requested]) return;
    let current = true;
    loadCatalogue(requested).then(
      () => current && setActive(activeCatalogue(requested)),
      // The chunk did not load (offline, new deploy): stay in the language on screen, else English.
      () => current && !active && setActive(activeCatalogue(DEFAULT_LANGUAGE)),
    );
    return () => {
      current = false;
    };
  }, [requested, active, partsAsked]);

  const language = active?.language ?? requested;
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const parts = active?.parts;
  const hasPart = useCallback((part: CataloguePart) => parts?.has(part) ?? false, [parts]);
  const value = useMemo(() => ({ language, setLanguage, hasPart, needPart }), [language, setLanguage, hasPart, needPart]);
  if (!active) return null;

  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider
        locale={LOCALES[active.language]}
        defaultLocale={LOCALES[DEFAULT_LANGUAGE]}
        // Partial while a part loads; a page that reads a part waits for it (CataloguePartGate).
        messages={active.messages as Record<MessageKey, string>}
        defaultRichTextElements={{ b: (chunks) => <b>{chunks}</b> }}
      >
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

/**
 * Renders its children once the texts on screen include the catalogue parts (nothing until then). Pages
 * that read a part load it beside their code (`withCataloguePart`), so it is usually there at once.
 */
export function CataloguePartGate({ part, children }: { part: CataloguePart | CataloguePart[]; children: ReactNode }) {
  const { hasPart, needPart } = useLanguage();
  const { partRead } = useRenderHints();
  const parts = typeof part === 'string' ? [part] : part;
  // On the server: the browser needs these texts before it hydrates the page.
  if (partRead) for (const name of parts) partRead(name);
  const missing = parts.filter((name) => !hasPart(name));
  useEffect(() => {
    for (const name of missing) needPart(name);
  }, [missing.join(), needPart]); // eslint-disable-line react-hooks/exhaustive-deps -- the names, not the array
  return missing.length === 0 ? children : null;
}

/** A lazy page's loader that fetches its catalogue parts (in the interface language) at the same time as its code. */
export function withCataloguePart<T>(part: CataloguePart | CataloguePart[], load: () => Promise<T>): () => Promise<T> {
  return async () => {
    for (const name of typeof part === 'string' ? [part] : part) wantPart(name);
    const [page] = await Promise.all([load(), loadCatalogue(interfaceLanguage()).catch(() => undefined)]);
    return page;
  };
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
