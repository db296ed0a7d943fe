import { expect } from '@open-wc/testing';
import { ApiError, type OAuthLoginRequest } from '../../src/api/index.ts';
import { FACEBOOK_SDK_VERSION } from '../../src/config/constants.ts';
import {
  GOOGLE_POPUP_REDIRECT_URI,
  googleClientIdFor,
  isThirdPartyUnavailable,
  loginWithOAuthCode,
  oauthRedirectUri,
  obtainOAuthCode,
  type FacebookSdk,
  type GoogleCodeClientConfig,
  type GoogleSdk,
  type ObtainCodeDeps,
} from '../../src/flows/third-party.ts';
import { loadSocialProviders } from '../../src/features/social/social-providers.ts';
import { loadScript, resetLoadedScripts, ScriptLoadError } from '../../src/storefront/script-loader.ts';
import { configure, getConfig, resetConfig } from '../../src/config/settings.ts';

const config: ObtainCodeDeps['config'] = {
  googleClientId: 'client-a',
  googleClientIdGroupB: 'client-b',
  facebookAppId: 'fb-app',
  scripts: { google: '/google.js', facebook: '/facebook.js', oneTap: '/google.js' },
};

function fakeGoogle(answer: (config: GoogleCodeClientConfig) => void) {
  const seen: GoogleCodeClientConfig[] = [];
  const sdk: GoogleSdk = {
    accounts: {
      oauth2: {
        initCodeClient(clientConfig) {
          seen.push(clientConfig);
          return { requestCode: () => answer(clientConfig) };
        },
      },
    },
  };
  return { sdk, seen };
}

