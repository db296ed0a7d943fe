import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import { ApiError, type ApiClient } from '../../../src/api/index.ts';
import { RESET_SUCCESS_COUNTDOWN_SECONDS } from '../../../src/config/constants.ts';
import { configure, resetConfig } from '../../../src/config/settings.ts';
import { COMPLETE_PASSWORD_SCENE } from '../../../src/flows/next-step.ts';
import { en } from '../../../src/i18n/en.ts';
import { removeCookie, USER_ID_COOKIE } from '../../../src/storefront/cookies.ts';
import { $toast, hideToast } from '../../../src/stores/toast.ts';
import { renderScreen, type ScreenHarness } from '../../helpers/popup-harness.tsx';
import { makePublicKeyPem } from '../../helpers/rsa-key.ts';

/** Records and stops every navigation the page attempts (Navigation API). */
function interceptNavigation() {
  const navigation = (window as unknown as { navigation: EventTarget }).navigation;
  const urls: string[] = [];
  const listener = (event: Event) => {
    urls.push((event as Event & { destination: { url: string } }).destination.url);
    event.preventDefault();
  };
  navigation.addEventListener('navigate', listener);
  return { urls, stop: () => navigation.removeEventListener('navigate', listener) };
}

const GOOD = 'Abcdef1!';
const passwordInput = (popup: ScreenHarness) => popup.$<HTMLInputElement>('input[autocomplete="new-password"]')!;
const confirmButton = (popup: ScreenHarness) => popup.$<HTMLButtonElement>('button[type="submit"]')!;
const hintState = (popup: ScreenHarness) =>
  Object.fromEntries([...popup.root.querySelectorAll('[data-hint]')].map((hint) => [hint.getAttribute('data-hint'), hint.getAttribute('data-state')]));

async function typePassword(popup: ScreenHarness, text: string) {
  passwordInput(popup).focus();
  await sendKeys({ type: text });
  await waitUntil(() => passwordInput(popup).value === text, 'typing did not reach the field');
}

function resetApi(calls: string[], overrides: Partial<ApiClient> = {}): Partial<ApiClient> {
  return {
    resetPassword: async (request) => {
      calls.push(`reset ${request.token}`);
      return { userId: '1', loginSuccess: true };
    },
    currentUser: async () => ({ id: '1' }),
    ...overrides,
  };
}

