import { expect, waitUntil } from '@open-wc/testing';
import type { OneTapLoginRequest } from '../../src/api/index.ts';
import { configure, getConfig, resetConfig } from '../../src/config/settings.ts';
import {
  maybeStartOneTap,
  ONE_TAP_CONTAINER_ID,
  ONE_TAP_EXCLUDED_PATHS,
  resetOneTap,
  shouldOfferOneTap,
  startOneTap,
  type OneTapDeps,
} from '../../src/flows/one-tap.ts';
import { resetLoadedScripts } from '../../src/storefront/script-loader.ts';
import { setSharedApi } from '../../src/flows/api-override.ts';
import type { GoogleIdConfig, GoogleSdk } from '../../src/flows/third-party.ts';
import { LAST_LOGIN_TYPE_COOKIE, removeCookie, USER_ID_COOKIE, writeCookie } from '../../src/storefront/cookies.ts';
import { $session, setAnonymous } from '../../src/stores/session.ts';
import { fakeApi } from '../helpers/popup-harness.tsx';

function fakeGoogleId() {
  const calls: { initialize: GoogleIdConfig[]; prompts: number; cancels: number } = { initialize: [], prompts: 0, cancels: 0 };
  const sdk: GoogleSdk = {
    accounts: {
      id: {
        initialize: (config) => calls.initialize.push(config),
        prompt: () => {
          calls.prompts += 1;
        },
        cancel: () => {
          calls.cancels += 1;
        },
      },
    },
  };
  return { sdk, calls };
}

