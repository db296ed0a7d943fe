/**
 * The texts of eleven languages (issue 3) and the helpers every screen needs. English is built
 * in (the fallback); every other language is its own chunk, loaded when first needed, so the
 * popup's first open downloads one language, not eleven (issue 9). The page-load header uses
 * header.ts and languages.ts instead. `catalogue.ts` holds all languages at once (tests).
 */
import { en } from './en.ts';
import { FALLBACK_LANGUAGE, toSupportedLanguage, type Language } from './languages.ts';
import type { Translation } from './types.ts';

export type { RichText, Translation } from './types.ts';
export {
  FALLBACK_LANGUAGE,
  LANGUAGES,
  directionOf,
  isLanguage,
  isRtl,
  resolveLanguage,
  toSupportedLanguage,
  type Language,
  type LanguageSources,
  type TextDirection,
} from './languages.ts';
export { formatCountdown, formatDate, formatNumber } from './format.ts';

/** One loader per language; the Record type makes a forgotten language a type error. */
const LOADERS: Readonly<Record<Language, () => Promise<Translation>>> = {
  en: async () => en,
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

const loaded = new Map<Language, Translation>([['en', en]]);
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

/** Whether the texts of `lang` are ready for a synchronous `getTranslation`. */
export function isTranslationLoaded(lang: string): boolean {
  return loaded.has(supported(lang));
}

/** Texts of `lang` when loaded (see loadTranslation), otherwise English. */
export function getTranslation(lang: string): Translation {
  return loaded.get(supported(lang)) ?? en;
}
