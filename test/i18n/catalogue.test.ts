import { expect } from '@open-wc/testing';
import { DELIVERY_CHANNELS, PASSWORD_ALLOWED_SYMBOLS } from '../../src/config/constants.ts';
import { en } from '../../src/i18n/en.ts';
import { getTranslation, isTranslationLoaded, loadFirstOpenTexts, loadTranslation, type Translation } from '../../src/i18n/index.ts';
import { LANGUAGES, type Language } from '../../src/i18n/languages.ts';
import { formatNumber } from '../../src/i18n/format.ts';
import { EN_FIRST_OPEN } from '../../src/i18n/en-first-open.ts';
import { EN_MORE } from '../../src/i18n/en-more.ts';
import { TRANSLATIONS } from '../../src/i18n/catalogue.ts';
import { MARKUP_HIGHLIGHT_CLASSES, sanitizeMarkupForSink } from '../../src/security/sanitize.ts';

type FunctionKey = {
  [K in keyof Translation]: Translation[K] extends (...args: never[]) => unknown ? K : never;
}[keyof Translation];

/** Typed so that a new function key without sample arguments fails the type-check. */
const TERMS_LINK = { link: 'terms' };
const PRIVACY_LINK = { link: 'privacy' };
const LOGIN_LINK = { link: 'login' };
const SAMPLE_ARGS: { [K in FunctionKey]: Parameters<Translation[K]> } = {
  accountLabel: ['Siti Tan'],
  characterCount: [3, 20],
  continueWith: ['Google'],
  phonePrefix: ['65'],
  termsAgreement: [TERMS_LINK, PRIVACY_LINK],
  registryLoginHint: [LOGIN_LINK],
  codeSentTo: ['+65 91234567'],
  codeCalledTo: ['+65 91234567'],
  resendCountdown: [59],
  smsUplinkInstruction: ['738201', '+62 812 3456'],
  goShoppingCountdown: [5],
  otpDigitLabel: [2, 6],
};

/** Arguments every output must show: strings verbatim (case aside), numbers in the language's digits. */
function expectShowsArguments(lang: Language, key: FunctionKey, output: string) {
  for (const arg of SAMPLE_ARGS[key] as readonly unknown[]) {
    if (typeof arg === 'string') expect(output.toLocaleUpperCase(), `${lang}.${key}`).to.contain(arg.toLocaleUpperCase());
    if (typeof arg === 'number') expect(output, `${lang}.${key}`).to.contain(formatNumber(arg, lang));
  }
}

const ENGLISH_KEYS = Object.keys(en).sort();
const STRING_KEYS = ENGLISH_KEYS.filter((key) => typeof en[key as keyof Translation] === 'string') as (keyof Translation)[];

