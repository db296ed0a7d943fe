/**
 * Issue 20: a screen that throws while rendering shows "Something went wrong" with Back and
 * Close, in the popup's language, instead of blanking the popup; Back returns to the screen
 * below and the popup keeps working. (Here the Qrcode screen is swapped for one that throws, as
 * an answer the code did not expect would make a real screen do.)
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { ComponentType } from 'react';
import { th } from '../../src/i18n/th.ts';
import { SCREEN_COMPONENTS } from '../../src/screens/registry.ts';
import { renderScreen, type ScreenHarness } from '../helpers/popup-harness.tsx';
import { actAsync } from '../helpers/render.tsx';

function Broken(): never {
  throw new TypeError('name.trim is not a function');
}

describe('a screen that fails to render (issue 20)', () => {
  let popup: ScreenHarness | undefined;
  let consoleError: typeof console.error;
  let qrcode: ComponentType;
  beforeEach(() => {
    // React logs the caught render error; the test expects it.
    consoleError = console.error;
    console.error = () => undefined;
    qrcode = SCREEN_COMPONENTS.qrcode;
    SCREEN_COMPONENTS.qrcode = Broken;
  });
  afterEach(async () => {
    SCREEN_COMPONENTS.qrcode = qrcode;
    console.error = consoleError;
    await popup?.close();
    popup = undefined;
  });

  it('shows the failure view in the popup language, and Back returns to a working screen', async () => {
    popup = await renderScreen('login', { lang: 'th' });
    await actAsync(() => popup!.state.push('qrcode'));
    await waitUntil(() => popup!.$('[part="screen-failed"]'), 'no failure view');
    expect(popup.$('[part="screen-failed"] h2')!.textContent).to.equal(th.screenFailed);
    expect(popup.$('[role="dialog"]')).to.not.equal(null);
    const [back] = popup.$('[part="screen-failed"]')!.querySelectorAll('button');
    back.click();
    await waitUntil(() => popup!.$('[data-screen="login"] [part="login-screen"]'), 'Login is back');
    expect(popup.state.$open.get()).to.equal(true);
  });

  it('Close closes the popup', async () => {
    popup = await renderScreen('qrcode', { lang: 'en' });
    await waitUntil(() => popup!.$('[part="screen-failed"]'), 'no failure view');
    const [, close] = popup.$('[part="screen-failed"]')!.querySelectorAll('button');
    close.click();
    await waitUntil(() => !popup!.state.$open.get(), 'still open');
  });
});
