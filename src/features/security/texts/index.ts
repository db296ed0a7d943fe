/** The element's texts by language, each its own chunk; unknown languages get English. */
import { FALLBACK_LANGUAGE, toSupportedLanguage, type Language } from '../../../i18n/languages.ts';
import type { SecurityTexts } from './types.ts';

export type { SecurityTexts } from './types.ts';

/** The Record type makes a forgotten language a type error. */
const LOADERS: Readonly<Record<Language, () => Promise<SecurityTexts>>> = {
  en: () => import('./en.ts').then((m) => m.en),
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

export function loadSecurityTexts(lang: string): Promise<SecurityTexts> {
  return LOADERS[toSupportedLanguage(lang) ?? FALLBACK_LANGUAGE]();
}