describe('translation catalogue', () => {
  it('has all eleven languages of SPEC §8', () => {
    expect(Object.keys(TRANSLATIONS).sort()).to.deep.equal([...LANGUAGES].sort());
    expect(LANGUAGES).to.have.length(11);
  });

  for (const lang of LANGUAGES) {
    describe(lang, () => {
      const t = TRANSLATIONS[lang];

      it('has exactly the keys of the Translation interface', () => {
        expect(Object.keys(t).sort()).to.deep.equal(ENGLISH_KEYS);
      });

      it('has no empty string', () => {
        for (const key of STRING_KEYS) {
          const value = t[key];
          expect(value, `${lang}.${key}`).to.be.a('string');
          expect((value as string).trim(), `${lang}.${key}`).to.not.equal('');
        }
      });

      it('labels every delivery channel', () => {
        expect(Object.keys(t.channelLabels).sort()).to.deep.equal([...DELIVERY_CHANNELS].sort());
        for (const channel of DELIVERY_CHANNELS) expect(t.channelLabels[channel].trim(), channel).to.not.equal('');
      });

      it('gives a non-empty string from every text function, showing its values', () => {
        for (const key of Object.keys(SAMPLE_ARGS) as FunctionKey[]) {
          if (key === 'termsAgreement' || key === 'registryLoginHint') continue;
          const fn = t[key] as (...args: unknown[]) => unknown;
          const output = fn(...(SAMPLE_ARGS[key] as unknown[]));
          expect(output, `${lang}.${key}`).to.be.a('string');
          expect((output as string).trim(), `${lang}.${key}`).to.not.equal('');
          expectShowsArguments(lang, key, output as string);
        }
      });

      it('places each link of the rich texts exactly once, with words around them', () => {
        const terms = t.termsAgreement(TERMS_LINK, PRIVACY_LINK);
        expect(terms.filter((piece) => piece === TERMS_LINK)).to.have.length(1);
        expect(terms.filter((piece) => piece === PRIVACY_LINK)).to.have.length(1);
        expect(terms.filter((piece): piece is string => typeof piece === 'string').join('').trim()).to.not.equal('');

        const hint = t.registryLoginHint(LOGIN_LINK);
        expect(hint.filter((piece) => piece === LOGIN_LINK)).to.have.length(1);
        expect(hint.filter((piece): piece is string => typeof piece === 'string').join('').trim()).to.not.equal('');
      });

      it('names the allowed password symbols verbatim', () => {
        expect(t.passwordSymbols).to.contain(PASSWORD_ALLOWED_SYMBOLS);
        expect(t.passwordHintSymbols).to.contain(PASSWORD_ALLOWED_SYMBOLS);
      });

      it('writes the QR instruction with only the tags the sanitiser allows, unchanged by it', () => {
        const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html').body;
        const body = parse(t.qrInstructionMarkup);
        const tags = [...body.querySelectorAll('*')].map((el) => el.localName);
        expect(tags.every((tag) => ['b', 'strong', 'span', 'a', 'br'].includes(tag)), tags.join()).to.equal(true);
        for (const highlight of MARKUP_HIGHLIGHT_CLASSES) {
          expect(body.querySelectorAll(`span.${highlight}`), highlight).to.have.length(1);
        }
        expect(body.querySelectorAll('b')).to.have.length(1);
        expect(body.textContent?.trim()).to.not.equal('');
        expect(parse(String(sanitizeMarkupForSink(t.qrInstructionMarkup))).innerHTML).to.equal(body.innerHTML);
      });

      if (lang !== 'en') {
        it('is a real translation: no visible string is the English one', () => {
          const copies = STRING_KEYS.filter((key) => t[key] === en[key]);
          const channelCopies = DELIVERY_CHANNELS.filter((channel) => t.channelLabels[channel] === en.channelLabels[channel]);
          expect([...copies, ...channelCopies]).to.deep.equal([]);
          expect(t.resendCountdown(59)).to.not.equal(en.resendCountdown(59));
          expect(t.accountLabel('Siti Tan')).to.not.equal(en.accountLabel('Siti Tan'));
        });
      }
    });
  }
});

describe('English wording', () => {
  // Every text the SPEC quotes (§1, §2, §3, §5, §8, §9), compared exactly.
  const SPEC_QUOTES: [string, string][] = [
    [en.confirm, 'Confirm'],
    [en.cancel, 'Cancel'],
    [en.accountLabel('Siti Tan'), "SITI TAN'S ACCOUNT"],
    [en.orLoginWith, 'Or, login with'],
    [en.noAccount, "Don't have an account?"],
    [en.orSignUpWith, 'Or, sign up with'],
    [`${en.alreadyHaveAccount} ${en.logInNow}`, 'Already have an account? Log in Now'],
    [en.termsOfUse, 'Terms of Use'],
    [en.privacyPolicy, 'Privacy Policy'],
    [en.channelLabels.SMS, 'Send code via SMS'],
    [en.qrTitle, 'Scan QR Code with the mobile app'],
    [en.qrScanned, 'Please finish logging in on your mobile phone.'],
    [en.qrCheckConnection, 'Please check your connection and try again.'],
    [en.qrDataTooLong, 'Data too long'],
    [en.phoneCallTitle, 'We need more information to verify your identity'],
    [en.resetPasswordSuccess, 'Your password has been reset successfully!'],
    [en.goShopping, 'Go Shopping'],
    [en.fillInLater, 'Fill in Later'],
    [en.restoreQuestion, 'Are you going to restore your account?'],
    [en.restoreSuccess, 'Your account restored successfully'],
    [en.restoreToast, 'Restore your account successfully'],
    [en.requiredField, "You can't leave this empty."],
    [en.requiredFields, 'Please fill in required fields.'],
    [en.invalidPhone, 'Please enter a valid phone number.'],
    [en.agreeTerms, 'You should agree to our Terms of Use and Privacy Policy.'],
    [en.passwordLength, 'The length of Password should be 8 - 20 characters.'],
    [en.passwordSymbols, 'Password can only include ~.!@#$%^&*<> symbols'],
    [en.passwordComposition, 'Password should contain alphabets, numbers and special characters'],
    [en.urlIlleagle, 'URL is illeagle'],
    [en.urlEmpty, 'URL is empty'],
    [en.networkError, 'Network error'],
    [en.networkErrorQr, 'Network Error'],
    [en.networkErrorRetryLater, 'Network error, please try again later'],
    [en.networkNotAvailable, 'Network is not available, please check it'],
    [en.thirdPartyLoginFailed, 'Third-party login failed, please check the connection with the two social providers.'],
    [en.notLoggedInApp, 'Sorry, you have not login'],
    [en.libNotDefined, 'lib is not defined, please check out lib-mtop.js has been loaded'],
    [en.apiEmpty, 'api can not be empty'],
  ];

  it('equals every SPEC quote exactly', () => {
    for (const [actual, quote] of SPEC_QUOTES) expect(actual).to.equal(quote);
  });

  it('words the password hints as SPEC §5 does (capitalised as a list item)', () => {
    expect(en.passwordHintLength.toLowerCase()).to.equal('at least 8 characters');
    expect(en.passwordHintComposition.toLowerCase()).to.equal('combination of letters, numbers and special characters');
    expect(en.passwordHintSymbols).to.equal('Only ~.!@#$%^&*<> symbols');
  });

  it('labels the header links with the actions of docs/design.md: Log in and Sign up', () => {
    expect(en.login).to.equal('Log in');
    expect(en.signUp).to.equal('Sign up');
  });

  it('counts down with values, never with concatenated fragments', () => {
    expect(en.resendCountdown(59)).to.equal('Resend code in 59 sec');
    expect(en.goShoppingCountdown(5)).to.equal('Go Shopping (5 sec)');
    expect(en.codeSentTo('+65 91234567')).to.equal('We have sent a verification code to +65 91234567.');
    expect(en.otpDigitLabel(2, 6)).to.equal('Verification code digit 2 of 6');
  });
});

