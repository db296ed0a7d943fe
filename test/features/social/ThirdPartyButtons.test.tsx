import { resolveContext } from '../../../src/context/element-context.ts';
import { expect, waitUntil } from '@open-wc/testing';
import { ApiError, type ApiClient, type OAuthLoginRequest } from '../../../src/api/index.ts';
import { configure, getConfig, resetConfig } from '../../../src/config/settings.ts';
import { resetLoadedScripts } from '../../../src/storefront/script-loader.ts';
import { setSharedApi } from '../../../src/flows/api-override.ts';
import type { FacebookSdk, GoogleCodeClientConfig, GoogleSdk } from '../../../src/flows/third-party.ts';
import { PopupContext } from '../../../src/kit/popup-context.tsx';
import { ThirdPartyButtons } from '../../../src/features/social/ThirdParty/ThirdPartyButtons.tsx';
import { createPopupState, type PopupState } from '../../../src/stores/popup.ts';
import { createContextStore } from '../../../src/context/context-store.ts';
import { registerPopup, unregisterPopup, type PopupInstance } from '../../../src/stores/popup-registry.ts';
import { $toast, hideToast } from '../../../src/stores/toast.ts';
import { fakeApi } from '../../helpers/popup-harness.tsx';
import { actAsync, renderInShadow, type RenderResult } from '../../helpers/render.tsx';

interface Mounted extends RenderResult {
  state: PopupState;
  events: CustomEvent[];
  $<T extends Element = HTMLElement>(selector: string): T | null;
  dispose(): Promise<void>;
}

/** ThirdPartyButtons inside a popup context (as Login and Registry render it). */
async function mount(props: Parameters<typeof ThirdPartyButtons>[0], api: Partial<ApiClient>): Promise<Mounted> {
  setSharedApi(fakeApi(api));
  const state = createPopupState();
  const host = document.createElement('div');
  document.body.append(host);
  const events: CustomEvent[] = [];
  for (const type of ['mkt-login-success', 'mkt-next-step']) host.addEventListener(type, (e) => events.push(e as CustomEvent));
  const instance: PopupInstance = { state, host, context: createContextStore(() => resolveContext()).$context, options: () => ({ hideClose: false, mode: 'popup' }) };
  const id = registerPopup(instance);
  state.open(props.scene === 'registry' ? 'registry' : 'login');
  const entry = state.$current.get()!;
  const rendered = await renderInShadow(
    <PopupContext.Provider value={{ instance, entry }}>
      <ThirdPartyButtons {...props} />
    </PopupContext.Provider>,
  );
  return {
    ...rendered,
    state,
    events,
    $: (selector) => rendered.root.querySelector(selector),
    async dispose() {
      state.close('user');
      await rendered.unmount();
      unregisterPopup(id);
      host.remove();
    },
  };
}

const NOOP_GOOGLE_SCRIPT = 'data:text/javascript,void "google"';
const NOOP_FACEBOOK_SCRIPT = 'data:text/javascript,void "facebook"';

function installGoogle(answer: (config: GoogleCodeClientConfig) => void) {
  const requests: GoogleCodeClientConfig[] = [];
  const sdk: GoogleSdk = {
    accounts: { oauth2: { initCodeClient: (config) => ({ requestCode: () => (requests.push(config), answer(config)) }) } },
  };
  (window as { google?: GoogleSdk }).google = sdk;
  return requests;
}

