/**
 * Region and language of the widget (SPEC §3): `$locale` holds them with the writing direction,
 * `$translation` the texts. The hng cookie (`REGION|lang`, 30 days) remembers a user's choice.
 */
import { atom, computed } from 'nanostores';
import { REGION_LANGUAGE_COOKIE_DAYS } from '../config/constants.ts';
import { DEFAULT_REGION, type RegionCode } from '../config/regions.ts';
import { getTranslation, isTranslationLoaded, loadTranslation } from '../i18n/index.ts';
import {
  FALLBACK_LANGUAGE,
  directionOf,
  resolveLanguage,
  type Language,
  type TextDirection,
} from '../i18n/languages.ts';
import type { Translation } from '../i18n/types.ts';
import { writeCookie } from '../storefront/cookies.ts';
import { HNG_COOKIE_NAME, HNG_SEPARATOR, readHngCookie, toRegion } from './hng-cookie.ts';

export { HNG_COOKIE_NAME, readHngCookie, type HngCookie } from './hng-cookie.ts';

export interface LocaleState {
  region: RegionCode;
  language: Language;
  dir: TextDirection;
}

function stateOf(region: RegionCode, language: Language): LocaleState {
  return { region, language, dir: directionOf(language) };
}

/** Starts at the SPEC §1 defaults; nothing is read at import time (server-side rendering). */
export const $locale = atom<LocaleState>(stateOf(DEFAULT_REGION, FALLBACK_LANGUAGE));

/** Bumped when a language's texts arrive, so `$translation` recomputes. */
const $loadedLanguages = atom(0);

/** The texts of the current language (English until its chunk has loaded). */
export const $translation = computed([$locale, $loadedLanguages], (locale): Translation => getTranslation(locale.language));

/** Loads the texts of the current language; resolves once `$translation` shows them. */
export async function whenTranslationReady(): Promise<Translation> {
  const { language } = $locale.get();
  if (!isTranslationLoaded(language)) {
    await loadTranslation(language);
    $loadedLanguages.set($loadedLanguages.get() + 1);
  }
  return $translation.get();
}

$locale.listen(() => void whenTranslationReady().catch(() => undefined));

export interface SetLocaleOptions {
  /** Registrable domain to share the cookie with sister hosts; public suffixes are refused. */
  domain?: string;
}

/**
 * A user's choice (language switcher): updates the store and remembers it in the hng cookie for
 * 30 days. An unknown region keeps the current one; an unknown language falls back like
 * resolveLanguage does (the region's first language, else en).
 */
export function setLocale(region: string, language: string, options: SetLocaleOptions = {}): LocaleState {
  const nextRegion = toRegion(region) ?? $locale.get().region;
  const nextLanguage = resolveLanguage({ attribute: language, region: nextRegion });
  writeCookie(HNG_COOKIE_NAME, `${nextRegion}${HNG_SEPARATOR}${nextLanguage}`, {
    days: REGION_LANGUAGE_COOKIE_DAYS,
    ...(options.domain ? { domain: options.domain } : {}),
  });
  const state = stateOf(nextRegion, nextLanguage);
  $locale.set(state);
  return state;
}

export interface PageLocaleSignals {
  /** The element's `lang` attribute. */
  attribute?: string | null;
  /** The element's `region` attribute or configured region. */
  region?: string | null;
}

/**
 * Sets the store from what the page says (issue 3 order: lang attribute, hng cookie, region's
 * first language, en) without writing the cookie: only a user's choice is remembered.
 * The region is the given one, else the cookie's, else SG.
 */
export function initLocale(signals: PageLocaleSignals = {}): LocaleState {
  const cookie = readHngCookie();
  const region = toRegion(signals.region) ?? cookie?.region ?? DEFAULT_REGION;
  const language = resolveLanguage({ attribute: signals.attribute, cookieLanguage: cookie?.language, region });
  const state = stateOf(region, language);
  $locale.set(state);
  return state;
}
