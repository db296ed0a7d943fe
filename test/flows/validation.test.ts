import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { PASSWORD_ALLOWED_SYMBOLS } from '../../src/config/constants.ts';
import { en } from '../../src/i18n/en.ts';
import {
  checkEmail,
  checkLoginPassword,
  checkPassword,
  checkPhone,
  checkRequired,
  isEmailLoginName,
  PASSWORD_RULE_MESSAGES,
  type PasswordRule,
} from '../../src/flows/validation.ts';
import { onlyDigits as digitsOnly } from '../../src/i18n/digits.ts';

const ALLOWED_SYMBOLS = [...'~.!@#$%^&*<>'];
/** Every printable ASCII symbol the SPEC does not allow, plus the space. */
const FORBIDDEN_ASCII = [...' "\'()+,-/:;=?[\\]_`{|}'];

describe('checkPassword (SPEC §5)', () => {
  const table: Array<[string, PasswordRule[]]> = [
    ['Mkt@2024go', []],
    ['abc123!x', []], // 8 characters
    ['abcdefghij123456789~', []], // 20 characters
    ['abc12!x', ['length']], // 7
    ['abcdefghij123456789~x', ['length']], // 21
    ['', ['length', 'composition']],
    ['abcdefgh', ['composition']],
    ['12345678', ['composition']],
    ['!@#$%^&*', ['composition']],
    ['abcd1234', ['composition']],
    ['abcd!@#$', ['composition']],
    ['1234!@#$', ['composition']],
    ['abc 123!x', ['symbols']],
    ['abc123!x_', ['symbols']],
    ['pässwörd1!', ['symbols']],
    ['密码密码abc1!', ['symbols']],
    ['abc123!😀', ['symbols']],
    ['abc1😀', ['length', 'symbols', 'composition']],
    ['abc123-x', ['symbols', 'composition']],
    ['ａｂｃ１２３!x', ['symbols', 'composition']], // full-width letters and digits are not ASCII
  ];
  for (const [password, errors] of table) {
    it(`${JSON.stringify(password)} -> ${errors.join(', ') || 'ok'}`, () => {
      const result = checkPassword(password);
      expect(result.errors).to.deep.equal(errors);
      expect(result.ok).to.equal(errors.length === 0);
      expect(result.hints).to.deep.equal({
        length: !errors.includes('length'),
        composition: !errors.includes('composition'),
        symbols: !errors.includes('symbols'),
      });
    });
  }

  it('allows exactly the SPEC symbols ~ . ! @ # $ % ^ & * < >', () => {
    expect([...PASSWORD_ALLOWED_SYMBOLS].sort()).to.deep.equal([...ALLOWED_SYMBOLS].sort());
    for (const symbol of ALLOWED_SYMBOLS) expect(checkPassword(`abc123${symbol}x`).ok, symbol).to.equal(true);
  });

  it('refuses each other ASCII symbol and the space', () => {
    for (const symbol of FORBIDDEN_ASCII) {
      expect(checkPassword(`abc123!${symbol}`).errors, JSON.stringify(symbol)).to.deep.equal(['symbols']);
    }
  });

  it('names Translation keys whose English texts are the SPEC wording', () => {
    expect(en[PASSWORD_RULE_MESSAGES.length]).to.equal('The length of Password should be 8 - 20 characters.');
    expect(en[PASSWORD_RULE_MESSAGES.symbols]).to.equal('Password can only include ~.!@#$%^&*<> symbols');
    expect(en[PASSWORD_RULE_MESSAGES.composition]).to.equal('Password should contain alphabets, numbers and special characters');
  });

  describe('fuzz (fast-check)', () => {
    const allowedChar = fc.constantFrom(...'abcxyzABCXYZ0123456789', ...ALLOWED_SYMBOLS);
    const forbiddenChar = fc.oneof(
      fc.constantFrom(...FORBIDDEN_ASCII, '\t', '\n', '\u00a0', '\u3000', 'é', 'ß', 'я', 'ا', 'ก', '密', 'ａ', '１', '😀', '👍🏽', '\u200b'),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }).filter((c) => !/^[A-Za-z0-9~.!@#$%^&*<>]$/.test(c)),
    );

    it('the verdict matches an independent reading of the rules for any text', () => {
      const anyPassword = fc.oneof(
        fc.array(allowedChar, { maxLength: 24 }).map((chars) => chars.join('')),
        fc.tuple(fc.array(allowedChar, { maxLength: 22 }), forbiddenChar, fc.nat()).map(([chars, bad, at]) => {
          chars.splice(at % (chars.length + 1), 0, bad);
          return chars.join('');
        }),
        fc.string({ unit: 'grapheme', maxLength: 24 }),
      );
      fc.assert(
        fc.property(anyPassword, (password) => {
          const codePoints = Array.from(password);
          const length = codePoints.length >= 8 && codePoints.length <= 20;
          const symbols = codePoints.every((c) => /^[A-Za-z0-9]$/.test(c) || ALLOWED_SYMBOLS.includes(c));
          const composition = /[A-Za-z]/.test(password) && /[0-9]/.test(password) && codePoints.some((c) => ALLOWED_SYMBOLS.includes(c));
          const result = checkPassword(password);
          expect(result.hints, JSON.stringify(password)).to.deep.equal({ length, composition, symbols });
          expect(result.ok).to.equal(length && symbols && composition);
        }),
        { numRuns: 2000 },
      );
    });

    it('a valid password stays valid only while 8 to 20 characters long, and any forbidden character breaks it', () => {
      const valid = fc
        .tuple(fc.constantFrom(...'abcXYZ'), fc.constantFrom(...'0189'), fc.constantFrom(...ALLOWED_SYMBOLS), fc.array(allowedChar, { minLength: 5, maxLength: 17 }))
        .map(([letter, digit, symbol, rest]) => letter + digit + symbol + rest.join(''));
      fc.assert(
        fc.property(valid, forbiddenChar, fc.nat(), (password, bad, at) => {
          expect(checkPassword(password).ok, password).to.equal(true);
          const index = at % (password.length + 1);
          const broken = password.slice(0, index) + bad + password.slice(index);
          expect(checkPassword(broken).errors, JSON.stringify(broken)).to.include('symbols');
        }),
        { numRuns: 1000 },
      );
    });

    it('7 and 21 characters fail on length alone, 8 and 20 pass', () => {
      const ofLength = (n: number) =>
        fc.array(allowedChar, { minLength: n - 3, maxLength: n - 3 }).map((rest) => `a1!${rest.join('')}`);
      fc.assert(
        fc.property(ofLength(7), ofLength(8), ofLength(20), ofLength(21), (seven, eight, twenty, twentyOne) => {
          expect(checkPassword(seven).errors).to.deep.equal(['length']);
          expect(checkPassword(eight).ok).to.equal(true);
          expect(checkPassword(twenty).ok).to.equal(true);
          expect(checkPassword(twentyOne).errors).to.deep.equal(['length']);
        }),
        { numRuns: 300 },
      );
    });
  });
});

