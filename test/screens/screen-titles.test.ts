/**
 * Every popup screen has a title in every language, and the popup dialog has a name for every
 * screen from its first frame, in English too, whose texts past Login arrive later (with the
 * screen's chunk): a screen reader must never announce an unnamed dialog.
 */
import { expect } from '@open-wc/testing';
import { TRANSLATIONS } from '../../src/i18n/catalogue.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { completeEnglish, getTranslation, loadFirstOpenTexts, onEnglishCompleted } from '../../src/i18n/index.ts';
import { dialogNameWhileLoading, screenTitle, screenTitleKey } from '../../src/screens/screen-titles.ts';
import { SCREEN_COMPONENTS } from '../../src/screens/registry.ts';
import type { ScreenName } from '../../src/stores/popup.ts';

// Every screen the popup can show: Login and every feature's.
const SCREENS = Object.keys(SCREEN_COMPONENTS) as ScreenName[];

describe('screen titles: every screen, every language', () => {
  it('maps every screen to a title key of the texts', () => {
    for (const screen of SCREENS) expect(screenTitleKey(screen), screen).to.be.oneOf(Object.keys(TRANSLATIONS.en));
  });

  for (const language of LANGUAGES) {
    it(`${language}: every screen has a non-empty title`, () => {
      for (const screen of SCREENS) {
        const title = screenTitle(screen, TRANSLATIONS[language]);
        expect(typeof title, `${language} ${screen}`).to.equal('string');
        expect(title.trim(), `${language} ${screen}`).not.to.equal('');
        expect(dialogNameWhileLoading(screen, TRANSLATIONS[language]), `${language} ${screen}`).to.equal(title);
      }
    });
  }

  it('English names every screen with the first-open texts, then with the titles once the rest arrives, and says so', async () => {
    // This file imports no screen past Login, so nothing has asked for the rest of English yet.
    const texts = await loadFirstOpenTexts('en');
    expect(texts, 'the first part only, else this test proves nothing').not.to.have.property('next');
    for (const screen of SCREENS) expect(dialogNameWhileLoading(screen, texts).trim(), screen).not.to.equal('');
    let told = 0;
    const stop = onEnglishCompleted(() => (told += 1));
    await completeEnglish();
    stop();
    expect(told, 'the providers rendering with English are told').to.equal(1);
    for (const screen of SCREENS) expect(dialogNameWhileLoading(screen, getTranslation('en')), screen).to.equal(TRANSLATIONS.en[screenTitleKey(screen)]);
  });
});