describe('loadTranslation / getTranslation', () => {
  it('answers region tags, the old Indonesian code, and unknown languages with English', async () => {
    expect(await loadTranslation('th')).to.equal(TRANSLATIONS.th);
    expect(await loadTranslation('en-SG')).to.deep.equal(TRANSLATIONS.en);
    expect(await loadTranslation('in')).to.equal(TRANSLATIONS.id);
    expect(await loadTranslation('ur-PK')).to.equal(TRANSLATIONS.ur);
    expect(await loadTranslation('km')).to.deep.equal(TRANSLATIONS.en);
    expect(await loadTranslation('')).to.deep.equal(TRANSLATIONS.en);
    expect(getTranslation('th')).to.equal(TRANSLATIONS.th);
    expect(getTranslation('in')).to.equal(TRANSLATIONS.id);
  });

  it('gives English synchronously until a language has loaded, then the language', async () => {
    expect(isTranslationLoaded('si')).to.equal(false);
    expect(getTranslation('si')).to.equal(getTranslation('en'));
    const [first, second] = await Promise.all([loadTranslation('si'), loadTranslation('si-LK')]);
    expect(first).to.equal(TRANSLATIONS.si);
    expect(second).to.equal(first);
    expect(isTranslationLoaded('si')).to.equal(true);
    expect(getTranslation('si')).to.equal(TRANSLATIONS.si);
  });
});

describe('English in two parts (issue 17)', () => {
  it("gives the first open's texts at once and the whole language on request, in one object", async () => {
    const atOnce = await loadFirstOpenTexts('en');
    expect(atOnce).to.equal(getTranslation('en'));
    for (const key of Object.keys(EN_FIRST_OPEN)) expect(atOnce[key as keyof typeof atOnce], key).to.equal(TRANSLATIONS.en[key as keyof typeof TRANSLATIONS.en]);
    const whole = await loadTranslation('en');
    // The same object, completed: a provider that rendered with the first part sees the rest.
    expect(whole).to.equal(atOnce);
    expect(whole).to.deep.equal(TRANSLATIONS.en);
  });

  it('splits English without losing or repeating a key', () => {
    const first = Object.keys(EN_FIRST_OPEN);
    const more = Object.keys(EN_MORE);
    expect(first.filter((key) => more.includes(key))).to.deep.equal([]);
    expect([...first, ...more].sort()).to.deep.equal(Object.keys(TRANSLATIONS.en).sort());
  });
});

describe('Urdu inside right-to-left text', () => {
  const ur = TRANSLATIONS.ur;
  const LRI = '\u2066';
  const FSI = '\u2068';
  const PDI = '\u2069';

  it('isolates phone numbers, codes and names so they keep their order', () => {
    expect(ur.codeSentTo('+92 300 1234567')).to.contain(`${LRI}+92 300 1234567${PDI}`);
    expect(ur.codeCalledTo('+92 300 1234567')).to.contain(`${LRI}+92 300 1234567${PDI}`);
    expect(ur.smsUplinkInstruction('738201', '+92 300 0000')).to.contain(`${LRI}738201${PDI}`);
    expect(ur.phonePrefix('92')).to.equal(`${LRI}+92${PDI}`);
    expect(ur.accountLabel('Siti Tan')).to.contain(`${FSI}Siti Tan${PDI}`);
  });

  it('leaves left-to-right languages free of isolate characters', () => {
    expect(TRANSLATIONS.en.codeSentTo('+65 9123')).to.not.match(/[\u2066-\u2069]/);
  });
});
