/**
 * <mkt-header-account> inside a wallet partner app (SPEC §1 entrance detection, §2 login
 * redirect): here the container's bridge object is the marker, since the test browser's user
 * agent cannot change. Every request carries the partner's `entrance`; Login and Sign Up are the
 * full-page login instead of the popup.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { requestHeaders } from '../../src/api/request-headers.ts';
import { getRegion } from '../../src/config/regions.ts';
import { resetConfig } from '../../src/config/settings.ts';
import type { MktHeaderAccount } from '../../elements/mkt-header-account.ts';
import '../../elements/mkt-header-account.ts';

const BRIDGE = 'AlipayJSBridge';
const bridgeWindow = window as unknown as Record<string, unknown>;

async function header(): Promise<MktHeaderAccount> {
  const el = await fixture<MktHeaderAccount>(html`<mkt-header-account env="sandbox" region="SG" lang="en"></mkt-header-account>`);
  await waitUntil(() => el.shadowRoot?.querySelector('[part="login-link"]'), 'no login link');
  return el;
}

describe('<mkt-header-account> in a partner app (bridge marker)', () => {
  afterEach(() => {
    delete bridgeWindow[BRIDGE];
    resetConfig();
  });

  it('outside any partner app: entrance web, and Login opens the popup (the click is taken over)', async () => {
    expect(requestHeaders({ language: 'en', region: getRegion('SG') }).entrance).to.equal('web');
    const el = await header();
    const login = el.shadowRoot!.querySelector<HTMLAnchorElement>('[part="login-link"]')!;
    expect(login.getAttribute('href')).to.equal('/user/login');
  });

  it('inside one: entrance alipayplus, Login and Sign Up lead to /user/login?redirect=<page>&hybrid=1 and the click is not taken over', async () => {
    bridgeWindow[BRIDGE] = { call() {} };
    expect(requestHeaders({ language: 'en', region: getRegion('SG') }).entrance).to.equal('alipayplus');
    const el = await header();
    const expected = `/user/login?${new URLSearchParams({ redirect: location.href, hybrid: '1' })}`;
    const login = el.shadowRoot!.querySelector<HTMLAnchorElement>('[part="login-link"]')!;
    expect(login.getAttribute('href')).to.equal(expected);
    expect(el.shadowRoot!.querySelector('[part="signup-link"]')!.getAttribute('href')).to.equal(expected);

    let prevented: boolean | undefined;
    const stopNavigation = (event: Event) => {
      prevented = event.defaultPrevented;
      event.preventDefault(); // the test page must stay
    };
    document.addEventListener('click', stopNavigation);
    try {
      login.click();
    } finally {
      document.removeEventListener('click', stopNavigation);
    }
    expect(prevented).to.equal(false);
    expect(document.querySelector('mkt-login-popup')).to.equal(null);
  });
});
