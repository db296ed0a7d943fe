/**
 * Every language's texts at once (tests and tools). Runtime code loads one language at a time
 * through `loadTranslation` (index.ts) instead.
 */
import { bn } from './bn.ts';
import { en } from './en.ts';
import { id } from './id.ts';
import { ms } from './ms.ts';
import { my } from './my.ts';
import { ne } from './ne.ts';
import { si } from './si.ts';
import { th } from './th.ts';
import { ur } from './ur.ts';
import { vi } from './vi.ts';
import { zh } from './zh.ts';
import type { Language } from './languages.ts';
import type { Translation } from './types.ts';

/** The Record type makes a forgotten language a type error. */
export const TRANSLATIONS: Readonly<Record<Language, Translation>> = { en, zh, ms, id, vi, th, bn, ne, si, my, ur };
