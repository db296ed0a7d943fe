import { expect } from '@open-wc/testing';
import { REGION_CODES, getRegion } from '../../src/config/regions.ts';
import { directionOf, isRtl, toSupportedLanguage } from '../../src/i18n/languages.ts';
import { resolveContext } from '../../src/context/element-context.ts';
import { removeCookie, writeCookie } from '../../src/storefront/cookies.ts';

/**
 * The language an element speaks, by the one rule of element-context.ts: its lang attribute, the
 * hng cookie's language, the region's first language, en.
 */
function resolveLanguage(sources: { attribute?: string | null; cookieLanguage?: string; region?: string } = {}): string {
  if (sources.cookieLanguage) writeCookie('hng', `${sources.region ?? 'SG'}|${sources.cookieLanguage}`);
  else removeCookie('hng');
  try {
    return resolveContext({ lang: sources.attribute, region: sources.region }).language;
  } finally {
    removeCookie('hng');
  }
}

describe('the language an element speaks (attribute, hng cookie, region, en)', () => {
  it('takes the element lang attribute first', () => {
    expect(resolveLanguage({ attribute: 'th', cookieLanguage: 'vi', region: 'ID' })).to.equal('th');
  });

  it('takes the hng cookie language when there is no attribute', () => {
    expect(resolveLanguage({ cookieLanguage: 'vi', region: 'ID' })).to.equal('vi');
    expect(resolveLanguage({ attribute: '', cookieLanguage: 'zh', region: 'TH' })).to.equal('zh');
    expect(resolveLanguage({ attribute: null, cookieLanguage: 'ms', region: 'SG' })).to.equal('ms');
  });

  it("takes the region's first language when neither is set", () => {
    expect(resolveLanguage({ region: 'TH' })).to.equal('th');
    expect(resolveLanguage({ region: 'ID' })).to.equal('id');
    expect(resolveLanguage({ region: 'vn' })).to.equal('vi');
    expect(resolveLanguage({ region: 'MY' })).to.equal('en'); // en-MY
  });

  it('falls back to en with nothing to go on', () => {
    expect(resolveLanguage()).to.equal('en');
    expect(resolveLanguage({})).to.equal('en');
    expect(resolveLanguage({ region: 'XX' })).to.equal('en');
  });

  it('maps region languages such as en-SG to their base', () => {
    expect(resolveLanguage({ attribute: 'en-SG' })).to.equal('en');
    expect(resolveLanguage({ region: 'SG' })).to.equal('en');
    expect(resolveLanguage({ attribute: 'zh_CN' })).to.equal('zh');
    expect(resolveLanguage({ attribute: 'UR-pk' })).to.equal('ur');
  });

  it('reads the old code in as Indonesian', () => {
    expect(resolveLanguage({ attribute: 'in' })).to.equal('id');
    expect(resolveLanguage({ cookieLanguage: 'in-ID' })).to.equal('id');
  });

  it('falls back to en for km (Cambodia) and other languages we do not have', () => {
    expect(resolveLanguage({ region: 'KH' })).to.equal('en');
    expect(resolveLanguage({ attribute: 'km' })).to.equal('en');
    expect(resolveLanguage({ attribute: 'fr' })).to.equal('en');
  });

  it('lets the next source decide when one names a language we do not have', () => {
    expect(resolveLanguage({ attribute: 'km', cookieLanguage: 'zh' })).to.equal('zh');
    expect(resolveLanguage({ attribute: 'fr', region: 'TH' })).to.equal('th');
  });

  it('ignores garbage', () => {
    for (const garbage of ['<script>', 'e n', '12', 'en--SG', '../th', 'th;', 'x'.repeat(40)]) {
      expect(toSupportedLanguage(garbage), garbage).to.equal(undefined);
      expect(resolveLanguage({ attribute: garbage, region: 'VN' }), garbage).to.equal('vi');
    }
  });

  it("resolves every region's default to one of our languages", () => {
    const expected: Record<string, string> = {
      SG: 'en', MY: 'en', PH: 'en', TH: 'th', ID: 'id', VN: 'vi', KH: 'en',
      BD: 'en', LK: 'en', MM: 'en', NP: 'en', PK: 'en',
    };
    for (const code of REGION_CODES) {
      expect(resolveLanguage({ region: code }), `${code} (${getRegion(code).languages[0]})`).to.equal(expected[code]);
    }
  });
});

describe('writing direction', () => {
  it('is right to left for Urdu only', () => {
    expect(isRtl('ur')).to.equal(true);
    expect(isRtl('ur-PK')).to.equal(true);
    for (const lang of ['en', 'zh', 'ms', 'id', 'vi', 'th', 'bn', 'ne', 'si', 'my', 'km', '']) {
      expect(isRtl(lang), lang).to.equal(false);
    }
  });

  it('gives the dir attribute value', () => {
    expect(directionOf('ur')).to.equal('rtl');
    expect(directionOf('th')).to.equal('ltr');
    expect(directionOf('en-SG')).to.equal('ltr');
  });
});