describe('checkLoginPassword', () => {
  const table: Array<[string, ReturnType<typeof checkLoginPassword>]> = [
    ['', { ok: false, error: 'requiredField' }],
    ['short', { ok: false, error: 'passwordLength' }],
    ['1234567', { ok: false, error: 'passwordLength' }],
    ['12345678', { ok: true }], // login does not enforce composition
    ['a'.repeat(20), { ok: true }],
    ['a'.repeat(21), { ok: false, error: 'passwordLength' }],
    ['密码密码密码密码', { ok: true }],
    ['a'.repeat(246), { ok: false, error: 'passwordLength' }],
    ['密'.repeat(85), { ok: false, error: 'passwordLength' }],
    // Emoji and other non-BMP characters cannot be RSA-encrypted faithfully: the SPEC symbols message.
    ['Mkt@2024go😀', { ok: false, error: 'passwordSymbols' }],
    ['😀'.repeat(8), { ok: false, error: 'passwordSymbols' }],
    ['Mkt@2024𠀋go', { ok: false, error: 'passwordSymbols' }],
    ['Mkt@2024go\uD83D', { ok: false, error: 'passwordSymbols' }],
    ['😀'.repeat(21), { ok: false, error: 'passwordLength' }],
  ];
  for (const [password, expected] of table) {
    it(`${JSON.stringify(password)} -> ${expected.error ?? 'ok'}`, () => {
      expect(checkLoginPassword(password)).to.deep.equal(expected);
    });
  }
});

describe('checkRequired', () => {
  it("flags empty and blank values with 'requiredField' ('You can\u2019t leave this empty.')", () => {
    for (const value of ['', '   ', '\t\n', null, undefined]) {
      expect(checkRequired(value)).to.deep.equal({ ok: false, error: 'requiredField' });
    }
    expect(checkRequired('x')).to.deep.equal({ ok: true });
    expect(en.requiredField).to.equal("You can't leave this empty.");
  });
});

