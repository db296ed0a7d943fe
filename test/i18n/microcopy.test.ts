/**
 * The English catalogue against the microcopy rules of docs/design.md ("Microcopy"), read as the
 * shopper reads the texts: every string, every channel label, every text function with sample
 * values, the rich texts joined with their links, the QR instruction without its tags, and the
 * account menu. Texts the SPEC quotes keep the SPEC's words; they are listed below with their
 * section and their exact text, and only those are let off the wording rules.
 */
import { expect } from '@open-wc/testing';
import { ACCOUNT_MENU_STRINGS } from '../../src/i18n/account-menu.ts';
import { TRANSLATIONS } from '../../src/i18n/catalogue.ts';
import type { Translation } from '../../src/i18n/index.ts';
import { LANGUAGES, type Language } from '../../src/i18n/languages.ts';

/** Key (as `texts` names it) → [SPEC section, the SPEC's text]. */
const SPEC_FIXED: Record<string, [string, string]> = {
  accountLabel: ['§1', "SITI TAN'S ACCOUNT"],
  orLoginWith: ['§2', 'Or, login with'],
  noAccount: ['§2', "Don't have an account?"],
  orSignUpWith: ['§2', 'Or, sign up with'],
  logInNow: ['§2', 'Log in Now'],
  qrTitle: ['§2', 'Scan QR Code with the mobile app'],
  qrScanned: ['§2', 'Please finish logging in on your mobile phone.'],
  qrCheckConnection: ['§2', 'Please check your connection and try again.'],
  phoneCallTitle: ['§2', 'We need more information to verify your identity'],
  callNow: ['§2', 'Call Now'],
  resetPasswordSuccess: ['§2', 'Your password has been reset successfully!'],
  goShopping: ['§2', 'Go Shopping'],
  goShoppingCountdown: ['§2 (the Go Shopping button with its countdown)', 'Go Shopping (5 sec)'],
  fillInLater: ['§2', 'Fill in Later'],
  restoreQuestion: ['§2', 'Are you going to restore your account?'],
  restoreSuccess: ['§2', 'Your account restored successfully'],
  'channelLabels.SMS': ['§3', 'Send code via SMS'],
  requiredField: ['§5', "You can't leave this empty."],
  requiredFields: ['§5', 'Please fill in required fields.'],
  invalidPhone: ['§5', 'Please enter a valid phone number.'],
  agreeTerms: ['§5', 'You should agree to our Terms of Use and Privacy Policy.'],
  passwordLength: ['§5', 'The length of Password should be 8 - 20 characters.'],
  passwordSymbols: ['§5', 'Password can only include ~.!@#$%^&*<> symbols'],
  passwordComposition: ['§5', 'Password should contain alphabets, numbers and special characters'],
  urlIlleagle: ['§5', 'URL is illeagle'],
  urlEmpty: ['§5', 'URL is empty'],
  qrDataTooLong: ['§5', 'Data too long'],
  restoreToast: ['§7', 'Restore your account successfully'],
  networkError: ['§8', 'Network error'],
  networkErrorQr: ['§8', 'Network Error'],
  networkErrorRetryLater: ['§8', 'Network error, please try again later'],
  networkNotAvailable: ['§8', 'Network is not available, please check it'],
  thirdPartyLoginFailed: ['§8', 'Third-party login failed, please check the connection with the two social providers.'],
  notLoggedInApp: ['§8', 'Sorry, you have not login'],
  libNotDefined: ['§8', 'lib is not defined, please check out lib-mtop.js has been loaded'],
  apiEmpty: ['§8', 'api can not be empty'],
  confirm: ['§9', 'Confirm'],
  cancel: ['§9', 'Cancel'],
};

/**
 * Upper case in the header's own label without a name, in the form of SPEC §1's 'NAME'S ACCOUNT'
 * (the header shows both in the same place).
 */
const HEADER_UPPER_CASE = { myAccount: 'MY ACCOUNT' };

/** Capitalised words that may stand anywhere: proper names and acronyms (docs/design.md). */
const PROPER_NAMES = ['Terms of Use', 'Privacy Policy', 'Google', 'Facebook', 'WhatsApp', 'Zalo', 'English', 'QR', 'SMS', 'OTP', 'URL', 'I'];
/** The app's own button the QR instruction names (its label in the app, highlighted as such). */
const NAMED_IN_THE_APP: Record<string, string[]> = { qrInstructionMarkup: ['Scan'] };

type FunctionKey = {
  [K in keyof Translation]: Translation[K] extends (...args: never[]) => unknown ? K : never;
}[keyof Translation];

