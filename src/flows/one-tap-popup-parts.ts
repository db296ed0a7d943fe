/**
 * What One Tap takes, on demand, from the popup element's chunk (rollup.config.mjs puts this
 * module there): the bundle builds one object of a dynamically imported module's exports, so one
 * module of these two costs less than the two whole modules they come from.
 */
export { createPopupState } from '../stores/popup.ts';
export { loadTranslation } from '../i18n/index.ts';
