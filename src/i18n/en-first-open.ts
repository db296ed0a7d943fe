/**
 * The English texts of the popup's first open: the Login screen, its frame, its
 * errors and toasts, and the header's words. The others (en-more.ts) load with the first screen
 * past Login (lazy-screen.ts), so an English first open downloads only these. en.ts is the whole.
 */
import { HEADER_STRINGS } from './header.ts';
import { formatNumber } from './format.ts';
import type { Translation } from './types.ts';

const number = (value: number) => formatNumber(value, 'en');

export const EN_FIRST_OPEN = {
  ...HEADER_STRINGS.en,
  languageName: 'English',
  confirm: 'Confirm',
  cancel: 'Cancel',
  close: 'Close',
  back: 'Back',
  loading: 'Loading',
  showPassword: 'Show password',
  characterCount: (count, max) => `${number(count)}/${number(max)}`,
  continueWith: (provider) => `Continue with ${provider}`,
  loginNameLabel: 'Phone or email',
  loginNamePlaceholder: 'Please enter your phone number or email',
  passwordLabel: 'Password',
  passwordPlaceholder: 'Please enter your password',
  loginTitle: 'Welcome! Please log in',
  loginTabPassword: 'Password',
  loginTabOtp: 'OTP',
  loginButton: 'Log in',
  forgotPassword: 'Forgot password?',
  qrLoginLink: 'Log in with QR code',
  qrLoginHint: 'Log in faster by scanning the QR code with the mobile app',
  orLoginWith: 'Or, login with',
  noAccount: "Don't have an account?",
  signUpLink: 'Sign up',
  orSignUpWith: 'Or, sign up with',
  screenFailed: 'Something went wrong',
  networkErrorQr: 'Network Error',
  networkErrorRetryLater: 'Network error, please try again later',
  thirdPartyLoginFailed: 'Third-party login failed, please check the connection with the two social providers.',
  libNotDefined: 'lib is not defined, please check out lib-mtop.js has been loaded',
  apiEmpty: 'api can not be empty',
  urlIlleagle: 'URL is illeagle',
  urlEmpty: 'URL is empty',
  retryLaterTitle: 'Too many requests, please try again later',
  retryLaterButton: 'Try again later',
  securityCheckTitle: 'Security check',
  securityCheckMessage: 'Please complete the security check to continue.',
  passwordTooLongToEncrypt: 'This password is too long to send securely. Please check it and try again.',
  passwordEncryptionFailed: 'Your password could not be protected for sending. Please reload the page and try again.',
  requiredField: "You can't leave this empty.",
  passwordLength: 'The length of Password should be 8 - 20 characters.',
  passwordSymbols: 'Password can only include ~.!@#$%^&*<> symbols',
  // The Login screen's passkey button and its short message.
  passkeyLogin: 'Log in with a passkey',
  passkeyCancelled: 'The passkey request was cancelled or timed out. Please try again.',
  // The method used last (Login, sign-up, the code channels).
  lastUsed: 'Last used',
} satisfies Partial<Translation>;
