/**
 * Issue 20: a screen that throws while rendering (here a risk answer whose texts are objects,
 * which React refuses as children) shows "Something went wrong" with Back and Close, in the
 * popup's language, instead of blanking the popup; Back returns to the screen below and the
 * popup keeps working.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { th } from '../../src/i18n/th.ts';
import { renderScreen, type ScreenHarness } from '../helpers/popup-harness.tsx';
import { actAsync } from '../helpers/render.tsx';

describe('a screen that fails to render (issue 20)', () => {
  let popup: ScreenHarness | undefined;
  let consoleError: typeof console.error;
  beforeEach(() => {
    // React logs the caught render error; the test expects it.
    consoleError = console.error;
    console.error = () => undefined;
  });
  afterEach(async () => {
    console.error = consoleError;
    await popup?.close();
    popup = undefined;
  });

  it('shows the failure view in the popup language, and Back returns to a working screen', async () => {
    popup = await renderScreen('login', { lang: 'th' });
    await actAsync(() =>
      popup!.state.push('phone-call', {
        risk: { alertSummary: { text: 'x' }, alertDetail: { html: '<b>x</b>' } },
        request: { type: 'OTP_LOGIN', phone: '91234567', phonePrefixCode: '66', deliveryType: 'SMS' },
      }),
    );
    await waitUntil(() => popup!.$('[part="screen-failed"]'), 'no failure view');
    expect(popup.$('[part="screen-failed"] h2')!.textContent).to.equal(th.screenFailed);
    expect(popup.$('[role="dialog"]')).to.not.equal(null);
    const [back] = popup.$('[part="screen-failed"]')!.querySelectorAll('button');
    back.click();
    await waitUntil(() => popup!.$('[data-screen="login"] [part="login-screen"]'), 'Login is back');
    expect(popup.state.$open.get()).to.equal(true);
  });

  it('Close closes the popup', async () => {
    popup = await renderScreen('phone-call', {
      lang: 'en',
      params: { risk: { alertSummary: { text: 'x' } }, request: { type: 'OTP_LOGIN', phone: '91234567', phonePrefixCode: '65', deliveryType: 'SMS' } },
    });
    await waitUntil(() => popup!.$('[part="screen-failed"]'), 'no failure view');
    const [, close] = popup.$('[part="screen-failed"]')!.querySelectorAll('button');
    close.click();
    await waitUntil(() => !popup!.state.$open.get(), 'still open');
  });
});
