/**
 * Issue 10, session expiry end to end (SPEC §4 "Session-expired", §8 login-required keys): five
 * gateway calls that fail together with SESSION_EXPIRED open ONE login popup (the real
 * `<mkt-login-popup>`); a login through it replays each call once, and closing it rejects all
 * five. The real api client talks to the sandbox API that the test server mounts on its origin.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/mkt-login-popup.ts';
import type { MktLoginPopup } from '../../elements/mkt-login-popup.ts';
import { isApiError, type ApiClient } from '../../src/api/index.ts';
import { configure, getConfig, sandboxDefaults, type MemberConfig } from '../../src/config/settings.ts';
import { atom } from 'nanostores';
import { resolveContext } from '../../src/context/element-context.ts';
import { apiForContext } from '../../src/flows/shared-api.ts';
// The feature list, as the popup loads it: it hands the api client the features' calls.
import '../../src/screens/features.ts';
import { LAST_LOGIN_TYPE_COOKIE, removeCookie, USER_ID_COOKIE } from '../../src/storefront/cookies.ts';
import { $session, setAnonymous, setUser } from '../../src/stores/session.ts';
import { SCREEN_LOAD } from '../helpers/screen-load.ts';

const CALLS = 5;
const UPDATE_CALL = 'updateUserProfile';

async function sandboxHook(path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST'): Promise<unknown> {
  const response = await fetch(path, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** The page's popup and the root its screens render in. */
function popupElement(): MktLoginPopup | null {
  return document.querySelector('mkt-login-popup');
}
function screensRoot(): ShadowRoot | null {
  return popupElement()?.shadowRoot?.querySelector('mkt-popup-view')?.shadowRoot ?? null;
}

/** Counts what the page's fetch sends to the profile call (first tries and replays alike). */
function countUpdateRequests(): { count(): number; restore(): void } {
  const realFetch = window.fetch;
  let count = 0;
  window.fetch = (input, init) => {
    if (String(input instanceof Request ? input.url : input).includes(UPDATE_CALL)) count += 1;
    return realFetch(input, init);
  };
  return { count: () => count, restore: () => (window.fetch = realFetch) };
}

async function typeInto(input: HTMLInputElement, text: string): Promise<void> {
  input.focus();
  await sendKeys({ type: text });
  await waitUntil(() => input.value === text, 'typing did not reach the field');
}

