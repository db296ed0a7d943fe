/**
 * Issue 15: one rule derives an element's context. For each field: the element's attribute, then
 * configure(), then the hng cookie, then (language) the region's first language, then SG / en.
 */
import { expect } from '@open-wc/testing';
import { configure, resetConfig } from '../../src/config/settings.ts';
import { createContextStore } from '../../src/context/context-store.ts';
import { configForContext, requestLanguageTag, resolveContext } from '../../src/context/element-context.ts';
import { removeCookie, writeCookie } from '../../src/storefront/cookies.ts';

describe('element context (issue 15: one rule, one place)', () => {
  afterEach(() => {
    resetConfig();
    removeCookie('hng');
  });

  it('defaults to SG, English, left to right, the default theme, production', () => {
    expect(resolveContext()).to.deep.equal({ env: 'production', region: 'SG', language: 'en', dir: 'ltr', theme: 'default' });
  });

  it('the attribute wins over configure(), which wins over the hng cookie', () => {
    writeCookie('hng', 'MY|zh');
    configure({ region: 'TH', lang: 'th' });
    expect(resolveContext({ region: 'PK', lang: 'ur' })).to.include({ region: 'PK', language: 'ur', dir: 'rtl', theme: 'mybiz' });
    expect(resolveContext({})).to.include({ region: 'TH', language: 'th' });
    resetConfig();
    expect(resolveContext({})).to.include({ region: 'MY', language: 'zh' });
  });

  it("falls back to the region's first language, and treats unsupported values as absent", () => {
    expect(resolveContext({ region: 'TH' }).language).to.equal('th');
    expect(resolveContext({ region: 'MY' }).language).to.equal('en');
    expect(resolveContext({ region: 'KH' }).language).to.equal('en'); // km is not ours
    expect(resolveContext({ region: 'XX', lang: 'fr' })).to.include({ region: 'SG', language: 'en' });
    expect(resolveContext({ lang: 'in' }).language).to.equal('id');
  });

  it('an environment attribute wins over configure() and moves the hosts with it', () => {
    configure({ env: 'production', region: 'SG' });
    const context = resolveContext({ env: 'pre', region: 'TH' });
    expect(configForContext(context)).to.include({ env: 'pre', region: 'TH', memberHost: 'https://pre-member.mkt.co.th' });
    configure({ memberHost: 'https://member.example' });
    expect(configForContext(context).memberHost).to.equal('https://member.example');
  });

  it("sends the region's own tag for its language, else the base language (SPEC §3 x-i18n-language)", () => {
    expect(requestLanguageTag({ region: 'MY', language: 'en' })).to.equal('en-MY');
    expect(requestLanguageTag({ region: 'MY', language: 'zh' })).to.equal('zh');
    expect(requestLanguageTag({ region: 'TH', language: 'th' })).to.equal('th');
    expect(requestLanguageTag({ region: 'PK', language: 'ur' })).to.equal('ur');
  });

  it('a context store notifies only when the context changes', () => {
    let lang: string | null = 'th';
    const store = createContextStore(() => resolveContext({ region: 'TH', lang }));
    const seen: string[] = [];
    const off = store.$context.listen((context) => seen.push(context.language));
    store.refresh();
    lang = 'en';
    store.refresh();
    store.refresh();
    off();
    expect(seen).to.deep.equal(['en']);
  });
});