describe('Google One Tap (SPEC §4)', () => {
  describe('shouldOfferOneTap', () => {
    const base = { loggedIn: false, lastLoginType: 'GOOGLE', path: '/' };
    it('only for visitors not logged in whose last login type is GOOGLE', () => {
      expect(shouldOfferOneTap(base)).to.equal(true);
      expect(shouldOfferOneTap({ ...base, loggedIn: true })).to.equal(false);
      expect(shouldOfferOneTap({ ...base, lastLoginType: 'FACEBOOK' })).to.equal(false);
      expect(shouldOfferOneTap({ ...base, lastLoginType: undefined })).to.equal(false);
    });
    for (const path of ONE_TAP_EXCLUDED_PATHS) {
      it(`never on ${path}`, () => {
        expect(shouldOfferOneTap({ ...base, path })).to.equal(false);
        expect(shouldOfferOneTap({ ...base, path: `${path}/` })).to.equal(false);
      });
    }
    it('on other pages, including look-alike paths', () => {
      expect(shouldOfferOneTap({ ...base, path: '/user/verification-help' })).to.equal(true);
      expect(shouldOfferOneTap({ ...base, path: '/cart' })).to.equal(true);
    });
  });

  describe('startOneTap', () => {
    function deps(overrides: Partial<OneTapDeps> = {}) {
      const google = fakeGoogleId();
      const requests: OneTapLoginRequest[] = [];
      const logins: unknown[] = [];
      const errors: unknown[] = [];
      const value: OneTapDeps = {
        api: { loginByOneTap: async (request) => (requests.push(request), { userId: '1', loginType: 'GOOGLE' }) },
        conditions: { loggedIn: false, lastLoginType: 'GOOGLE', path: '/' },
        config: { googleClientId: 'client-a', googleClientIdGroupB: 'client-b', scripts: { google: '/g.js', facebook: '/f.js', oneTap: '/one-tap.js' } },
        region: { group: 'B' },
        redirectUri: 'https://www.example.sg/',
        loadScript: async () => {},
        google: () => google.sdk,
        containerId: 'one-tap-box',
        onLogin: (result) => logins.push(result),
        onError: (error) => errors.push(error),
        ...overrides,
      };
      return { value, google, requests, logins, errors };
    }

    it('prompts into the light-DOM container with the region group client id', async () => {
      const d = deps();
      expect(await startOneTap(d.value)).to.equal('prompted');
      expect(d.google.calls.prompts).to.equal(1);
      expect(d.google.calls.initialize[0]).to.include({ client_id: 'client-b', prompt_parent_id: 'one-tap-box' });
    });

    it('the credential logs in once with loginByOneTap and hands the result on', async () => {
      const d = deps();
      await startOneTap(d.value);
      const { callback } = d.google.calls.initialize[0];
      callback({ credential: 'cred-1' });
      callback({ credential: 'cred-1' });
      await waitUntil(() => d.logins.length === 1);
      expect(d.requests).to.deep.equal([{ credential: 'cred-1', redirectUri: 'https://www.example.sg/' }]);
      expect(d.logins).to.deep.equal([{ userId: '1', loginType: 'GOOGLE' }]);
    });

    it('reports a failed login', async () => {
      const failure = new Error('nope');
      const d = deps({ api: { loginByOneTap: () => Promise.reject(failure) } });
      await startOneTap(d.value);
      d.google.calls.initialize[0].callback({ credential: 'c' });
      await waitUntil(() => d.errors.length === 1);
      expect(d.errors).to.deep.equal([failure]);
    });

    it('does nothing when not offered, and reports a missing script', async () => {
      const loaded: string[] = [];
      const notOffered = deps({ conditions: { loggedIn: true, lastLoginType: 'GOOGLE', path: '/' }, loadScript: async (url) => void loaded.push(url) });
      expect(await startOneTap(notOffered.value)).to.equal('not-offered');
      expect(loaded).to.deep.equal([]);
      const failing = deps({ loadScript: () => Promise.reject(new Error('404')) });
      expect(await startOneTap(failing.value)).to.equal('unavailable');
      expect(failing.google.calls.prompts).to.equal(0);
    });

    it('an aborted signal cancels the prompt', async () => {
      const aborter = new AbortController();
      const d = deps({ signal: aborter.signal });
      await startOneTap(d.value);
      aborter.abort();
      expect(d.google.calls.cancels).to.equal(1);
    });
  });

  describe('maybeStartOneTap on the page', () => {
    afterEach(() => {
      resetOneTap();
      resetConfig();
      resetLoadedScripts();
      setSharedApi(undefined);
      removeCookie(LAST_LOGIN_TYPE_COOKIE);
      removeCookie(USER_ID_COOKIE);
      document.getElementById(ONE_TAP_CONTAINER_ID)?.remove();
      delete (window as { google?: unknown }).google;
      setAnonymous();
    });

    it('is not offered without the GOOGLE last-login-type cookie', async () => {
      setAnonymous();
      expect(await maybeStartOneTap()).to.equal('not-offered');
      expect(document.getElementById(ONE_TAP_CONTAINER_ID)).to.equal(null);
    });

    it('puts its container in light DOM, logs in with the credential and fires mkt-login-success', async () => {
      setAnonymous();
      writeCookie(LAST_LOGIN_TYPE_COOKIE, 'GOOGLE');
      const fake = fakeGoogleId();
      (window as { google?: unknown }).google = fake.sdk;
      // The script itself is a no-op here; the fake SDK is already on window.
      const script = 'data:text/javascript,void 0';
      configure({ googleClientId: 'page-client', scripts: { ...getConfig().scripts, oneTap: script } });
      const requests: OneTapLoginRequest[] = [];
      setSharedApi(
        fakeApi({
          loginByOneTap: async (request) => (requests.push(request), { loginType: 'GOOGLE', oauthType: 'GOOGLE', user: { id: '55', name: 'Siti Tan' } }),
          currentUser: async () => ({ id: '55' }),
          getUser: async () => ({ id: '55', name: 'Siti Tan' }),
        }),
      );
      const successes: CustomEvent[] = [];
      const listener = (event: Event) => successes.push(event as CustomEvent);
      document.addEventListener('mkt-login-success', listener);
      try {
        expect(await maybeStartOneTap()).to.equal('prompted');
        const container = document.getElementById(ONE_TAP_CONTAINER_ID)!;
        expect(container.parentElement).to.equal(document.body);
        expect(fake.calls.initialize[0]).to.include({ client_id: 'page-client', prompt_parent_id: ONE_TAP_CONTAINER_ID });
        fake.calls.initialize[0].callback({ credential: 'cred-xyz' });
        await waitUntil(() => successes.length === 1);
        expect(requests[0].credential).to.equal('cred-xyz');
        expect($session.get()).to.deep.include({ status: 'logged-in' });
        expect(successes[0].detail.loginType).to.equal('GOOGLE');
        // Logged in now: never offered again.
        resetOneTap();
        expect(await maybeStartOneTap()).to.equal('not-offered');
      } finally {
        document.removeEventListener('mkt-login-success', listener);
      }
    });
  });
});
