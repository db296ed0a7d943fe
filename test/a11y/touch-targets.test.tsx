/**
 * WCAG 2.2 SC 2.5.8 Target Size (Minimum), measured with getBoundingClientRect on every
 * interactive element of every screen state: at least 24 x 24 CSS px. Stricter than the SC: its
 * Spacing exception is not used; only its Inline exception is (a link in a sentence of text, such
 * as 'Terms of Use' in the terms checkbox's label, whose height is the text's line).
 */
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { resetConfig } from '../../src/config/settings.ts';
import { clearDialogs } from '../../src/stores/dialog.ts';
import { hideToast } from '../../src/stores/toast.ts';
import type { ScreenHarness } from '../helpers/popup-harness.tsx';
import { SCREEN_STATES } from './screen-states.tsx';

const MIN = 24;
const INTERACTIVE = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="tab"], [role="option"], [tabindex]:not([tabindex="-1"])';

interface Target {
  element: HTMLElement;
  rect: DOMRect;
}

/** Rendered, enabled, not clipped away to 1 px (visually hidden) interactive elements. */
function targetsOf(root: ShadowRoot): Target[] {
  return [...root.querySelectorAll<HTMLElement>(INTERACTIVE)]
    .filter((element) => !element.matches(':disabled') && !element.closest('[hidden],[inert]') && !element.matches('[role="tabpanel"]'))
    .map((element) => ({ element, rect: element.getBoundingClientRect() }))
    .filter(({ rect }) => rect.width > 1 && rect.height > 1);
}

/** SC 2.5.8 Inline: the target sits in a sentence, its size set by the line height of the text around it. */
function isInlineInText(element: HTMLElement): boolean {
  const parent = element.parentElement;
  return parent !== null && [...parent.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
}

/** Under 24 px either way (a hundredth of a pixel of rounding allowed). */
const isUndersized = ({ rect }: Target) => rect.width < MIN - 0.01 || rect.height < MIN - 0.01;

function describeTarget({ element, rect }: Target): string {
  const name = element.getAttribute('part') ?? element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30);
  return `<${element.tagName.toLowerCase()}> "${name}" ${rect.width.toFixed(1)} x ${rect.height.toFixed(1)}`;
}

describe('touch targets: WCAG 2.5.8, every interactive element of every screen state', () => {
  let popup: ScreenHarness | undefined;
  let measured = 0;
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    // The figure the README quotes.
    console.log(`touch targets measured: ${measured}`);
  });
  afterEach(async () => {
    clearDialogs();
    await popup?.close();
    popup = undefined;
    hideToast();
    resetConfig();
  });

  it('the check itself flags a 16 px button and a 20 px tall text button, and exempts a link in a sentence', () => {
    const make = <K extends keyof HTMLElementTagNameMap>(tag: K, style: string, ...children: Array<Node | string>) => {
      const element = document.createElement(tag);
      element.style.cssText = style;
      element.append(...children);
      return element;
    };
    const link = make('a', '', 'terms');
    link.href = '#terms';
    const box = make(
      'div',
      '',
      make('button', 'width:16px;height:16px;padding:0', 'a'),
      make('p', '', make('button', 'height:20px', 'Forgot password?')),
      make('p', '', 'Read the ', link, ' first.'),
    );
    document.body.append(box);
    try {
      const targets = [...box.querySelectorAll<HTMLElement>('button, a')].map((element) => ({ element, rect: element.getBoundingClientRect() }));
      expect(targets.filter(isUndersized).map((t) => t.element.textContent)).to.deep.equal(['a', 'Forgot password?', 'terms']);
      expect(targets.filter((t) => isInlineInText(t.element)).map((t) => t.element.textContent)).to.deep.equal(['terms']);
    } finally {
      box.remove();
    }
  });

  for (const { name, state, reach } of SCREEN_STATES) {
    it(`${name} — ${state}`, async () => {
      popup = await reach('en');
      const targets = targetsOf(popup.root);
      expect(targets.length, 'no interactive element found').to.be.greaterThan(0);
      measured += targets.length;
      const failing = targets.filter((target) => isUndersized(target) && !isInlineInText(target.element));
      expect(failing.map(describeTarget), 'targets under 24 x 24 px (not a link in a sentence)').to.deep.equal([]);
    });
  }
});