/** Sample values; typed so that a new text function without them fails the type-check. */
function functionTexts(t: Translation): Record<FunctionKey, string> {
  const join = (pieces: ReadonlyArray<unknown>) => pieces.join('');
  return {
    accountLabel: t.accountLabel('Siti Tan'),
    characterCount: t.characterCount(3, 20),
    continueWith: t.continueWith('Google'),
    phonePrefix: t.phonePrefix('65'),
    termsAgreement: join(t.termsAgreement(t.termsOfUse, t.privacyPolicy)),
    registryLoginHint: join(t.registryLoginHint(t.registryLoginHintLink)),
    codeSentTo: t.codeSentTo('+65 91234567'),
    codeCalledTo: t.codeCalledTo('+65 91234567'),
    resendCountdown: t.resendCountdown(59),
    smsUplinkInstruction: t.smsUplinkInstruction('738201', '+62 812 3456'),
    goShoppingCountdown: t.goShoppingCountdown(5),
    otpDigitLabel: t.otpDigitLabel(2, 6),
  };
}

/** Every text of a language as the shopper reads it, by key. */
function textsOf(lang: Language): Record<string, string> {
  const t = TRANSLATIONS[lang];
  const texts: Record<string, string> = { ...functionTexts(t) };
  for (const [key, value] of Object.entries(t)) {
    if (typeof value === 'string') texts[key] = value;
  }
  for (const [channel, label] of Object.entries(t.channelLabels)) texts[`channelLabels.${channel}`] = label;
  texts.qrInstructionMarkup = new DOMParser().parseFromString(t.qrInstructionMarkup.replace(/<br\s*\/?>/g, ' '), 'text/html').body.textContent ?? '';
  for (const [key, value] of Object.entries(ACCOUNT_MENU_STRINGS[lang])) texts[`menu.${key}`] = value;
  return texts;
}

const english = textsOf('en');
const wordedByUs = Object.entries(english).filter(([key]) => !(key in SPEC_FIXED) && !(key in HEADER_UPPER_CASE));

