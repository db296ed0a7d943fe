/**
 * One Translation interface: a missing string in any language is a type error.
 * English texts are the SPEC's wording exactly. Strings with values are functions, so each
 * language puts the values where its grammar wants them (never concatenation in a screen).
 */
import type { HeaderTranslation } from './header.ts';

/**
 * Text with pieces the screen renders itself (links), in the language's own order:
 * `t.termsAgreement(<a>…</a>, <a>…</a>)` gives strings and the two links to render in sequence.
 */
export type RichText<Piece> = ReadonlyArray<string | Piece>;

/**
 * The title of each popup screen (src/screens/screen-titles.ts maps every screen to one): the
 * popup dialog's accessible name until the screen's own title element is there.
 */
export type ScreenTitleKey =
  | 'loginTitle'
  | 'registryTitle'
  | 'qrTitle'
  | 'verifyTitle'
  | 'phoneCallTitle'
  | 'verifyMethodListTitle'
  | 'addPhoneTitle'
  | 'smsUplinkTitle'
  | 'forgetPasswordTitle'
  | 'resetPasswordTitle'
  | 'profileTitle'
  | 'restoreTitle'
  | 'changeEmailTitle'
  | 'passkeyOfferTitle';

/**
 * Every user-facing string of every screen. The header strings (`login`, `signUp`, `myAccount`,
 * `accountLabel(name)` = 'NAME'S ACCOUNT') come from header.ts, which the page-load header uses
 * alone (page-load budget).
 */
export interface Translation extends HeaderTranslation {
  /** The language's own name, for language switchers ('English', 'ไทย', 'اردو'). */
  languageName: string;

  // --- generic UI (SPEC §9 dialog labels) ---
  confirm: string;
  cancel: string;
  close: string;
  back: string;
  next: string;
  loading: string;
  showPassword: string;
  hidePassword: string;
  /** Character counter of the Input widget, e.g. "3/20". */
  characterCount: (count: number, max: number) => string;
  /** Marks an optional field (nickname). */
  optional: string;
  /** Empty Select / DatePicker. */
  selectPlaceholder: string;
  /** Third-party sign-in button, e.g. 'Continue with Google' (provider names are brands). */
  continueWith: (provider: string) => string;

  // --- fields shared by several screens ---
  loginNameLabel: string;
  loginNamePlaceholder: string;
  passwordLabel: string;
  passwordPlaceholder: string;
  phoneLabel: string;
  phonePlaceholder: string;
  /** Accessible name of the read-only country-code prefix. */
  phonePrefixLabel: string;
  /** The prefix as shown: '+65'. */
  phonePrefix: (countryCode: string) => string;
  emailLabel: string;
  emailPlaceholder: string;
  verificationCodeLabel: string;
  verificationCodePlaceholder: string;
  sendCode: string;
  /** One send button per delivery channel (SPEC §3: the fallback SMS item is 'Send code via SMS'). */
  channelLabels: Readonly<Record<LabelledChannel, string>>;

  // --- Login (SPEC §2) ---
  loginTitle: string;
  loginTabPassword: string;
  loginTabOtp: string;
  loginButton: string;
  forgotPassword: string;
  qrLoginLink: string;
  /** The hint next to the QR link (appears after 1 s, hides 3 s later). */
  qrLoginHint: string;
  orLoginWith: string;
  noAccount: string;
  signUpLink: string;

  // --- Registry (SPEC §2) ---
  registryTitle: string;
  termsOfUse: string;
  privacyPolicy: string;
  /** The terms checkbox text around its two links (labels: termsOfUse, privacyPolicy). */
  termsAgreement: <Link>(termsOfUse: Link, privacyPolicy: Link) => RichText<Link>;
  smsPromotions: string;
  /** 'Already have an account? Log in Now' is alreadyHaveAccount + the logInNow link. */
  alreadyHaveAccount: string;
  logInNow: string;
  /** The hint with a link back to Login (label: registryLoginHintLink). */
  registryLoginHint: <Link>(loginLink: Link) => RichText<Link>;
  registryLoginHintLink: string;
  orSignUpWith: string;

  // --- Verify (SPEC §2, §4) ---
  verifyTitle: string;
  /** Where the code went: a phone number or an e-mail address, passed already formatted. */
  codeSentTo: (destination: string) => string;
  /** Verify after a VOICE send: the code comes by a call, not a message. */
  codeCalledTo: (destination: string) => string;
  /** The 60-second resend countdown, seconds left. */
  resendCountdown: (seconds: number) => string;
  resendOtp: string;
  changeNumber: string;
  recallOtp: string;
  otherMethods: string;
  voiceCall: string;

  // --- VerifyMethodList ---
  verifyMethodListTitle: string;

  // --- PhoneCall (risk control; the server's texts win when present) ---
  phoneCallTitle: string;
  phoneCallOffer: string;
  callNow: string;

  // --- SmsUplink ---
  smsUplinkTitle: string;
  /** Send `code` from the user's own number to `receiver`. */
  smsUplinkInstruction: (code: string, receiver: string) => string;
  smsUplinkConfirm: string;
  /** SPEC §8 leaves the SMS-from-phone default error open: this is ours. */
  smsUplinkError: string;

