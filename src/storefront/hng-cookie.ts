/**
 * The hng cookie (SPEC §3: `REGION|lang`, 30 days), read without loading any translation, so the
 * page-load elements can use it.
 */
import { isRegionCode, type RegionCode } from '../config/regions.ts';
import { toSupportedLanguage, type Language } from '../i18n/languages.ts';
import { readCookie } from './cookies.ts';

/** SPEC §3: pipe-separated region and language. */
export const HNG_COOKIE_NAME = 'hng';
export const HNG_SEPARATOR = '|';
/** Longer values are not ours (the real cookie is about a dozen characters). */
const HNG_MAX_LENGTH = 100;

export interface HngCookie {
  region: RegionCode;
  /** Absent when the cookie names a language we do not have (KH|km). */
  language?: Language;
}

export function toRegion(value: string | null | undefined): RegionCode | undefined {
  return typeof value === 'string' && isRegionCode(value) ? (value.toUpperCase() as RegionCode) : undefined;
}

/**
 * The hng cookie, or undefined when it is missing or not ours. Accepts the longer form other
 * pages of the marketplace write (`SG|en-SG|SGD|702`): only the first two fields count.
 */
export function readHngCookie(): HngCookie | undefined {
  const value = readCookie(HNG_COOKIE_NAME);
  if (!value || value.length > HNG_MAX_LENGTH || !value.includes(HNG_SEPARATOR)) return undefined;
  const [regionPart, languagePart] = value.split(HNG_SEPARATOR);
  const region = toRegion(regionPart.trim());
  if (!region) return undefined;
  const language = toSupportedLanguage(languagePart);
  return language ? { region, language } : { region };
}

