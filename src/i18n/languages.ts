/**
 * Which languages we speak and how a page's signals choose one. No catalogue is
 * imported here, so light elements can resolve a language without loading every screen's words.
 */

/** SPEC §8: en, zh, ms, in (= id), vi, th, bn, ne, si, my (Burmese), ur. */
export const LANGUAGES = ['en', 'zh', 'ms', 'id', 'vi', 'th', 'bn', 'ne', 'si', 'my', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];

/** SPEC §1: default language en. Also what unknown languages (km, fr, ...) fall back to. */
export const FALLBACK_LANGUAGE: Language = 'en';

/** Old ISO code still sent by some systems for Indonesian. */
const LANGUAGE_ALIASES: Readonly<Record<string, Language>> = { in: 'id' };

/** Urdu is our one language written right to left (SPEC §8, §9). */
const RIGHT_TO_LEFT_LANGUAGES = ['ur'] as const;
const RIGHT_TO_LEFT: ReadonlySet<Language> = new Set<Language>(RIGHT_TO_LEFT_LANGUAGES);

/** Our languages written left to right. */
type LeftToRightLanguage = 'en' | 'zh' | 'ms' | 'id' | 'vi' | 'th' | 'bn' | 'ne' | 'si' | 'my';
/** A type error names any language given no direction: a new one must join one of the two lists. */
type EveryLanguageHasADirection<Unlisted extends never> = Unlisted;
type _LanguagesWithoutDirection = EveryLanguageHasADirection<Exclude<Language, LeftToRightLanguage | (typeof RIGHT_TO_LEFT_LANGUAGES)[number]>>;

/** A BCP 47-ish tag: letters, then subtags of letters/digits, separated by - or _. */
const LANGUAGE_TAG = /^[a-z]{2,8}(?:-[a-z0-9]{1,8})*$/;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The supported base language of a tag, or undefined: 'en-SG' -> 'en', 'zh_CN' -> 'zh',
 * 'in' -> 'id', 'km' -> undefined, garbage -> undefined.
 */
export function toSupportedLanguage(tag: string | null | undefined): Language | undefined {
  if (typeof tag !== 'string') return undefined;
  const normalized = tag.trim().toLowerCase().replaceAll('_', '-');
  if (!LANGUAGE_TAG.test(normalized)) return undefined;
  const base = normalized.split('-')[0];
  const language = LANGUAGE_ALIASES[base] ?? base;
  return isLanguage(language) ? language : undefined;
}

export type TextDirection = 'ltr' | 'rtl';

/** Urdu is written right to left; every other language of ours left to right. Accepts any tag. */
export function isRtl(lang: string): boolean {
  const language = toSupportedLanguage(lang);
  return language !== undefined && RIGHT_TO_LEFT.has(language);
}

/** The `dir` attribute value for our root in this language. */
export function directionOf(lang: string): TextDirection {
  return isRtl(lang) ? 'rtl' : 'ltr';
}
