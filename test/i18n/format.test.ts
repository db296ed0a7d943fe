import { expect } from '@open-wc/testing';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { formatCountdown, formatNumber } from '../../src/i18n/format.ts';

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
    expect(formatCountdown(5, 'zh')).to.equal('5秒');
    expect(formatCountdown(59, 'bn')).to.equal('৫৯ সেকেন্ড');
    expect(formatCountdown(59, 'ur')).to.equal('59 سیکنڈ');
    expect(formatCountdown(59, 'th')).to.contain('59').and.to.not.equal(formatCountdown(59, 'en'));
    expect(formatCountdown(59, 'ur')).to.contain('59').and.to.not.equal(formatCountdown(59, 'en'));
  });

  it('still speaks ne, si and my where the browser lacks their locale data (Chromium)', () => {
    expect(formatCountdown(59, 'ne')).to.equal('५९ सेकेन्ड');
    expect(formatCountdown(59, 'my')).to.equal('၅၉ စက္ကန့်');
    expect(formatCountdown(59, 'si')).to.equal('තත් 59');
  });

  it('rounds fractions up and never goes below zero', () => {
    expect(formatCountdown(4.2, 'en')).to.equal('5 sec');
    expect(formatCountdown(-3, 'en')).to.equal('0 sec');
    expect(formatCountdown(Number.NaN, 'en')).to.equal('0 sec');
  });

  it('gives a non-empty text in every language', () => {
    for (const lang of LANGUAGES) expect(formatCountdown(60, lang), lang).to.not.equal('');
  });
});
