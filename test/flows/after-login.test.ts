/**
 * Issue 20: `mkt-next-step` tells page listeners the action, the URL and the non-secret fields.
 * The step's tokens (enough to set a password) stay inside the widget, unless the host opted in
 * with configure({ exposeNextStepTokens: true }) to route next steps itself.
 */
import { expect } from '@open-wc/testing';
import type { LoginResult } from '../../src/api/index.ts';
import { configure, resetConfig } from '../../src/config/settings.ts';
import { createAfterLogin } from '../../src/flows/after-login.ts';
import { createPopupState } from '../../src/stores/popup.ts';
import type { NextStepDetail } from '../../src/events/next-step.ts';
import { FIXTURE_SCREEN } from '../helpers/fixture-screen.ts';

const RESULT = {
  loginNextStepAction: 'COMPLETE_PASSWORD_FOR_LOGIN',
  loginNextStepActionData: { token: 'complete-password-secret', tokenType: 'COMPLETE_PASSWORD', phoneToken: 'p-secret', scene: 'x' },
} as unknown as LoginResult;

async function announced(): Promise<{ detail: NextStepDetail; params: Record<string, unknown> }> {
  const host = document.createElement('div');
  const popup = createPopupState();
  popup.open('login');
  let detail: NextStepDetail | undefined;
  host.addEventListener('mkt-next-step', (event) => (detail = (event as CustomEvent<NextStepDetail>).detail));
  await createAfterLogin({
    host,
    popup,
    api: {} as never,
    links: { region: 'SG', env: 'sandbox' },
    navigate: () => undefined,
    currentUrl: () => location.href,
  })(RESULT);
  return { detail: detail!, params: popup.$current.get()!.params };
}

describe('after-login: mkt-next-step without credentials (issue 20)', () => {
  afterEach(() => resetConfig());

  it('keeps the tokens out of the event detail, and hands them to the next screen', async () => {
    const { detail, params } = await announced();
    expect(detail.action).to.equal('COMPLETE_PASSWORD_FOR_LOGIN');
    expect(detail.data).to.deep.equal({ scene: 'x' });
    expect(JSON.stringify(detail)).to.not.contain('secret');
    expect(params).to.include({ token: 'complete-password-secret', tokenType: 'COMPLETE_PASSWORD' });
  });

  it('passes them on to a host that opted in', async () => {
    configure({ exposeNextStepTokens: true });
    const { detail } = await announced();
    expect(detail.data).to.include({ token: 'complete-password-secret', phoneToken: 'p-secret' });
  });
});

describe('after-login: the way back from a second verification (issue 20)', () => {
  it("sends the verification page this page's address without its query, keeping only the page's own redirect target", async () => {
    const host = document.createElement('div');
    const popup = createPopupState();
    popup.open('login');
    const visited: string[] = [];
    const page = 'https://www.mkt.sg/cart?resetToken=abc&phone=6591234567&redirect=https%3A%2F%2Fwww.mkt.sg%2Fcheckout#code=123';
    await createAfterLogin({
      host,
      popup,
      api: {} as never,
      links: { region: 'SG', env: 'production' },
      navigate: (url) => visited.push(url),
      currentUrl: () => page,
    })({
      loginNextStepAction: 'SECOND_VERIFICATION',
      loginNextStepActionData: { url: 'https://member.mkt.sg/user/verification', token: 'v1', tokenType: 'SECOND' },
    } as unknown as LoginResult);
    expect(visited).to.have.length(1);
    const target = new URL(visited[0]);
    expect(target.origin + target.pathname).to.equal('https://member.mkt.sg/user/verification');
    expect(target.searchParams.get('redirect')).to.equal('https://www.mkt.sg/cart?redirect=https%3A%2F%2Fwww.mkt.sg%2Fcheckout');
    expect(visited[0]).to.not.contain('abc');
    expect(visited[0]).to.not.contain('6591234567');
    expect(visited[0]).to.not.contain('code');
  });
});

describe("after-login: a feature's offer before the popup closes (issue 18: the passkey offer)", () => {
  async function finish(offer: boolean) {
    const host = document.createElement('div');
    const popup = createPopupState();
    popup.open('login');
    const order: string[] = [];
    const visited: string[] = [];
    host.addEventListener('mkt-login-success', () => order.push('mkt-login-success'));
    popup.onClose((reason) => order.push(`closed:${reason}`));
    await createAfterLogin({
      host,
      popup,
      api: { currentUser: async () => ({ id: 'u1' }), getUser: async () => ({ id: 'u1', name: 'Ana' }) } as never,
      links: { region: 'SG', env: 'production' },
      redirect: 'https://www.mkt.sg/checkout',
      navigate: (url) => visited.push(url),
      currentUrl: () => location.href,
      // The offer names its screen and params (the passkey feature's is checked with the feature).
      loginOffer: async () => (offer ? { screen: FIXTURE_SCREEN, params: { userId: 'u1' } } : undefined),
    })({ loginType: 'PHONE', userId: 'u1' } as LoginResult);
    return { popup, order, visited };
  }

  it('the shopper is signed in and told so first; the offer is the only screen; the redirect waits for the close', async () => {
    const { popup, order, visited } = await finish(true);
    expect(order).to.deep.equal(['mkt-login-success']);
    expect(popup.$stack.get().map((e) => e.screen)).to.deep.equal([FIXTURE_SCREEN]);
    expect(popup.$current.get()!.params).to.deep.equal({ userId: 'u1' });
    expect(visited).to.deep.equal([]);
    popup.close('user');
    expect(visited).to.deep.equal(['https://www.mkt.sg/checkout']);
  });

  it('without an offer the popup closes at once and the page goes on', async () => {
    const { order, visited } = await finish(false);
    expect(order).to.deep.equal(['mkt-login-success', 'closed:success']);
    expect(visited).to.deep.equal(['https://www.mkt.sg/checkout']);
  });
});
