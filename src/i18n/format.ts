/**
 * Numbers and countdowns in the digits and wording of each language, through Intl for that
 * locale. Formatters are cached: a countdown re-renders every second.
 *
 * Browsers may ship without some locale data (Chromium has no ne, si or my): Intl then silently
 * answers in US English ("59 sec" inside a Nepali sentence). For those languages we still ask
 * Intl for the native digits (numbering systems are always present) and supply the CLDR
 * "seconds" wording ourselves.
 */
import type { Language } from './languages.ts';

const FALLBACK_LOCALE = 'en';

/** Our languages whose CLDR default digits are 0-9 (Thai, Sinhala and Urdu included). */
type LatinDigitLanguage = 'en' | 'zh' | 'ms' | 'id' | 'vi' | 'th' | 'si' | 'ur';

/**
 * CLDR default numbering systems of our other languages, used when their locale data is missing.
 * The type makes a new language either join LatinDigitLanguage or get its numbering here.
 */
const NATIVE_NUMBERING: Readonly<Record<string, string>> = { bn: 'beng', ne: 'deva', my: 'mymr' } satisfies Record<Exclude<Language, LatinDigitLanguage>, string>;

interface LocaleChoice {
  /** The tag handed to Intl. */
  locale: string;
  /** Whether the browser has this language's own locale data. */
  native: boolean;
  base: string;
}

const localeChoices = new Map<string, LocaleChoice>();

function chooseLocale(lang: string): LocaleChoice {
  let choice = localeChoices.get(lang);
  if (!choice) {
    const base = lang.split('-')[0].toLowerCase();
    let supported = false;
    try {
      supported = Intl.NumberFormat.supportedLocalesOf(lang).length > 0;
    } catch {
      // A malformed tag throws RangeError: treat it as unknown.
    }
    const numbering = NATIVE_NUMBERING[base];
    choice = supported
      ? { locale: lang, native: true, base }
      : { locale: numbering ? `${FALLBACK_LOCALE}-u-nu-${numbering}` : FALLBACK_LOCALE, native: false, base };
    localeChoices.set(lang, choice);
  }
  return choice;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions, key: string): Intl.NumberFormat {
  const cacheKey = `${locale}|${key}`;
  let format = numberFormats.get(cacheKey);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(cacheKey, format);
  }
  return format;
}

/** `formatNumber(1234, 'bn')` -> '১,২৩৪'. */
export function formatNumber(value: number, lang: string): string {
  return numberFormat(chooseLocale(lang).locale, {}, 'decimal').format(value);
}

/**
 * Whole seconds left, with the language's own unit: `formatCountdown(59, 'en')` -> '59 sec',
 * `formatCountdown(5, 'zh', ...)` -> '5秒'. Fractions round up (a countdown never shows 0 early);
 * negative or non-numeric values show 0.
 *
 * `withoutLocaleData`: the language's CLDR short "N seconds", used when the browser lacks the
 * language's own locale data. Every language but the fallback (whose locale data is always there)
 * must give it; each brings it in its own catalogue, so the first open carries none of them.
 */
export function formatCountdown(seconds: number, lang: typeof FALLBACK_LOCALE): string;
export function formatCountdown(seconds: number, lang: Exclude<Language, typeof FALLBACK_LOCALE>, withoutLocaleData: (value: string) => string): string;
export function formatCountdown(seconds: number, lang: string, withoutLocaleData?: (value: string) => string): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  const choice = chooseLocale(lang);
  if (!choice.native && withoutLocaleData) return withoutLocaleData(formatNumber(whole, lang));
  return numberFormat(choice.locale, { style: 'unit', unit: 'second', unitDisplay: 'short' }, 'second').format(whole);
}
