import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { getTranslation, isTranslationLoaded, loadTranslation, onEnglishCompleted, type Translation } from '../i18n/index.ts';
import { directionOf, type TextDirection } from '../i18n/languages.ts';

export { directionOf, type TextDirection };

export interface TranslationContextValue {
  t: Translation;
  lang: string;
  dir: TextDirection;
}

const TranslationContext = createContext<TranslationContextValue>({ t: getTranslation('en'), lang: 'en', dir: 'ltr' });

export interface TranslationProviderProps {
  /** BCP 47 language tag; defaults to English. */
  lang?: string;
  /** Overrides the catalogue lookup (tests, host-provided texts). */
  t?: Translation;
  /** Overrides the direction derived from the language. */
  dir?: TextDirection;
  children?: ReactNode;
}

/**
 * Gives every component below the texts, the language and the writing direction. A language
 * whose texts are not loaded yet is loaded here (English stands in meanwhile). English arrives in
 * two parts (the first open carries only Login's): when the second comes, everything below renders
 * again with it.
 */
export function TranslationProvider({ lang = 'en', t, dir, children }: TranslationProviderProps) {
  const [loadedLang, setLoadedLang] = useState(() => (isTranslationLoaded(lang) ? lang : undefined));
  const [englishParts, setEnglishParts] = useState(1);
  useEffect(() => onEnglishCompleted(() => setEnglishParts(2)), []);
  useEffect(() => {
    if (t) return;
    // Loaded between the render and now (the popup's opening loads its language): use them.
    if (isTranslationLoaded(lang)) {
      setLoadedLang(lang);
      return;
    }
    let current = true;
    loadTranslation(lang).then(
      () => current && setLoadedLang(lang),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [lang, t]);
  const value = useMemo<TranslationContextValue>(
    () => ({ t: t ?? getTranslation(lang), lang, dir: dir ?? directionOf(lang) }),
    // loadedLang and englishParts are read by getTranslation through the catalogue, not here: a
    // new value once a language's texts arrive (or English's second part fills the same object)
    // is what makes every useTranslation() below render again with them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lang, t, dir, loadedLang, englishParts],
  );
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** The texts, language and direction of the nearest TranslationProvider (English by default). */
export function useTranslation(): TranslationContextValue {
  return useContext(TranslationContext);
}