/** The words of `text` that break sentence case: capitalised, not first in a sentence, not a name. */
function sentenceCaseBreaks(key: string, text: string): string[] {
  let rest = text;
  for (const name of [...PROPER_NAMES, ...(NAMED_IN_THE_APP[key] ?? [])]) rest = rest.replace(new RegExp(`\\b${name}\\b`, 'g'), '_');
  const breaks: string[] = [];
  for (const sentence of rest.split(/(?<=[.!?])\s+/)) {
    const words = sentence.match(/[A-Za-z][A-Za-z'-]*/g) ?? [];
    breaks.push(...words.slice(1).filter((word) => /^[A-Z]/.test(word)));
  }
  return breaks;
}

/** Forbidden wordings → the one name docs/design.md gives the action or thing. */
const ONE_NAME: [RegExp, string][] = [
  [/\b(login|log-in|logon|sign[ -]?in)\b/i, 'Log in'],
  [/\b(logout|log-out|sign[ -]?out)\b/i, 'Log out'],
  [/\b(signup|sign-up|register)\b/i, 'Sign up'],
  [/\be-mail\b/i, 'email'],
  [/\bforget password\b/i, 'Forgot password'],
];

/** Keys of one action, each of which must say it the same way. */
const ACTION_GROUPS: Record<string, string[]> = {
  'log in': ['login', 'loginButton', 'loginTitle', 'passkeyLogin', 'qrLoginLink', 'registryLoginHintLink', 'qrComputerTooltip', 'popupLabel', 'logInNow', 'orLoginWith'],
  'sign up': ['signUp', 'signUpLink', 'popupLabel', 'orSignUpWith'],
  'send code': ['sendCode', 'channelLabels.SMS', 'channelLabels.VOICE', 'channelLabels.WHATSAPP', 'channelLabels.ZALO'],
  'resend code': ['resendOtp', 'resendCountdown'],
  'forgot password': ['forgotPassword', 'forgetPasswordTitle'],
  'log out': ['menu.logout'],
};

/** Each language's word for logging in and for signing up (docs/design.md: one translation per action). */
const LOG_IN_WORD: Record<Language, string> = {
  en: 'log in', zh: '登录', ms: 'log masuk', id: 'masuk', vi: 'đăng nhập', th: 'เข้าสู่ระบบ',
  bn: 'লগইন', ne: 'लगइन', si: 'පිවිසෙන්න', my: 'ဝင်ရောက်', ur: 'لاگ ان',
};
const SIGN_UP_WORD: Record<Language, string> = {
  en: 'sign up', zh: '注册', ms: 'daftar', id: 'daftar', vi: 'đăng ký', th: 'สมัครสมาชิก',
  bn: 'সাইন আপ', ne: 'साइन अप', si: 'ලියාපදිංචි', my: 'စာရင်းသွင်း', ur: 'سائن اپ',
};

/** Keys shown as titles: a screen's or a dialog's heading. */
const isTitle = (key: string) => /Title$/.test(key) || key === 'screenFailed';
/** Keys that are messages or descriptions: whole sentences. */
const MESSAGE_KEYS = [
  'securityCheckMessage', 'passwordTooLongToEncrypt', 'passwordEncryptionFailed', 'passkeyCancelled', 'invalidEmail',
  'smsUplinkError', 'addPhoneDescription', 'forgetPasswordDescription', 'resetPasswordDescription', 'completePasswordDescription',
  'nicknameHint', 'phoneCallOffer', 'passkeyOfferText', 'passkeyCreated', 'codeSentTo', 'codeCalledTo', 'smsUplinkInstruction',
];

describe('English microcopy (docs/design.md, "Microcopy")', () => {
  it('keeps every text the SPEC quotes exactly, and lets off only those', () => {
    for (const [key, [section, quote]] of Object.entries(SPEC_FIXED)) expect(english[key], `${key} (SPEC ${section})`).to.equal(quote);
    expect(english.myAccount).to.equal(HEADER_UPPER_CASE.myAccount);
    expect(english.myAccount).to.equal(english.accountLabel.replace(/^SITI TAN'S /, 'MY '));
  });

  it('writes titles, buttons, links, labels and messages in sentence case', () => {
    const breaks = wordedByUs.flatMap(([key, text]) => sentenceCaseBreaks(key, text).map((word) => `${key}: ${word}`));
    expect(breaks).to.deep.equal([]);
    const lowerStart = wordedByUs.filter(([, text]) => /^[a-z]/.test(text)).map(([key]) => key);
    expect(lowerStart).to.deep.equal([]);
  });

  it('gives each action and thing one name: "Log in", "Sign up", "Log out", "email"', () => {
    const found = wordedByUs.flatMap(([key, text]) => ONE_NAME.filter(([wrong]) => wrong.test(text)).map(([, right]) => `${key}: "${text}" (say "${right}")`));
    expect(found).to.deep.equal([]);
  });

  it('calls the one-time code "code"; "OTP" names only Login\'s tab', () => {
    const found = wordedByUs.filter(([key, text]) => key !== 'loginTabOtp' && /\bOTP\b/.test(text)).map(([key]) => key);
    expect(found).to.deep.equal([]);
  });

  it('says each action the same way in every place it appears', () => {
    for (const [wording, keys] of Object.entries(ACTION_GROUPS)) {
      for (const key of keys.filter((k) => !(k in SPEC_FIXED))) expect(english[key].toLowerCase(), `${key} says "${wording}"`).to.contain(wording);
    }
    // The header's links are the Login screen's own words.
    expect(english.login).to.equal(english.loginButton);
    expect(english.signUp).to.equal(english.signUpLink);
  });

  it('ends titles without a full stop and messages with one', () => {
    const stoppedTitles = wordedByUs.filter(([key, text]) => isTitle(key) && /\.$/.test(text)).map(([key]) => key);
    expect(stoppedTitles).to.deep.equal([]);
    const unstopped = MESSAGE_KEYS.filter((key) => !/[.!?]$/.test(english[key]));
    expect(unstopped).to.deep.equal([]);
  });

  it('writes numbers as digits and apostrophes straight', () => {
    const numberWords = wordedByUs.filter(([, text]) => /\b(zero|two|three|four|five|six|seven|eight|nine|ten|twenty|sixty)\b/i.test(text)).map(([key]) => key);
    expect(numberWords).to.deep.equal([]);
    const curly = Object.entries(english).filter(([, text]) => /[‘’“”]/.test(text)).map(([key]) => key);
    expect(curly).to.deep.equal([]);
  });

  it('has no double space, no space at either end and none before punctuation', () => {
    const spacing = Object.entries(english)
      .filter(([, text]) => / {2}/.test(text) || text !== text.trim() || / [,.!?:;]/.test(text))
      .map(([key, text]) => `${key}: "${text}"`);
    expect(spacing).to.deep.equal([]);
  });
});

describe('the other languages mirror it', () => {
  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    describe(lang, () => {
      const texts = textsOf(lang);

      it('uses one word for logging in and one for signing up wherever they appear', () => {
        const logIn = LOG_IN_WORD[lang].toLocaleLowerCase(lang);
        for (const key of ACTION_GROUPS['log in']) expect(texts[key].toLocaleLowerCase(lang), `${lang}.${key}`).to.contain(logIn);
        const signUp = SIGN_UP_WORD[lang].toLocaleLowerCase(lang);
        for (const key of ACTION_GROUPS['sign up']) expect(texts[key].toLocaleLowerCase(lang), `${lang}.${key}`).to.contain(signUp);
      });

      it('ends titles without a full stop', () => {
        const stopped = Object.entries(texts).filter(([key, text]) => isTitle(key) && /[.。।။۔]$/.test(text)).map(([key]) => key);
        expect(stopped).to.deep.equal([]);
      });

      it('has no double space and no space at either end', () => {
        const spacing = Object.entries(texts).filter(([, text]) => / {2}/.test(text) || text !== text.trim()).map(([key]) => key);
        expect(spacing).to.deep.equal([]);
      });
    });
  }
});
