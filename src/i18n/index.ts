/**
 * The texts of eleven languages and the helpers every screen needs. English is built
 * in (the fallback); every other language is its own chunk, loaded when first needed, so the
 * popup's first open downloads one language, not eleven. The page-load header uses
 * header.ts and languages.ts instead. `catalogue.ts` holds all languages at once (tests).
 */
import { EN_FIRST_OPEN } from './en-first-open.ts';
import { FALLBACK_LANGUAGE, toSupportedLanguage, type Language } from './languages.ts';
import type { Translation } from './types.ts';

export type { RichText, Translation } from './types.ts';
// The language list and its helpers are imported from ./languages.ts itself: re-exported here they
// would be kept in the bundle's object of this module's exports (one-tap.ts imports it on demand).
// Number, date and countdown formats (./format.ts) are imported by the languages that use them, not
// from here: this module is on the first open, which needs none of them in English.

/**
 * English as the page holds it: the first open's texts at once, the rest added once a
 * screen past Login loads (completeEnglish, from lazy-screen.ts) or a caller asks for the whole
 * language (loadTranslation). One object, so a provider that rendered with it sees the rest too.
 */
const english = { ...EN_FIRST_OPEN } as Translation;
let englishCompleted: Promise<void> | undefined;
/**
 * Who renders with `english` and must render again once it is whole: the object changes in place,
 * so nothing else tells them (a dialog name read from it before would stay empty).
 */
const englishListeners = new Set<() => void>();

/** Calls `listener` when the rest of English has arrived; returns the unsubscribe. */
export function onEnglishCompleted(listener: () => void): () => void {
  englishListeners.add(listener);
  return () => englishListeners.delete(listener);
}

/** Adds the English texts of the screens past Login (once; again after a failed load). */
export function completeEnglish(): Promise<void> {
  englishCompleted ??= import('./en-more.ts').then(
    (m) => {
      Object.assign(english, m.EN_MORE);
      for (const listener of englishListeners) listener();
    },
    (error: unknown) => {
      englishCompleted = undefined;
      throw error;
    },
  );
  return englishCompleted;
}

/** One loader per language; the Record type makes a forgotten language a type error. */
const LOADERS: Readonly<Record<Language, () => Promise<Translation>>> = {
  en: () => completeEnglish().then(() => english),
  zh: () => import('./zh.ts').then((m) => m.zh),
  ms: () => import('./ms.ts').then((m) => m.ms),
  id: () => import('./id.ts').then((m) => m.id),
  vi: () => import('./vi.ts').then((m) => m.vi),
  th: () => import('./th.ts').then((m) => m.th),
  bn: () => import('./bn.ts').then((m) => m.bn),
  ne: () => import('./ne.ts').then((m) => m.ne),
  si: () => import('./si.ts').then((m) => m.si),
  my: () => import('./my.ts').then((m) => m.my),
  ur: () => import('./ur.ts').then((m) => m.ur),
};

/** Languages whose texts are whole; English is usable before (getTranslation) with its first part. */
const loaded = new Map<Language, Translation>();
const loading = new Map<Language, Promise<Translation>>();

const supported = (lang: string): Language => toSupportedLanguage(lang) ?? FALLBACK_LANGUAGE;

/** Texts for any language tag ('th', 'en-SG', 'in'), loading them once; unknown languages (km, fr) get English. */
export function loadTranslation(lang: string): Promise<Translation> {
  const language = supported(lang);
  const ready = loaded.get(language);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(language);
  if (!pending) {
    pending = LOADERS[language]().then(
      (t) => {
        loaded.set(language, t);
        return t;
      },
      (error: unknown) => {
        // A failed chunk may load next time (flaky network); until then English stands in.
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/**
 * Whether the texts of `lang` are ready for a synchronous `getTranslation`: English always is for
 * what the first open shows (the screens past Login complete it before they render).
 */
export function isTranslationLoaded(lang: string): boolean {
  const language = supported(lang);
  return language === 'en' || loaded.has(language);
}

/** Texts of `lang` when loaded (see loadTranslation), otherwise English. */
export function getTranslation(lang: string): Translation {
  return loaded.get(supported(lang)) ?? english;
}

/**
 * What the popup's first open needs before it renders: English at once (its first
 * part), any other language whole.
 */
export function loadFirstOpenTexts(lang: string): Promise<Translation> {
  return supported(lang) === 'en' ? Promise.resolve(english) : loadTranslation(lang);
}
