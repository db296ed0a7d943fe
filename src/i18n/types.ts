/**
 * One Translation interface: a missing string in any language is a type error.
 * English texts are the SPEC's wording exactly. Strings with values are functions.
 */
export interface Translation {
  // --- generic UI (SPEC §9 dialog labels) ---
  confirm: string;
  cancel: string;
  close: string;
  back: string;
  loading: string;
  showPassword: string;
  hidePassword: string;
  /** Character counter of the Input widget, e.g. "3/20". */
  characterCount: (count: number, max: number) => string;

  // --- errors (SPEC §8) ---
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
  retryLaterTitle: string;

  // --- validation (SPEC §5) ---
  requiredField: string;
  requiredFields: string;
  invalidPhone: string;
  agreeTerms: string;
  passwordLength: string;
  passwordSymbols: string;
  passwordComposition: string;
}
