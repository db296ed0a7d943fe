/**
 * Issue 10: axe-core (WCAG 2.0-2.2 A/AA rules) finds nothing on any screen in any state, in
 * English, Thai and right-to-left Urdu. The toast a failed call raises is checked with it.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../elements/mkt-toast.ts';
import { resetConfig } from '../../src/config/settings.ts';
import { clearDialogs } from '../../src/stores/dialog.ts';
import { $toast, hideToast } from '../../src/stores/toast.ts';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import type { ScreenHarness } from '../helpers/popup-harness.tsx';
import { SCREEN_STATES } from './screen-states.tsx';

const LANGS = ['en', 'th', 'ur'] as const;

describe('axe: every screen x state x language (issue 10)', () => {
  let popup: ScreenHarness | undefined;
  let toastElement: HTMLElement;
  before(async () => {
    // Fades end at once (the kit honours reduced motion); axe waits for running fades otherwise.
    await emulateMedia({ reducedMotion: 'reduce' });
    toastElement = document.createElement('mkt-toast');
    document.body.append(toastElement);
  });
  after(async () => {
    toastElement.remove();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });
  afterEach(async () => {
    clearDialogs();
    await popup?.close();
    popup = undefined;
    hideToast();
    resetConfig();
  });

  for (const { name, state, reach } of SCREEN_STATES) {
    for (const lang of LANGS) {
      it(`${name} — ${state} — ${lang}`, async () => {
        popup = await reach(lang);
        const root = popup.$('[part="root"]')!;
        expect(root.getAttribute('lang')).to.equal(lang);
        expect(root.getAttribute('dir')).to.equal(lang === 'ur' ? 'rtl' : 'ltr');
        await expectNoAxeViolations(popup.host);
        if ($toast.get()) {
          // The message is in the popup's language, which may not be the page's (WCAG 3.1.2).
          expect(toastElement.shadowRoot!.querySelector('[part="toast"]')!.getAttribute('lang')).to.equal(lang);
          await expectNoAxeViolations(toastElement);
        }
      });
    }
  }
});
