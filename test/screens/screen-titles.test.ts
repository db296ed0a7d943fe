/**
 * Every popup screen has a title in every language, and English has them all at the first open
 * (before the texts past Login load): the popup dialog is named by the screen's title from the
 * first frame of each screen, so a screen without one would leave a screen reader announcing an
 * unnamed dialog.
 */
import { expect } from '@open-wc/testing';
import { TRANSLATIONS } from '../../src/i18n/catalogue.ts';
import { EN_FIRST_OPEN } from '../../src/i18n/en-first-open.ts';
import { EN_MORE } from '../../src/i18n/en-more.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { getTranslation, isTranslationLoaded, loadFirstOpenTexts } from '../../src/i18n/index.ts';
import { SCREEN_TITLE_KEYS, screenTitle } from '../../src/screens/screen-titles.ts';
import { SCREENS } from '../../src/stores/popup.ts';

describe('screen titles: every screen, every language', () => {
  it('maps every screen to a title key', () => {
    expect(Object.keys(SCREEN_TITLE_KEYS).sort()).to.deep.equal([...SCREENS].sort());
  });

  for (const language of LANGUAGES) {
    it(`${language}: every screen has a non-empty title`, () => {
      for (const screen of SCREENS) {
        const title = screenTitle(screen, TRANSLATIONS[language]);
        expect(typeof title, `${language} ${screen}`).to.equal('string');
        expect(title.trim(), `${language} ${screen}`).not.to.equal('');
      }
    });
  }

  it('English carries every title in its first-open texts, not in the part that loads later', () => {
    for (const screen of SCREENS) {
      const key = SCREEN_TITLE_KEYS[screen];
      const text: unknown = (EN_FIRST_OPEN as Record<string, unknown>)[key];
      expect(typeof text, `${screen}: ${key}`).to.equal('string');
      expect(text, `${screen}: ${key}`).not.to.equal('');
      expect(EN_MORE, `${screen}: ${key} belongs to the first open`).not.to.have.property(key);
    }
  });

  it('the texts the first open renders with name every screen, in English before the rest has loaded', async () => {
    // This file imports no screen past Login, so nothing has asked for the rest of English yet.
    const texts = await loadFirstOpenTexts('en');
    expect(isTranslationLoaded('en')).to.equal(true);
    for (const screen of SCREENS) {
      expect(screenTitle(screen, texts), screen).to.equal(TRANSLATIONS.en[SCREEN_TITLE_KEYS[screen]]);
      expect(screenTitle(screen, getTranslation('en')), screen).to.equal(TRANSLATIONS.en[SCREEN_TITLE_KEYS[screen]]);
    }
    // ...and it really is the first part only (else this test would prove nothing).
    expect(getTranslation('en')).not.to.have.property('next');
  });
});
