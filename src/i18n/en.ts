import type { Translation } from './types.ts';

export const en: Translation = {
  confirm: 'Confirm',
  cancel: 'Cancel',
  close: 'Close',
  back: 'Back',
  loading: 'Loading',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  characterCount: (count, max) => `${count}/${max}`,

  networkError: 'Network error',
  networkErrorQr: 'Network Error',
  networkErrorRetryLater: 'Network error, please try again later',
  networkNotAvailable: 'Network is not available, please check it',
  thirdPartyLoginFailed: 'Third-party login failed, please check the connection with the two social providers.',
  notLoggedInApp: 'Sorry, you have not login',
  libNotDefined: 'lib is not defined, please check out lib-mtop.js has been loaded',
  apiEmpty: 'api can not be empty',
  urlIlleagle: 'URL is illeagle',
  urlEmpty: 'URL is empty',
  retryLaterTitle: 'Too many requests, please try again later.',

  requiredField: "You can't leave this empty.",
  requiredFields: 'Please fill in required fields.',
  invalidPhone: 'Please enter a valid phone number.',
  agreeTerms: 'You should agree to our Terms of Use and Privacy Policy.',
  passwordLength: 'The length of Password should be 8 - 20 characters.',
  passwordSymbols: 'Password can only include ~.!@#$%^&*<> symbols',
  passwordComposition: 'Password should contain alphabets, numbers and special characters',
};
