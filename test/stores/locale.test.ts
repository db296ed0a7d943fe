import { expect, waitUntil } from '@open-wc/testing';
import { REGION_LANGUAGE_COOKIE_DAYS } from '../../src/config/constants.ts';
import { TRANSLATIONS } from '../../src/i18n/catalogue.ts';
import { $locale, $translation, HNG_COOKIE_NAME, initLocale, readHngCookie, setLocale, whenTranslationReady } from '../../src/stores/locale.ts';
import { readCookie, removeCookie, writeCookie } from '../../src/storefront/cookies.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function hngInDocumentCookie(): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${HNG_COOKIE_NAME}=`));
  return entry?.slice(HNG_COOKIE_NAME.length + 1);
}

describe('locale store', () => {
  beforeEach(() => {
    removeCookie(HNG_COOKIE_NAME);
    $locale.set({ region: 'SG', language: 'en', dir: 'ltr' });
  });
  afterEach(() => removeCookie(HNG_COOKIE_NAME));

  describe('setLocale', () => {
    it('updates the store and, once its texts have loaded, the translation', async () => {
      const seen: string[] = [];
      const unsubscribe = $translation.subscribe((t) => seen.push(t.confirm));
      setLocale('TH', 'th');
      await whenTranslationReady();
      unsubscribe();
      expect($locale.get()).to.deep.equal({ region: 'TH', language: 'th', dir: 'ltr' });
      expect($translation.get()).to.equal(TRANSLATIONS.th);
      expect(seen).to.deep.equal([TRANSLATIONS.en.confirm, TRANSLATIONS.th.confirm]);
    });

    it('writes the hng cookie REGION|lang readable by the page', () => {
      setLocale('pk', 'ur');
      expect(hngInDocumentCookie()).to.equal('PK|ur');
      expect($locale.get()).to.deep.equal({ region: 'PK', language: 'ur', dir: 'rtl' });
    });

    it('asks for a 30-day cookie (SPEC §3)', async () => {
      // document.cookie hides expiry; cookieStore (Chromium) reports it.
      const store = (window as unknown as { cookieStore: { get(name: string): Promise<{ value: string; expires: number | null } | null> } }).cookieStore;
      const before = Date.now();
      setLocale('VN', 'vi');
      expect(hngInDocumentCookie()).to.equal('VN|vi');
      // cookieStore sees document.cookie writes asynchronously: wait until it reports ours.
      let cookie: { value: string; expires: number | null } | null = null;
      await waitUntil(async () => {
        cookie = await store.get(HNG_COOKIE_NAME);
        return cookie?.value === 'VN|vi';
      }, 'cookieStore never reported the hng cookie');
      cookie = cookie as { value: string; expires: number | null } | null;
      const days = ((cookie?.expires ?? 0) - before) / DAY_MS;
      expect(REGION_LANGUAGE_COOKIE_DAYS).to.equal(30);
      expect(days).to.be.within(REGION_LANGUAGE_COOKIE_DAYS - 0.01, REGION_LANGUAGE_COOKIE_DAYS + 0.01);
    });

    it('stores base languages: en-SG as en, in as id', () => {
      setLocale('SG', 'en-SG');
      expect(hngInDocumentCookie()).to.equal('SG|en');
      setLocale('ID', 'in');
      expect(hngInDocumentCookie()).to.equal('ID|id');
      expect($locale.get().language).to.equal('id');
    });

    it("falls back to the region's language, then en, for languages we do not have", () => {
      setLocale('TH', 'fr');
      expect($locale.get().language).to.equal('th');
      setLocale('KH', 'km');
      expect($locale.get()).to.deep.equal({ region: 'KH', language: 'en', dir: 'ltr' });
      expect(hngInDocumentCookie()).to.equal('KH|en');
    });

    it('keeps the current region when given an unknown one', () => {
      setLocale('MY', 'ms');
      setLocale('ZZ', 'zh');
      expect($locale.get()).to.deep.equal({ region: 'MY', language: 'zh', dir: 'ltr' });
    });
  });

  describe('readHngCookie', () => {
    it('reads what setLocale wrote', () => {
      setLocale('BD', 'bn');
      expect(readHngCookie()).to.deep.equal({ region: 'BD', language: 'bn' });
    });

    it('reads the longer form other marketplace pages write', () => {
      writeCookie(HNG_COOKIE_NAME, 'SG|en-SG|SGD|702');
      expect(readHngCookie()).to.deep.equal({ region: 'SG', language: 'en' });
    });

    it('keeps the region when the language is not one of ours', () => {
      writeCookie(HNG_COOKIE_NAME, 'KH|km');
      expect(readHngCookie()).to.deep.equal({ region: 'KH' });
    });

    it('gives undefined for a missing or garbage cookie', () => {
      expect(readHngCookie()).to.equal(undefined);
      for (const garbage of ['', 'SG', 'en', 'XX|en', '|en', 'SG-en', '<img src=x>|en', `SG|${'e'.repeat(200)}`]) {
        writeCookie(HNG_COOKIE_NAME, garbage);
        expect(readHngCookie(), garbage).to.equal(undefined);
      }
    });

    it('does not trust a garbage language', () => {
      writeCookie(HNG_COOKIE_NAME, 'TH|<script>');
      expect(readHngCookie()).to.deep.equal({ region: 'TH' });
    });
  });

  describe('initLocale', () => {
    it('prefers the lang attribute over the cookie and the region', () => {
      writeCookie(HNG_COOKIE_NAME, 'VN|vi');
      expect(initLocale({ attribute: 'ur', region: 'PK' })).to.deep.equal({ region: 'PK', language: 'ur', dir: 'rtl' });
    });

    it('takes the cookie language over the region default', () => {
      writeCookie(HNG_COOKIE_NAME, 'TH|en');
      expect(initLocale({ region: 'TH' }).language).to.equal('en');
    });

    it("takes the region's first language without a cookie", async () => {
      expect(initLocale({ region: 'TH' })).to.deep.equal({ region: 'TH', language: 'th', dir: 'ltr' });
      await whenTranslationReady();
      expect($translation.get()).to.equal(TRANSLATIONS.th);
    });

    it("takes the cookie's region when the page gives none, else SG", () => {
      writeCookie(HNG_COOKIE_NAME, 'ID|id');
      expect(initLocale()).to.deep.equal({ region: 'ID', language: 'id', dir: 'ltr' });
      removeCookie(HNG_COOKIE_NAME);
      expect(initLocale()).to.deep.equal({ region: 'SG', language: 'en', dir: 'ltr' });
    });

    it('does not write the cookie (only a user choice is remembered)', () => {
      initLocale({ attribute: 'th', region: 'TH' });
      expect(readCookie(HNG_COOKIE_NAME)).to.equal(undefined);
    });
  });
});