describe('third-party sign-in flow (SPEC §4, §7)', () => {
  const signal = new AbortController().signal;

  describe('loadSocialProviders', () => {
    it('keeps GOOGLE and FACEBOOK from the site list, in a stable order', async () => {
      const list = await loadSocialProviders({ webSiteIdSupport3rd: async () => ['FACEBOOK', 'APPLE', 'GOOGLE', 'LINE'] }, signal);
      expect(list).to.deep.equal(['GOOGLE', 'FACEBOOK']);
      expect(await loadSocialProviders({ webSiteIdSupport3rd: async () => ['FACEBOOK'] }, signal)).to.deep.equal(['FACEBOOK']);
    });

    it('shows none when the lookup fails', async () => {
      const list = await loadSocialProviders({ webSiteIdSupport3rd: () => Promise.reject(new ApiError('offline', 'down')) }, signal);
      expect(list).to.deep.equal([]);
    });
  });

  it('group B regions use their own Google client id (SPEC §1)', () => {
    expect(googleClientIdFor({ group: 'A' }, config)).to.equal('client-a');
    expect(googleClientIdFor({ group: 'B' }, config)).to.equal('client-b');
    expect(googleClientIdFor({ group: null }, config)).to.equal('client-a');
    expect(googleClientIdFor({ group: 'B' }, { ...config, googleClientIdGroupB: '' })).to.equal('client-a');
  });

  describe('obtainOAuthCode', () => {
    it('Google: loads the configured script, popup mode with scopes profile and email', async () => {
      const loaded: string[] = [];
      const google = fakeGoogle((c) => c.callback({ code: 'the-code' }));
      const code = await obtainOAuthCode('GOOGLE', {
        config,
        region: { group: 'B' },
        signal,
        loadScript: async (url) => {
          loaded.push(url);
        },
        sdks: { google: () => google.sdk, facebook: () => undefined },
      });
      expect(code).to.equal('the-code');
      expect(loaded).to.deep.equal(['/google.js']);
      expect(google.seen[0]).to.include({ client_id: 'client-b', scope: 'profile email', ux_mode: 'popup' });
    });

    it('Google: a closed chooser or an error answer gives no code', async () => {
      const closed = fakeGoogle((c) => c.error_callback?.({ type: 'popup_closed' }));
      const deps = { config, region: { group: 'A' as const }, signal, loadScript: async () => {} };
      expect(await obtainOAuthCode('GOOGLE', { ...deps, sdks: { google: () => closed.sdk, facebook: () => undefined } })).to.equal(undefined);
      const denied = fakeGoogle((c) => c.callback({ error: 'access_denied' }));
      expect(await obtainOAuthCode('GOOGLE', { ...deps, sdks: { google: () => denied.sdk, facebook: () => undefined } })).to.equal(undefined);
    });

    it('Google redirect mode: state holds bizScene, redirect and shopOwnerId, returning to /user/google-login', async () => {
      const google = fakeGoogle(() => {});
      const state = { bizScene: 'PC_POPUP', redirect: 'https://www.example.sg/cart', shopOwnerId: '42' };
      const code = await obtainOAuthCode('GOOGLE', {
        config,
        region: { group: 'A' },
        signal,
        loadScript: async () => {},
        sdks: { google: () => google.sdk, facebook: () => undefined },
        googleRedirect: { origin: 'https://www.example.sg', state },
      });
      expect(code).to.equal(undefined);
      expect(google.seen[0]).to.include({ ux_mode: 'redirect', redirect_uri: 'https://www.example.sg/user/google-login' });
      expect(JSON.parse(google.seen[0].state ?? '')).to.deep.equal(state);
    });

    it('Facebook: FB.init with API version v2.11, FB.login with scope email, the access token', async () => {
      const calls: unknown[] = [];
      const fb: FacebookSdk = {
        init: (options) => calls.push(['init', options]),
        login: (callback, options) => {
          calls.push(['login', options]);
          callback({ status: 'connected', authResponse: { accessToken: 'fb-token' } });
        },
      };
      const token = await obtainOAuthCode('FACEBOOK', {
        config,
        region: { group: 'A' },
        signal,
        loadScript: async () => {},
        sdks: { google: () => undefined, facebook: () => fb },
      });
      expect(token).to.equal('fb-token');
      expect(calls).to.deep.equal([
        ['init', { appId: 'fb-app', version: FACEBOOK_SDK_VERSION, cookie: false, xfbml: false }],
        ['login', { scope: 'email' }],
      ]);
      const cancelled: FacebookSdk = { init: () => {}, login: (callback) => callback({ status: 'unknown', authResponse: null }) };
      expect(
        await obtainOAuthCode('FACEBOOK', { config, region: { group: 'A' }, signal, loadScript: async () => {}, sdks: { google: () => undefined, facebook: () => cancelled } }),
      ).to.equal(undefined);
    });

    it('a script that fails to load, or defines no SDK, is a ThirdPartyUnavailableError', async () => {
      const failing = obtainOAuthCode('FACEBOOK', {
        config,
        region: { group: 'A' },
        signal,
        loadScript: () => Promise.reject(new ScriptLoadError('/facebook.js', 'failed')),
        sdks: { google: () => undefined, facebook: () => undefined },
      });
      const error = await failing.then(() => undefined, (e: unknown) => e);
      expect(isThirdPartyUnavailable(error)).to.equal(true);
      const missing = await obtainOAuthCode('GOOGLE', {
        config,
        region: { group: 'A' },
        signal,
        loadScript: async () => {},
        sdks: { google: () => undefined, facebook: () => undefined },
      }).then(() => undefined, (e: unknown) => e);
      expect(isThirdPartyUnavailable(missing)).to.equal(true);
    });
  });

  describe('loginWithOAuthCode', () => {
    it('logs in with operateType LOGIN', async () => {
      const requests: OAuthLoginRequest[] = [];
      const outcome = await loginWithOAuthCode(
        { loginByOAuthCode: async (request) => (requests.push(request), { userId: '7', loginType: 'GOOGLE' }) },
        { oauthType: 'GOOGLE', oauthCode: 'c', redirectUri: GOOGLE_POPUP_REDIRECT_URI },
        signal,
      );
      expect(outcome).to.deep.equal({ result: { userId: '7', loginType: 'GOOGLE' }, isNewUser: false });
      expect(requests).to.deep.equal([{ oauthType: 'GOOGLE', oauthCode: 'c', bizScene: 'PC_POPUP', redirectUri: 'postmessage', operateType: 'LOGIN' }]);
    });

    it('PL_USER_LOGIN_OAUTH_NOT_EXIST: the same call again with operateType REGISTER', async () => {
      const requests: OAuthLoginRequest[] = [];
      const outcome = await loginWithOAuthCode(
        {
          loginByOAuthCode: async (request) => {
            requests.push(request);
            if (request.operateType === 'LOGIN') throw new ApiError('business', 'no account', { key: 'PL_USER_LOGIN_OAUTH_NOT_EXIST' });
            return { loginNextStepAction: 'JUMP_TO_ADD_PHONE' };
          },
        },
        { oauthType: 'FACEBOOK', oauthCode: 'tok', redirectUri: 'https://www.example.sg/' },
        signal,
      );
      expect(outcome.isNewUser).to.equal(true);
      expect(outcome.result).to.deep.equal({ loginNextStepAction: 'JUMP_TO_ADD_PHONE' });
      expect(requests.map((r) => r.operateType)).to.deep.equal(['LOGIN', 'REGISTER']);
      expect({ ...requests[1], operateType: 'LOGIN' }).to.deep.equal(requests[0]);
    });

    it('other errors are not retried', async () => {
      let calls = 0;
      const failure = new ApiError('business', 'bad code', { key: 'PL_USER_OAUTH_CODE_INVALID' });
      const error = await loginWithOAuthCode(
        { loginByOAuthCode: async () => (calls++, Promise.reject(failure)) },
        { oauthType: 'GOOGLE', oauthCode: 'c', redirectUri: 'postmessage' },
        signal,
      ).then(() => undefined, (e: unknown) => e);
      expect(error).to.equal(failure);
      expect(calls).to.equal(1);
    });
  });

  it('redirect URIs: postmessage for the Google popup, the page for Facebook', () => {
    expect(oauthRedirectUri('GOOGLE', 'https://www.example.sg/p?q=1')).to.equal('postmessage');
    expect(oauthRedirectUri('FACEBOOK', 'https://www.example.sg/p?q=1#x')).to.equal('https://www.example.sg/p');
  });
});