describe('ResetPassword screen (SPEC §2, §4, §5)', () => {
  let popup: ScreenHarness | undefined;
  let publicKey: string;
  let navigation: ReturnType<typeof interceptNavigation>;

  before(async () => {
    publicKey = await makePublicKeyPem();
  });
  beforeEach(() => {
    configure({ rsaPublicKey: publicKey });
    hideToast();
    navigation = interceptNavigation();
  });
  afterEach(async () => {
    sinon.restore();
    navigation.stop();
    await popup?.close();
    popup = undefined;
    removeCookie(USER_ID_COOKIE);
    resetConfig();
  });

  it('shows title, description, the new-password field with a visibility toggle, the three hints, Back and Confirm', async () => {
    popup = await renderScreen('reset-password', { params: { token: 't', tokenType: 'RESET_PASSWORD' } });
    expect(popup.$('h2')!.textContent).to.equal(en.resetPasswordTitle);
    expect(popup.root.textContent).to.include(en.resetPasswordDescription);
    expect(popup.$('[part="password-toggle"]')).to.not.equal(null);
    const hints = [...popup.root.querySelectorAll('[data-hint]')].map((h) => h.textContent);
    expect(hints).to.deep.equal([en.passwordHintLength, en.passwordHintComposition, en.passwordHintSymbols]);
    const buttons = [...popup.root.querySelectorAll('[part~="screen"] button[part~="button"]')].map((b) => b.getAttribute('aria-label') ?? b.textContent);
    // Issue 16: one Back pattern, the icon button at the start of the title row.
    expect(buttons).to.deep.equal([en.goBack, en.confirm]);
    // The hints are read with the field.
    const describedBy = passwordInput(popup).getAttribute('aria-describedby')!;
    expect(popup.root.getElementById(describedBy.split(' ')[0])!.textContent).to.include(en.passwordHintLength);
  });

  it('highlights met hints, marks unmet ones as errors and blocks Confirm until the check passes', async () => {
    const calls: string[] = [];
    popup = await renderScreen('reset-password', { params: { token: 't' }, api: resetApi(calls) });
    expect(confirmButton(popup).disabled).to.equal(true);
    await typePassword(popup, 'abc 1');
    expect(hintState(popup)).to.deep.equal({ length: 'error', composition: 'error', symbols: 'error' });
    expect(popup.$('[part="input-error"]')!.textContent).to.equal(en.passwordLength);
    expect(confirmButton(popup).disabled).to.equal(true);
    passwordInput(popup).select();
    await sendKeys({ type: 'abcdefgh' });
    await waitUntil(() => hintState(popup!).length === 'met');
    expect(hintState(popup)).to.deep.equal({ length: 'met', composition: 'error', symbols: 'met' });
    expect(popup.$('[part="input-error"]')!.textContent).to.equal(en.passwordComposition);
    confirmButton(popup).click();
    expect(calls).to.deep.equal([]);
    passwordInput(popup).select();
    await sendKeys({ type: GOOD });
    await waitUntil(() => !confirmButton(popup!).disabled);
    expect(hintState(popup)).to.deep.equal({ length: 'met', composition: 'met', symbols: 'met' });
  });

  it('resets once however fast the clicks, then shows the success view with the 5-second Go Shopping countdown and leaves for home', async () => {
    configure({ homeUrl: '/after-reset' });
    const calls: string[] = [];
    popup = await renderScreen('reset-password', { params: { token: 'tok' }, api: resetApi(calls) });
    await typePassword(popup, GOOD);
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    confirmButton(popup).click();
    confirmButton(popup).click();
    await waitUntil(() => popup!.root.textContent!.includes(en.resetPasswordSuccess), 'no success view');
    expect(calls).to.deep.equal(['reset tok']);
    expect(popup.$('[data-icon="success"]')).to.not.equal(null);
    const goShopping = popup.$<HTMLButtonElement>('[part~="go-shopping"]')!;
    await waitUntil(() => goShopping.textContent === en.goShoppingCountdown(RESET_SUCCESS_COUNTDOWN_SECONDS), 'no countdown on the button');
    await clock.tickAsync(1000);
    await waitUntil(() => goShopping.textContent === en.goShoppingCountdown(RESET_SUCCESS_COUNTDOWN_SECONDS - 1));
    expect(navigation.urls).to.deep.equal([]);
    await clock.tickAsync((RESET_SUCCESS_COUNTDOWN_SECONDS - 1) * 1000);
    await waitUntil(() => navigation.urls.length > 0, 'the countdown did not leave');
    expect(new URL(navigation.urls[0]).pathname).to.equal('/after-reset');
    expect(popup.state.$open.get()).to.equal(false);
  });

  it('Go Shopping leaves at once, and only once', async () => {
    popup = await renderScreen('reset-password', { params: { token: 'tok' }, api: resetApi([]) });
    await typePassword(popup, GOOD);
    confirmButton(popup).click();
    await waitUntil(() => popup!.$('[part~="go-shopping"]'));
    popup.$<HTMLButtonElement>('[part~="go-shopping"]')!.click();
    await waitUntil(() => navigation.urls.length > 0);
    expect(popup.state.$open.get()).to.equal(false);
    expect(navigation.urls).to.have.length(1);
  });

  it('a failed reset shows the server message as a toast and keeps the password', async () => {
    popup = await renderScreen('reset-password', {
      params: { token: 'tok' },
      api: resetApi([], { resetPassword: () => Promise.reject(new ApiError('business', 'x', { key: 'PL_USER_TOKEN_INVALID', displayMessage: 'The link has expired.' })) }),
    });
    await typePassword(popup, GOOD);
    confirmButton(popup).click();
    await waitUntil(() => $toast.get()?.content === 'The link has expired.');
    expect(passwordInput(popup).value).to.equal(GOOD);
    expect(popup.$('[part~="go-shopping"]')).to.equal(null);
  });

  it('goes to an allow-listed jump URL from the answer', async () => {
    popup = await renderScreen('reset-password', {
      params: { token: 'tok' },
      api: resetApi([], { resetPassword: async () => ({ loginNextStepActionData: { jumpUrl: 'https://www.mkt.sg/wow/deal' } }) }),
    });
    await typePassword(popup, GOOD);
    confirmButton(popup).click();
    await waitUntil(() => navigation.urls.length > 0);
    expect(navigation.urls).to.deep.equal(['https://www.mkt.sg/wow/deal']);
  });

  it('never sends when the password cannot be encrypted, and says so', async () => {
    configure({ rsaPublicKey: '' });
    const calls: string[] = [];
    popup = await renderScreen('reset-password', { params: { token: 'tok' }, api: resetApi(calls) });
    await typePassword(popup, GOOD);
    confirmButton(popup).click();
    await waitUntil(() => $toast.get()?.content === en.passwordEncryptionFailed);
    expect(calls).to.deep.equal([]);
  });

  it('hides Back for the login complete-password step', async () => {
    popup = await renderScreen('reset-password', { params: { token: 'tok', scene: COMPLETE_PASSWORD_SCENE } });
    const buttons = [...popup.root.querySelectorAll('[part~="screen"] button[part~="button"]')].map((b) => b.textContent);
    expect(buttons).to.deep.equal([en.confirm]);
  });
});
