/**
 * Issue 20: a screen that throws while rendering shows "Something went wrong" with Back and
 * Close, in the popup's language, instead of blanking the popup; Back returns to the screen
 * below and the popup keeps working. (Here the tests' fixture screen is swapped for one that
 * throws, as an answer the code did not expect would make a real screen do.)
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { ComponentType } from 'react';
import { th } from '../../src/i18n/th.ts';
import { SCREEN_COMPONENTS } from '../../src/screens/registry.ts';
import { FIXTURE_SCREEN, registerFixtureFeature } from '../helpers/fixture-feature.tsx';
import { renderScreen, type ScreenHarness } from '../helpers/popup-harness.tsx';
import { actAsync } from '../helpers/render.tsx';

registerFixtureFeature();

function Broken(): never {
  throw new TypeError('name.trim is not a function');
}

describe('a screen that fails to render (issue 20)', () => {
  let popup: ScreenHarness | undefined;
  let consoleError: typeof console.error;
  let fixture: ComponentType;
  beforeEach(() => {
    // React logs the caught render error; the test expects it.
    consoleError = console.error;
    console.error = () => undefined;
    fixture = SCREEN_COMPONENTS[FIXTURE_SCREEN];
    SCREEN_COMPONENTS[FIXTURE_SCREEN] = Broken;
  });
  afterEach(async () => {
    SCREEN_COMPONENTS[FIXTURE_SCREEN] = fixture;
    console.error = consoleError;
    await popup?.close();
    popup = undefined;
  });

  it('shows the failure view in the popup language, and Back returns to a working screen', async () => {
    popup = await renderScreen('login', { lang: 'th' });
    await actAsync(() => popup!.state.push(FIXTURE_SCREEN));
    await waitUntil(() => popup!.$('[part="screen-failed"]'), 'no failure view');
    expect(popup.$('[part="screen-failed"] h2')!.textContent).to.equal(th.screenFailed);
    expect(popup.$('[role="dialog"]')).to.not.equal(null);
    const [back] = popup.$('[part="screen-failed"]')!.querySelectorAll('button');
    back.click();
    await waitUntil(() => popup!.$('[data-screen="login"] [part="login-screen"]'), 'Login is back');
    expect(popup.state.$open.get()).to.equal(true);
  });

  it('Close closes the popup', async () => {
    popup = await renderScreen(FIXTURE_SCREEN, { lang: 'en' });
    await waitUntil(() => popup!.$('[part="screen-failed"]'), 'no failure view');
    const [, close] = popup.$('[part="screen-failed"]')!.querySelectorAll('button');
    close.click();
    await waitUntil(() => !popup!.state.$open.get(), 'still open');
  });
});
