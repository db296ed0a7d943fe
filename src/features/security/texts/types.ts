/**
 * The texts of `<mkt-account-security>`, one catalogue per language in a chunk of its own: they
 * load with the element, never with the popup or the page's header. The labels the issue names
 * ("Passkeys", "Add a passkey" ...) are the English ones; times and counts are formatted by the
 * caller with Intl in the element's language and passed in as strings.
 */
export interface SecurityTexts {
  /** The element's heading. */
  heading: string;
  /** Signed out: what the element is for, above Log in. */
  signedOutIntro: string;
  logIn: string;
  loading: string;
  /** A section's list could not be read (network): shown with Try again, what was listed stays. */
  loadFailed: string;
  tryAgain: string;
  save: string;
  cancel: string;

  passkeys: string;
  passkeysIntro: string;
  noPasskeys: string;
  addPasskey: string;
  rename: string;
  remove: string;
  passkeyName: string;
  /** The field's rule, shown under it and as its error. */
  passkeyNameRule: string;
  createdOn: (date: string) => string;
  lastUsedOn: (date: string) => string;
  neverUsed: string;
  passkeyAdded: string;
  passkeyRenamed: string;
  passkeyRemoved: string;
  /** This device already holds a passkey of the account (the authenticator said so). */
  passkeyExists: string;
  passkeysUnsupported: string;
  removePasskeyTitle: (name: string) => string;
  removePasskeyBody: string;

  password: string;
  passwordIntro: string;
  noPasswordIntro: string;
  changePassword: string;
  setPassword: string;
  currentPassword: string;
  /** Verification locked after too many wrong passwords or codes; `time` is the time left, m:ss. */
  tooManyTries(time: string): string;
  newPassword: string;
  passwordChanged: string;
  passwordSet: string;

  linkedAccounts: string;
  linkedIntro: string;
  linked: string;
  notLinked: string;
  link: string;
  unlink: string;
  providerLinked: (provider: string) => string;
  providerUnlinked: (provider: string) => string;
  unlinkTitle: (provider: string) => string;
  unlinkBody: string;

  devices: string;
  devicesIntro: string;
  thisDevice: string;
  /** "Chrome on Android". */
  deviceName: (browser: string, os: string) => string;
  unknownDevice: string;
  lastActive: (when: string) => string;
  activeNow: string;
  signOut: string;
  signOutOthers: string;
  signOutOthersTitle: string;
  signOutOthersBody: string;
  signedOutDevice: string;
  signedOutOthers: string;
  noOtherDevices: string;
  /** Signed out while the element showed the account (this device's Sign out, another device, another tab). */
  signedOutHere: string;

  /** Recent verification (the step-up). */
  verifyTitle: string;
  verifyIntro: string;
  verifyWithPasskey: string;
  /** Sends a code by a channel: SMS, WHATSAPP, ZALO, VOICE. */
  sendCodeBy: (channel: string) => string;
  codeSentTo: (phone: string) => string;
  verificationCode: string;
  verify: string;
  /** Channel names, by the wire protocol's delivery types. */
  channelNames: Readonly<Record<'SMS' | 'WHATSAPP' | 'ZALO' | 'VOICE', string>>;
  /** The passkey prompt was dismissed. */
  passkeyCancelled: string;
}