describe('script loader', () => {
  afterEach(() => {
    resetConfig();
    resetLoadedScripts();
    delete (window as { __mktTestScript?: number }).__mktTestScript;
  });

  function scriptUrl(body: string) {
    return `data:text/javascript,${encodeURIComponent(body)}`;
  }

  it('loads a configured script once, however many callers', async () => {
    const url = scriptUrl('window.__mktTestScript = (window.__mktTestScript || 0) + 1;');
    configure({ scripts: { ...getConfig().scripts, google: url } });
    await Promise.all([loadScript(url), loadScript(url)]);
    await loadScript(url);
    expect((window as { __mktTestScript?: number }).__mktTestScript).to.equal(1);
    expect(document.querySelectorAll(`script[src="${url}"]`)).to.have.length(1);
  });

  it('refuses a URL that is not in the configuration', async () => {
    const error = await loadScript('/somewhere-else.js').then(() => undefined, (e: unknown) => e);
    expect(error).to.be.instanceOf(ScriptLoadError);
    expect((error as ScriptLoadError).reason).to.equal('refused');
    expect(document.querySelector('script[src="/somewhere-else.js"]')).to.equal(null);
  });

  it('rejects when the script fails to load, and may try again later', async () => {
    const url = '/__no_such_provider_script__.js';
    configure({ scripts: { ...getConfig().scripts, facebook: url } });
    const first = await loadScript(url).then(() => undefined, (e: unknown) => e);
    expect((first as ScriptLoadError).reason).to.equal('failed');
    const second = await loadScript(url).then(() => undefined, (e: unknown) => e);
    expect((second as ScriptLoadError).reason).to.equal('failed');
  });
});
