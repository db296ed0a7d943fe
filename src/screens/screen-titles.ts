/**
 * Each screen's title in the user's language: the popup dialog's accessible name while the
 * screen's own title element is not there yet (its chunk loading), so a screen reader announces
 * "Forgot Password, dialog" rather than an unnamed dialog. The keys are ScreenTitleKey, which the
 * first-open English must hold (en-first-open.ts), so a screen without a title in any language is
 * a type error; test/screens/screen-titles.test.ts checks the texts are there and not empty.
 */
import type { ScreenTitleKey, Translation } from '../i18n/types.ts';
import type { ScreenName } from '../stores/popup.ts';

const TITLE_KEYS = {
  login: 'loginTitle',
  registry: 'registryTitle',
  qrcode: 'qrTitle',
  verify: 'verifyTitle',
  'phone-call': 'phoneCallTitle',
  'verify-method-list': 'verifyMethodListTitle',
  'add-phone': 'addPhoneTitle',
  'sms-uplink': 'smsUplinkTitle',
  'forget-password': 'forgetPasswordTitle',
  'reset-password': 'resetPasswordTitle',
  'profile-complete': 'profileTitle',
  'restore-account': 'restoreTitle',
  'change-email': 'changeEmailTitle',
  'passkey-offer': 'passkeyOfferTitle',
} as const satisfies Record<ScreenName, ScreenTitleKey>;

/** Every screen's title key (tests check each language has a text for each). */
export const SCREEN_TITLE_KEYS: Readonly<Record<ScreenName, ScreenTitleKey>> = TITLE_KEYS;

export function screenTitle(screen: ScreenName, t: Translation): string {
  return t[TITLE_KEYS[screen]];
}