  // --- AddPhone ---
  addPhoneTitle: string;
  addPhoneDescription: string;

  // --- ForgetPassword ---
  forgetPasswordTitle: string;
  forgetPasswordDescription: string;

  // --- ResetPassword (SPEC §2, §5) ---
  resetPasswordTitle: string;
  resetPasswordDescription: string;
  /** ResetPassword opened by the login's complete-password step: why this account must set a password. */
  completePasswordDescription: string;
  newPasswordLabel: string;
  newPasswordPlaceholder: string;
  passwordHintLength: string;
  passwordHintComposition: string;
  passwordHintSymbols: string;
  /** A new password found in the breached-password range API: said at the field. */
  passwordBreached: string;
  resetPasswordSuccess: string;
  goShopping: string;
  /** Go Shopping with the 5-second countdown, seconds left. */
  goShoppingCountdown: (seconds: number) => string;

  // --- ProfileComplete (SPEC §2, §5) ---
  profileTitle: string;
  profileOtherInfoTitle: string;
  nicknameLabel: string;
  nicknamePlaceholder: string;
  nicknameHint: string;
  genderLabel: string;
  genderMale: string;
  genderFemale: string;
  birthdayLabel: string;
  birthdayPlaceholder: string;
  datePickerYear: string;
  datePickerMonth: string;
  datePickerDay: string;
  previousMonth: string;
  nextMonth: string;
  fillInLater: string;

  // --- Restore account, change e-mail (SPEC §2, §7) ---
  restoreTitle: string;
  restoreQuestion: string;
  restoreSuccess: string;
  /** The toast after the deletion-cancel call succeeds. */
  restoreToast: string;
  changeEmailTitle: string;

  // --- Qrcode (SPEC §2, §5) ---
  qrTitle: string;
  /**
   * Markup rendered through the sanitiser (allowed: b, strong, span.mkt-hl-red,
   * span.mkt-hl-blue, a, br). Never user or server input.
   */
  qrInstructionMarkup: string;
  qrImageAlt: string;
  qrScanned: string;
  qrCheckConnection: string;
  qrRescan: string;
  qrRefresh: string;
  /** Tooltip of the computer icon that switches to password Login. */
  qrComputerTooltip: string;
  /** QR generation error when the text does not fit (SPEC §5). */
  qrDataTooLong: string;
  loginSuccess: string;

  // --- errors (SPEC §8) ---
  /** A screen failed to render: the popup shows this with Back and Close. */
  screenFailed: string;
  /** Widget toast when a call fails without displayMessage. */
  networkError: string;
  /** The QR screen's variant. */
  networkErrorQr: string;
  /** FAIL_SYS, SYSTEM_ERROR, UNKNOWN_FAIL_CODE, TIMEOUT. */
  networkErrorRetryLater: string;
  networkNotAvailable: string;
  thirdPartyLoginFailed: string;
  notLoggedInApp: string;
  libNotDefined: string;
  apiEmpty: string;
  urlIlleagle: string;
  urlEmpty: string;
  /** FAIL_SYS_TRAFFIC_LIMIT / FAIL_SYS_FLOWLIMIT dialog text and its button. */
  retryLaterTitle: string;
  retryLaterButton: string;
  /** Anti-crawler verification dialog (SPEC §7). */
  securityCheckTitle: string;
  securityCheckMessage: string;
  /** The password is longer than the RSA key can encrypt: nothing was sent. */
  passwordTooLongToEncrypt: string;
  /** The password could not be encrypted (bad public key, too long): nothing was sent. Ours. */
  passwordEncryptionFailed: string;

  // --- validation (SPEC §5) ---
  requiredField: string;
  requiredFields: string;
  invalidPhone: string;
  /** SPEC §5 gives the e-mail rule but no text: this is ours. */
  invalidEmail: string;
  agreeTerms: string;
  passwordLength: string;
  passwordSymbols: string;
  passwordComposition: string;

  // --- accessible names (never visible) ---
  closeDialog: string;
  goBack: string;
  loadingLabel: string;
  /** The popup dialog's name. */
  popupLabel: string;
  /** The toast live region. */
  notificationsLabel: string;
  /** The OTP boxes' group label. */
  otpGroupLabel: string;
  /** One OTP box: digit `position` of `length` (both from 1). */
  otpDigitLabel: (position: number, length: number) => string;
  // --- passkeys ---
  /** Login's button for a modal passkey request. */
  passkeyLogin: string;
  /** A dismissed or timed-out passkey prompt. */
  passkeyCancelled: string;
  /** The offer after a password or OTP login. */
  passkeyOfferTitle: string;
  passkeyOfferText: string;
  passkeyCreate: string;
  passkeyNotNow: string;
  /** The toast confirming a created passkey. */
  passkeyCreated: string;
  /** The badge on the method or channel used last on this device. */
  lastUsed: string;
}

/** The code delivery channels the texts name (SPEC §3); config/constants.ts sends by exactly these. */
export type LabelledChannel = 'SMS' | 'VOICE' | 'WHATSAPP' | 'ZALO' | 'SMS_UPLINK';
