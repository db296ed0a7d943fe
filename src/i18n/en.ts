import { EN_FIRST_OPEN } from './en-first-open.ts';
import { EN_MORE } from './en-more.ts';
import type { Translation } from './types.ts';

/**
 * English: the SPEC's wording exactly wherever the SPEC quotes a text. The type makes a missing
 * or extra key an error; the page gets it in two parts (en-first-open.ts, en-more.ts) so the first open carries only Login's.
 */
export const en: Translation = { ...EN_FIRST_OPEN, ...EN_MORE };
