// Stands in for src/i18n/index.ts in the build-time render (scripts/build-prepaint.mjs): every
// text is its slot, `{{key}}`, and the keys asked for are recorded.
import type { Translation } from '../../src/i18n/types.ts';

export * from '../../src/i18n/index.ts';

export const usedKeys = new Set<string>();

const slots = new Proxy({} as Translation, {
  get(_target, key) {
    if (typeof key !== 'string') return undefined;
    usedKeys.add(key);
    return `{{${key}}}`;
  },
});

export function getTranslation(): Translation {
  return slots;
}

export function isTranslationLoaded(): boolean {
  return true;
}