describe('ThirdPartyButtons (SPEC §2, §4 third-party login)', () => {
  let mounted: Mounted | undefined;
  beforeEach(() => {
    // A login in another test of this browser may have left the last-login-type cookie (issue 18 badge).
    document.cookie = 'mkt_last_login_type=; path=/; max-age=0';
    configure({ googleClientId: 'client-a', facebookAppId: 'fb-app', scripts: { ...getConfig().scripts, google: NOOP_GOOGLE_SCRIPT, facebook: NOOP_FACEBOOK_SCRIPT } });
  });
  afterEach(async () => {
    await mounted?.dispose();
    mounted = undefined;
    resetConfig();
    resetLoadedScripts();
    setSharedApi(undefined);
    hideToast();
    delete (window as { google?: unknown }).google;
    delete (window as { FB?: unknown }).FB;
  });

  const buttons = (m: Mounted) => [...m.root.querySelectorAll<HTMLButtonElement>('button[data-provider]')];

  it("shows 'Or, login with' and one button per supported provider", async () => {
    mounted = await mount({ scene: 'login' }, { webSiteIdSupport3rd: async () => ['GOOGLE', 'APPLE', 'FACEBOOK'] });
    await waitUntil(() => buttons(mounted!).length === 2);
    expect(mounted.$('h3')!.textContent).to.equal('Or, login with');
    expect(buttons(mounted).map((b) => b.textContent)).to.deep.equal(['Continue with Google', 'Continue with Facebook']);
  });

  it('puts the provider used last first, marked "Last used" (issue 18)', async () => {
    document.cookie = 'mkt_last_login_type=FACEBOOK; path=/';
    try {
      mounted = await mount({ scene: 'login' }, { webSiteIdSupport3rd: async () => ['GOOGLE', 'FACEBOOK'] });
      await waitUntil(() => buttons(mounted!).length === 2);
      expect(buttons(mounted).map((b) => b.textContent)).to.deep.equal(['Continue with FacebookLast used', 'Continue with Google']);
      expect(buttons(mounted)[0].querySelector('[part="last-used-badge"]')).to.not.equal(null);
    } finally {
      document.cookie = 'mkt_last_login_type=; path=/; max-age=0';
    }
  });

  it("Registry says 'Or, sign up with'; nothing at all when the provider lookup fails", async () => {
    mounted = await mount({ scene: 'registry', requireTerms: () => true }, { webSiteIdSupport3rd: async () => ['FACEBOOK'] });
    await waitUntil(() => buttons(mounted!).length === 1);
    expect(mounted.$('h3')!.textContent).to.equal('Or, sign up with');
    await mounted.dispose();
    mounted = await mount({ scene: 'login' }, { webSiteIdSupport3rd: () => Promise.reject(new ApiError('offline', 'down')) });
    await new Promise((r) => setTimeout(r, 50));
    expect(mounted.$('[part="third-party"]')).to.equal(null);
  });

  it('Google: popup sign-in, loginByOAuthCode as LOGIN, then the login finishes and the popup closes', async () => {
    const googleRequests = installGoogle((config) => config.callback({ code: 'sandbox-google:siti' }));
    const calls: OAuthLoginRequest[] = [];
    mounted = await mount(
      { scene: 'login' },
      {
        webSiteIdSupport3rd: async () => ['GOOGLE'],
        loginByOAuthCode: async (request) => (calls.push(request), { loginType: 'GOOGLE', oauthType: 'GOOGLE', user: { id: '1', name: 'Siti Tan' } }),
        currentUser: async () => ({ id: '1' }),
        getUser: async () => ({ id: '1', name: 'Siti Tan' }),
      },
    );
    await waitUntil(() => buttons(mounted!).length === 1);
    await actAsync(() => buttons(mounted!)[0].click());
    await waitUntil(() => mounted!.events.some((e) => e.type === 'mkt-login-success'), 'logged in');
    expect(googleRequests[0]).to.include({ client_id: 'client-a', scope: 'profile email', ux_mode: 'popup' });
    expect(calls).to.deep.equal([{ oauthType: 'GOOGLE', oauthCode: 'sandbox-google:siti', bizScene: 'PC_POPUP', redirectUri: 'postmessage', operateType: 'LOGIN' }]);
    expect(mounted.state.$open.get()).to.equal(false);
  });

  it('Registry: terms first, then an unknown Facebook account signs up with REGISTER and goes on to AddPhone', async () => {
    let termsTicked = false;
    let askedForTerms = 0;
    const fbLogins: unknown[] = [];
    const fb: FacebookSdk = {
      init: () => {},
      login: (callback, options) => {
        fbLogins.push(options);
        callback({ status: 'connected', authResponse: { accessToken: 'sandbox-facebook:new-shopper' } });
      },
    };
    (window as { FB?: FacebookSdk }).FB = fb;
    const calls: OAuthLoginRequest[] = [];
    mounted = await mount(
      {
        scene: 'registry',
        requireTerms: () => {
          askedForTerms += 1;
          return termsTicked;
        },
      },
      {
        webSiteIdSupport3rd: async () => ['FACEBOOK'],
        loginByOAuthCode: async (request) => {
          calls.push(request);
          if (request.operateType === 'LOGIN') throw new ApiError('business', 'not linked', { key: 'PL_USER_LOGIN_OAUTH_NOT_EXIST' });
          return { loginNextStepAction: 'JUMP_TO_ADD_PHONE', loginNextStepActionData: { token: 't', tokenType: 'ADD_PHONE' } };
        },
      },
    );
    await waitUntil(() => buttons(mounted!).length === 1);
    await actAsync(() => buttons(mounted!)[0].click());
    expect(askedForTerms).to.equal(1);
    expect(fbLogins).to.deep.equal([]);
    expect(calls).to.deep.equal([]);

    termsTicked = true;
    await actAsync(() => buttons(mounted!)[0].click());
    await waitUntil(() => mounted!.state.$current.get()?.screen === 'add-phone', 'AddPhone pushed');
    expect(fbLogins).to.deep.equal([{ scope: 'email' }]);
    expect(calls.map((c) => c.operateType)).to.deep.equal(['LOGIN', 'REGISTER']);
    expect(calls[1]).to.include({ oauthType: 'FACEBOOK', oauthCode: 'sandbox-facebook:new-shopper' });
    expect(mounted.events.find((e) => e.type === 'mkt-next-step')!.detail.action).to.equal('JUMP_TO_ADD_PHONE');
  });

  it('a provider script that fails to load shows the third-party failure message', async () => {
    configure({ scripts: { ...getConfig().scripts, google: '/__sandbox/scripts/missing-provider.js' } });
    mounted = await mount({ scene: 'login' }, { webSiteIdSupport3rd: async () => ['GOOGLE'] });
    await waitUntil(() => buttons(mounted!).length === 1);
    await actAsync(() => buttons(mounted!)[0].click());
    await waitUntil(() => $toast.get() !== null, 'a toast');
    expect($toast.get()!.content).to.equal('Third-party login failed, please check the connection with the two social providers.');
    expect(mounted.state.$open.get()).to.equal(true);
  });

  it('one request however fast the clicks', async () => {
    let release: () => void = () => {};
    installGoogle((config) => config.callback({ code: 'c' }));
    let calls = 0;
    mounted = await mount(
      { scene: 'login' },
      {
        webSiteIdSupport3rd: async () => ['GOOGLE'],
        loginByOAuthCode: () => {
          calls += 1;
          return new Promise((resolve) => {
            release = () => resolve({ loginNextStepAction: 'JUMP_TO_ADD_PHONE' });
          });
        },
      },
    );
    await waitUntil(() => buttons(mounted!).length === 1);
    const button = buttons(mounted)[0];
    await actAsync(() => {
      button.click();
      button.click();
      button.click();
    });
    await waitUntil(() => calls === 1);
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).to.equal(1);
    release();
  });
});