describe('checkEmail (2 to 60, standard pattern)', () => {
  const valid = ['shopper@example.com', 'a.b+tag@mkt.co.id', 'x@y.z', 'first_last@sub.domain.sg', `${'a'.repeat(48)}@example.com`];
  const invalid = ['plainaddress', '@example.com', 'a@', 'a@@b.com', 'a b@c.com', 'a@b_c.com', 'a@-b.com', `${'a'.repeat(49)}@example.com`, ' a@b.com', 'a@'];
  for (const email of valid) it(`accepts ${email}`, () => expect(checkEmail(email)).to.deep.equal({ ok: true }));
  for (const email of invalid) {
    it(`refuses ${JSON.stringify(email)}`, () => expect(checkEmail(email)).to.deep.equal({ ok: false, error: 'invalidEmail' }));
  }
  it("names 'invalidEmail' and 'requiredField', keys of the Translation interface", () => {
    expect(en.invalidEmail).to.be.a('string').and.not.equal('');
  });
  it("asks for a value first when empty", () => {
    expect(checkEmail('')).to.deep.equal({ ok: false, error: 'requiredField' });
    expect(checkEmail('  ')).to.deep.equal({ ok: false, error: 'requiredField' });
  });
  it('counts the 60-character limit exactly', () => {
    const sixty = `${'a'.repeat(48)}@example.com`;
    expect(sixty.length).to.equal(60);
    expect(checkEmail(sixty).ok).to.equal(true);
    expect(checkEmail(`a${sixty}`).ok).to.equal(false);
  });
});

describe('isEmailLoginName', () => {
  it('treats a login name with an @ as e-mail, anything else as a phone number', () => {
    expect(isEmailLoginName('shopper@example.com')).to.equal(true);
    expect(isEmailLoginName('@')).to.equal(true);
    expect(isEmailLoginName('91234567')).to.equal(false);
    expect(isEmailLoginName('')).to.equal(false);
  });
});

describe('digitsOnly', () => {
  const table: Array<[string, string]> = [
    ['9123 4567', '91234567'],
    ['+65 (912) 345-67', '6591234567'],
    ['９１２３４５６７', '91234567'], // full-width U+FF10..U+FF19
    ['９1２3', '9123'],
    ['٩١٢٣', '9123'], // Arabic-Indic
    ['۹۱۲۳', '9123'], // Extended Arabic-Indic (ur)
    ['९१२३', '9123'], // Devanagari (ne)
    ['৯১২৩', '9123'], // Bengali (bn)
    ['๙๑๒๓', '9123'], // Thai
    ['၉၁၂၃', '9123'], // Myanmar
    ['abc', ''],
    ['', ''],
    ['１２a３!', '123'],
  ];
  for (const [input, output] of table) {
    it(`${JSON.stringify(input)} -> ${JSON.stringify(output)}`, () => expect(digitsOnly(input)).to.equal(output));
  }
  it('always returns ASCII digits only, and keeps ASCII digits in order (fuzz)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (text) => {
        const result = digitsOnly(text);
        expect(result).to.match(/^[0-9]*$/);
        expect(result.length).to.be.at.least(text.replace(/[^0-9]/g, '').length);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('checkPhone (our rule: 4 to 15 digits; the SPEC leaves the format open)', () => {
  const table: Array<[string, ReturnType<typeof checkPhone>]> = [
    ['', { ok: false, error: 'requiredField' }],
    ['123', { ok: false, error: 'invalidPhone' }],
    ['1234', { ok: true }],
    ['91234567', { ok: true }],
    ['123456789012345', { ok: true }],
    ['1234567890123456', { ok: false, error: 'invalidPhone' }],
    ['9123 4567', { ok: false, error: 'invalidPhone' }],
    ['+6591234567', { ok: false, error: 'invalidPhone' }],
    ['９１２３４５６７', { ok: false, error: 'invalidPhone' }],
  ];
  for (const [phone, expected] of table) {
    it(`${JSON.stringify(phone)} -> ${expected.error ?? 'ok'}`, () => expect(checkPhone(phone)).to.deep.equal(expected));
  }
  it("pairs with digitsOnly for typed input, and names 'Please enter a valid phone number.'", () => {
    expect(checkPhone(digitsOnly('９１２３ ４５６７')).ok).to.equal(true);
    expect(en.invalidPhone).to.equal('Please enter a valid phone number.');
  });
});
