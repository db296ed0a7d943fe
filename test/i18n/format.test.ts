import { expect } from '@open-wc/testing';
import { LANGUAGES, type Language } from '../../src/i18n/languages.ts';
import { formatCountdown, formatNumber } from '../../src/i18n/format.ts';
import { TRANSLATIONS } from '../../src/i18n/catalogue.ts';

/** A countdown as a language's catalogue writes it: each brings its own wording for a browser without its locale data. */
const countdownIn = (lang: Language, seconds: number) => TRANSLATIONS[lang].resendCountdown(seconds);

const BENGALI_DIGITS = /^[০-৯,]+$/;
const DEVANAGARI_DIGITS = /^[०-९,]+$/;
const MYANMAR_DIGITS = /^[၀-၉,]+$/;

describe('formatNumber', () => {
  it('writes Bengali, Nepali and Burmese numbers in their own digits', () => {
    // bn comes from Chromium's locale data; ne and my from Intl's numbering systems, because
    // Chromium ships without their locale data.
    expect(formatNumber(123, 'bn')).to.equal('১২৩');
    expect(formatNumber(1234, 'bn')).to.match(BENGALI_DIGITS);
    expect(formatNumber(123, 'ne')).to.equal('१२३');
    expect(formatNumber(1234, 'ne')).to.match(DEVANAGARI_DIGITS);
    expect(formatNumber(123, 'my')).to.equal('၁၂၃');
    expect(formatNumber(1234, 'my')).to.match(MYANMAR_DIGITS);
  });

  it('uses each locale\'s grouping and decimal marks', () => {
    expect(formatNumber(1234.5, 'en')).to.equal('1,234.5');
    expect(formatNumber(1234.5, 'id')).to.equal('1.234,5');
    expect(formatNumber(1234.5, 'vi')).to.equal('1.234,5');
  });

  it('keeps Latin digits where the locale default does (th, ur, si)', () => {
    expect(formatNumber(123, 'th')).to.equal('123');
    expect(formatNumber(123, 'ur')).to.equal('123');
    expect(formatNumber(123, 'si')).to.equal('123');
  });

  it('survives a malformed language tag', () => {
    expect(formatNumber(5, 'not a tag!')).to.equal('5');
  });
});

describe('formatCountdown', () => {
  it('says the seconds left in each language', () => {
    expect(formatCountdown(59, 'en')).to.equal('59 sec');
    expect(formatCountdown(5, 'zh', (value) => `${value}秒`)).to.equal('5秒');
    expect(countdownIn('zh', 5)).to.contain('5秒');
    expect(countdownIn('bn', 59)).to.contain('৫৯ সেকেন্ড');
    expect(countdownIn('ur', 59)).to.contain('59 سیکنڈ');
    expect(countdownIn('th', 59)).to.contain('59').and.to.not.contain(formatCountdown(59, 'en'));
  });

  it('still speaks ne, si and my where the browser lacks their locale data (Chromium)', () => {
    expect(countdownIn('ne', 59)).to.contain('५९ सेकेन्ड');
    expect(countdownIn('my', 59)).to.contain('၅၉ စက္ကန့်');
    expect(countdownIn('si', 59)).to.contain('තත් 59');
    expect(formatCountdown(59, 'ne', (value) => `${value} सेकेन्ड`)).to.equal('५९ सेकेन्ड');
  });

  it('rounds fractions up and never goes below zero', () => {
    expect(formatCountdown(4.2, 'en')).to.equal('5 sec');
    expect(formatCountdown(-3, 'en')).to.equal('0 sec');
    expect(formatCountdown(Number.NaN, 'en')).to.equal('0 sec');
  });

  it('gives a countdown in every language', () => {
    for (const lang of LANGUAGES) expect(countdownIn(lang, 60), lang).to.not.equal(countdownIn(lang, 59));
  });
});
