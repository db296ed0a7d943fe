/**
 * Each screen's title in the user's language. The popup dialog is named by the screen's visible
 * title element; this text names it while that element is not there yet (the screen's chunk is
 * loading), so a screen reader announces "Forgot Password, dialog", never an unnamed dialog.
 * Every screen must map to a ScreenTitleKey, which every language must have (Translation): a
 * screen without a title is a type error, and test/screens/screen-titles.test.ts checks the texts.
 */
import type { ScreenTitleKey, Translation } from '../i18n/types.ts';
import type { ScreenName } from '../stores/popup.ts';
import { FEATURE_SCREENS } from './features.ts';

/** Every screen's title key: Login's, and each feature screen's from its manifest (tests check each language has a text for each). */
export function screenTitleKey(screen: ScreenName): ScreenTitleKey {
  return screen === 'login' ? 'loginTitle' : FEATURE_SCREENS[screen].title;
}

export function screenTitle(screen: ScreenName, t: Translation): string {
  return t[screenTitleKey(screen)];
}

/**
 * The popup dialog's name while the screen's title element is not there: its title, or, in
 * English before the texts past Login have arrived (with the screen's chunk, en-more.ts), the
 * loading text, which is what the dialog then shows.
 */
export function dialogNameWhileLoading(screen: ScreenName, t: Translation): string {
  return screenTitle(screen, t) || t.loading;
}
