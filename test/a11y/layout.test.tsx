/**
 * Reflow (WCAG 1.4.10) and zoom (1.4.4), issue 10: at 320 CSS px wide and at 200% zoom of a
 * 1280 x 720 window (a 640 x 360 viewport), the popup has no horizontal scrollbar and no control
 * is clipped — each one, scrolled into view, lies inside the popup's visible box — on Login,
 * Registry, Verify and ResetPassword in every state of test/a11y/screen-states.tsx, in English
 * and in right-to-left Urdu.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { resetConfig } from '../../src/config/settings.ts';
import { clearDialogs } from '../../src/stores/dialog.ts';
import { hideToast } from '../../src/stores/toast.ts';
import type { ScreenHarness } from '../helpers/popup-harness.tsx';
import { SCREEN_STATES } from './screen-states.tsx';

const VIEWPORTS = [
  { name: '320 px wide', width: 320, height: 640 },
  { name: '200% zoom of 1280 x 720', width: 640, height: 360 },
];
const SCREENS = new Set(['login', 'registry', 'verify', 'reset-password']);
const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="tab"]';
/** Sub-pixel rounding of borders and transforms. */
const SLACK = 0.5;

function outside(inner: DOMRect, outer: DOMRect): boolean {
  return inner.left < outer.left - SLACK || inner.right > outer.right + SLACK || inner.top < outer.top - SLACK || inner.bottom > outer.bottom + SLACK;
}

/** The part of the popup panel that is on screen (the panel scrolls when taller than the viewport). */
function visibleBox(panel: Element): DOMRect {
  const rect = panel.getBoundingClientRect();
  const left = Math.max(rect.left, 0);
  const top = Math.max(rect.top, 0);
  return new DOMRect(left, top, Math.min(rect.right, innerWidth) - left, Math.min(rect.bottom, innerHeight) - top);
}

describe('layout at 320 px and at 200% zoom: no horizontal scroll, no clipped control', () => {
  let popup: ScreenHarness | undefined;
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(async () => {
    await setViewport({ width: 800, height: 600 });
    await emulateMedia({ reducedMotion: 'no-preference' });
  });
  afterEach(async () => {
    clearDialogs();
    await popup?.close();
    popup = undefined;
    hideToast();
    resetConfig();
  });

  for (const viewport of VIEWPORTS) {
    for (const { name, state, screen, reach } of SCREEN_STATES.filter((c) => SCREENS.has(c.screen) && c.state !== 'alert dialog')) {
      for (const lang of ['en', 'ur']) {
        it(`${viewport.name}: ${name} — ${state} — ${lang}`, async () => {
          await setViewport({ width: viewport.width, height: viewport.height });
          popup = await reach(lang);
          const panel = popup.$('[role="dialog"]')!;
          expect(popup.$('[data-screen]')!.getAttribute('data-screen')).to.equal(screen);
          // The panel fits the viewport and does not scroll sideways.
          const panelRect = panel.getBoundingClientRect();
          expect(panelRect.left, 'panel starts off screen').to.be.at.least(-SLACK);
          expect(panelRect.right, 'panel ends off screen').to.be.at.most(innerWidth + SLACK);
          expect(panel.scrollWidth, 'horizontal scrollbar in the popup').to.be.at.most(panel.clientWidth);
          expect(document.documentElement.scrollWidth, 'the page scrolls sideways').to.be.at.most(innerWidth);
          const controls = [...panel.querySelectorAll<HTMLElement>(CONTROLS)].filter((c) => c.getClientRects().length > 0 && !c.closest('[hidden]'));
          expect(controls.length).to.be.greaterThan(0);
          const clipped: string[] = [];
          for (const control of controls) {
            control.scrollIntoView({ block: 'nearest', inline: 'nearest' });
            if (outside(control.getBoundingClientRect(), visibleBox(panel))) {
              const r = control.getBoundingClientRect();
              clipped.push(`${control.getAttribute('part') ?? control.tagName} ${r.left.toFixed(0)}..${r.right.toFixed(0)} x ${r.top.toFixed(0)}..${r.bottom.toFixed(0)}`);
            }
          }
          expect(clipped, 'controls cut off by the popup').to.deep.equal([]);
        });
      }
    }
  }
});
