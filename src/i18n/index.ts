// Placeholder until the full catalogue lands: every language answers in English.
import { en } from './en.ts';
import type { Translation } from './types.ts';

export type { Translation };
export const LANGUAGES = ['en', 'zh', 'ms', 'id', 'vi', 'th', 'bn', 'ne', 'si', 'my', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];

export function getTranslation(_lang: string): Translation {
  return en;
}
