/**
 * The popup dialog's accessible name for each screen: the screen's title in the user's language,
 * so a screen reader announces "Forgot password, dialog" rather than an internal screen id.
 */
import type { Translation } from '../i18n/types.ts';
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
} as const satisfies Record<ScreenName, keyof Translation>;

export function screenTitle(screen: ScreenName, t: Translation): string {
  return t[TITLE_KEYS[screen]];
}