describe('reliability: five calls fail with SESSION_EXPIRED together (SPEC §4, §8)', () => {
  let api: ApiClient;
  let saved: MemberConfig;
  let loginScreens: number;
  const onScreen = (event: Event) => {
    if ((event as CustomEvent<{ screen: string }>).detail.screen === 'login') loginScreens += 1;
  };

  before(async () => {
    saved = { ...getConfig() };
    await sandboxHook('/__sandbox/reset', {});
    const { rsaPublicKey } = (await sandboxHook('/__sandbox/config')) as { rsaPublicKey: string };
    configure({ ...sandboxDefaults(''), region: 'SG', rsaPublicKey, trustPageOrigin: true });
    // A page element's own client (as a screen gets it): its gateway hooks ask the page's popup
    // for a login through the login-request port.
    api = await apiForContext(atom(resolveContext()));
    document.addEventListener('mkt-screen-change', onScreen);
  });
  beforeEach(async () => {
    loginScreens = 0;
    await sandboxHook('/__sandbox/faults', undefined, 'DELETE');
  });
  after(async () => {
    document.removeEventListener('mkt-screen-change', onScreen);
    popupElement()?.close();
    popupElement()?.remove();
    setAnonymous();
    removeCookie(USER_ID_COOKIE);
    removeCookie(LAST_LOGIN_TYPE_COOKIE);
    await sandboxHook('/__sandbox/reset', {});
    configure(saved);
  });

  it('opens one login popup; after the login each call is replayed once and succeeds', async () => {
    await sandboxHook('/__sandbox/faults', { match: UPDATE_CALL, fault: 'error:SESSION_EXPIRED', times: CALLS });
    const requests = countUpdateRequests();
    try {
      const calls = Array.from({ length: CALLS }, (_, i) => api.updateUserProfile({ gender: i % 2 ? 'male' : 'female' }));
      const settled = Promise.allSettled(calls);
      await waitUntil(() => screensRoot()?.querySelector('[data-screen="login"]'), 'no login popup opened', SCREEN_LOAD);
      await waitUntil(() => requests.count() === CALLS, 'the five first tries were not all sent');
      expect(document.querySelectorAll('mkt-login-popup')).to.have.length(1);

      const root = screensRoot()!;
      await typeInto(root.querySelector<HTMLInputElement>('input[autocomplete~="username"]')!, '91234567');
      await typeInto(root.querySelector<HTMLInputElement>('input[autocomplete="current-password"]')!, 'Mkt@2024go');
      root.querySelector<HTMLButtonElement>('[part~="login-submit"]')!.click();

      const outcomes = await settled;
      expect(outcomes.map((outcome) => outcome.status)).to.deep.equal(Array(CALLS).fill('fulfilled'));
      expect(requests.count()).to.equal(CALLS * 2, 'five first tries and one replay each');
      expect(loginScreens).to.equal(1, 'one popup for five failures');
      expect(screensRoot()?.querySelector('[data-screen]') ?? null).to.equal(null);
    } finally {
      requests.restore();
    }
  });

  it('closing the popup rejects all five and replays none', async () => {
    await sandboxHook('/__sandbox/faults', { match: UPDATE_CALL, fault: 'error:SESSION_EXPIRED', times: CALLS });
    const requests = countUpdateRequests();
    try {
      const calls = Array.from({ length: CALLS }, () => api.updateUserProfile({ gender: 'female' }));
      const settled = Promise.allSettled(calls);
      await waitUntil(() => screensRoot()?.querySelector('[data-screen="login"]'), 'no login popup opened', SCREEN_LOAD);
      await waitUntil(() => requests.count() === CALLS, 'the five first tries were not all sent');
      // The user closes it with the close button.
      screensRoot()!.querySelector<HTMLButtonElement>('[part="dialog-close"]')!.click();

      const outcomes = await settled;
      expect(outcomes.map((outcome) => outcome.status)).to.deep.equal(Array(CALLS).fill('rejected'));
      for (const outcome of outcomes) {
        const reason = (outcome as PromiseRejectedResult).reason as unknown;
        expect(isApiError(reason) && reason.kind).to.equal('aborted');
        expect(isApiError(reason) && reason.key).to.equal('SESSION_EXPIRED');
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(requests.count()).to.equal(CALLS, 'no replay after a cancelled login');
      expect(loginScreens).to.equal(1);
      expect(screensRoot()?.querySelector('[data-screen]') ?? null).to.equal(null);
    } finally {
      requests.restore();
    }
  });

  it('a shopper who closes the login the expired session asked for is shown as logged out (issue 19)', async () => {
    setUser({ id: 'u-expired', name: 'Siti Tan' });
    document.cookie = `${USER_ID_COOKIE}=u-expired; path=/`;
    await sandboxHook('/__sandbox/faults', { match: UPDATE_CALL, fault: 'error:SESSION_EXPIRED', times: 1 });
    const call = api.updateUserProfile({ gender: 'female' }).catch((error: unknown) => error);
    await waitUntil(() => screensRoot()?.querySelector('[data-screen="login"]'), 'no login popup opened', SCREEN_LOAD);
    screensRoot()!.querySelector<HTMLButtonElement>('[part="dialog-close"]')!.click();
    await call;
    expect($session.get().status).to.equal('anonymous');
    expect(document.cookie.includes(`${USER_ID_COOKIE}=`)).to.equal(false);
  });
});
