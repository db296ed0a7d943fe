/**
 * Issue 15 on a whole page: each `<mkt-login-popup>` speaks its own context (attribute, then
 * configure(), then the hng cookie, then the region), on screen and in the headers of every
 * request it makes; a header's popup speaks the header's context; a live `lang` change re-renders;
 * removed elements leave the registry; a close during a pending open wins.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../elements/mkt-login-popup.ts';
import '../../elements/mkt-header-account.ts';
import type { MktLoginPopup } from '../../elements/mkt-login-popup.ts';
import type { MktHeaderAccount } from '../../elements/mkt-header-account.ts';
import { registeredPopupCount } from '../../src/stores/popup-registry.ts';
import { removeCookie, writeCookie } from '../../src/storefront/cookies.ts';
import { th } from '../../src/i18n/th.ts';
import { zh } from '../../src/i18n/zh.ts';
import { ur } from '../../src/i18n/ur.ts';
import { en } from '../../src/i18n/en.ts';
import { SCREEN_LOAD } from '../helpers/screen-load.ts';

function screensRoot(popup: Element): ShadowRoot | null {
  return popup.shadowRoot?.querySelector('mkt-popup-view')?.shadowRoot ?? null;
}

/** The open dialog's name and its root's lang and dir, once the popup shows `title`. */
async function shownIn(popup: Element, title: string): Promise<{ lang: string | null; dir: string | null }> {
  await waitUntil(() => screensRoot(popup)?.querySelector(`[role="dialog"][aria-label="${title}"]`), `no dialog titled ${title}`, SCREEN_LOAD);
  const root = screensRoot(popup)!.querySelector('[part="root"]')!;
  return { lang: root.getAttribute('lang'), dir: root.getAttribute('dir') };
}

/** Records the i18n headers of every request the page sends from now on. */
function recordRequestHeaders(): { seen: Array<{ url: string; language: string | null; region: string | null }>; restore(): void } {
  const realFetch = window.fetch;
  const seen: Array<{ url: string; language: string | null; region: string | null }> = [];
  window.fetch = (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    seen.push({ url: String(input instanceof Request ? input.url : input), language: headers.get('x-i18n-language'), region: headers.get('x-i18n-regionID') });
    return realFetch(input, init);
  };
  return { seen, restore: () => (window.fetch = realFetch) };
}

async function closeAndWait(popup: MktLoginPopup): Promise<void> {
  popup.close();
  await waitUntil(() => !screensRoot(popup)?.querySelector('[role="dialog"]'), 'the popup did not close');
}

describe('<mkt-login-popup>: one context per element (issue 15)', () => {
  afterEach(() => {
    removeCookie('hng');
    for (const popup of document.querySelectorAll('mkt-login-popup')) popup.remove();
  });

  it('two popups on one page each show their own language, every time, in any order, and send their own headers', async () => {
    const page = await fixture(html`<div>
      <mkt-login-popup id="my" env="sandbox" region="MY" lang="zh"></mkt-login-popup>
      <mkt-login-popup id="th" env="sandbox" region="TH" lang="th"></mkt-login-popup>
    </div>`);
    const my = page.querySelector<MktLoginPopup>('#my')!;
    const thai = page.querySelector<MktLoginPopup>('#th')!;
    const requests = recordRequestHeaders();
    try {
      for (const [popup, title, language, region] of [
        [thai, th.loginTitle, 'th', 'TH'],
        [my, zh.loginTitle, 'zh', 'MY'],
        [thai, th.loginTitle, 'th', 'TH'],
        [my, zh.loginTitle, 'zh', 'MY'],
      ] as const) {
        const before = requests.seen.length;
        await popup.open();
        expect((await shownIn(popup, title)).lang).to.equal(language);
        // Opening Login asks the sandbox for the sign-in providers: with this popup's headers.
        await waitUntil(() => requests.seen.length > before, 'the Login screen sent no request', SCREEN_LOAD);
        for (const request of requests.seen.slice(before)) expect({ language: request.language, region: request.region }).to.deep.equal({ language, region });
        await closeAndWait(popup);
      }
    } finally {
      requests.restore();
    }
  });

  it('without a lang attribute, the hng cookie decides: Chinese on screen and zh in the headers', async () => {
    writeCookie('hng', 'MY|zh');
    const popup = await fixture<MktLoginPopup>(html`<mkt-login-popup env="sandbox"></mkt-login-popup>`);
    const requests = recordRequestHeaders();
    try {
      await popup.open();
      expect((await shownIn(popup, zh.loginTitle)).lang).to.equal('zh');
      await waitUntil(() => requests.seen.length > 0, 'no request', SCREEN_LOAD);
      expect(requests.seen.map((r) => [r.language, r.region])).to.deep.include(['zh', 'MY']);
      expect(requests.seen.every((r) => r.language === 'zh' && r.region === 'MY')).to.equal(true);
    } finally {
      requests.restore();
    }
  });

  it("the header's Login link opens the page's popup in the header's language and direction", async () => {
    const page = await fixture(html`<div>
      <mkt-header-account env="sandbox" region="PK" lang="ur" prefetch="interaction"></mkt-header-account>
      <mkt-login-popup env="sandbox"></mkt-login-popup>
    </div>`);
    const header = page.querySelector<MktHeaderAccount>('mkt-header-account')!;
    await header.updateComplete;
    const link = header.shadowRoot!.querySelector<HTMLAnchorElement>('[part="login-link"]')!;
    expect(link.textContent).to.not.equal(en.login);
    link.click();
    const popup = page.querySelector<MktLoginPopup>('mkt-login-popup')!;
    expect(await shownIn(popup, ur.loginTitle)).to.deep.equal({ lang: 'ur', dir: 'rtl' });
    await closeAndWait(popup);
    // Opened by itself afterwards, it speaks its own context again.
    await popup.open();
    expect((await shownIn(popup, en.loginTitle)).lang).to.equal('en');
    await closeAndWait(popup);
  });

  it('changing lang on a live popup re-renders it in the new language', async () => {
    const popup = await fixture<MktLoginPopup>(html`<mkt-login-popup env="sandbox" region="TH" lang="th"></mkt-login-popup>`);
    await popup.open();
    await shownIn(popup, th.loginTitle);
    popup.setAttribute('lang', 'en');
    expect((await shownIn(popup, en.loginTitle)).lang).to.equal('en');
    popup.setAttribute('region', 'PK');
    popup.removeAttribute('lang');
    // PK's first language is en-PK: English, in the mybiz theme of group B.
    await waitUntil(() => screensRoot(popup)?.querySelector('[part="root"].mkt-theme-mybiz'), 'the theme did not follow the region');
    await closeAndWait(popup);
  });

  it('a close() during a pending open() wins: nothing shows', async () => {
    const popup = await fixture<MktLoginPopup>(html`<mkt-login-popup env="sandbox"></mkt-login-popup>`);
    const opening = popup.open('qrcode');
    popup.close();
    await opening;
    expect(popup.state.$open.get()).to.equal(false);
    expect(screensRoot(popup)?.querySelector('[role="dialog"]') ?? null).to.equal(null);
  });

  it("is open on Login when React's view is made, so that the view's first render (in slices) draws Login", async () => {
    // Opened during that render, the state's change would make React finish it in one blocking
    // task (useSyncExternalStore), on the shopper's keys.
    const popup = await fixture<MktLoginPopup>(html`<mkt-login-popup env="sandbox"></mkt-login-popup>`);
    let whenViewCame: { open: boolean; screen: string | undefined } | undefined;
    const watch = new MutationObserver(() => {
      if (!whenViewCame && popup.shadowRoot!.querySelector('mkt-popup-view')) {
        whenViewCame = { open: popup.state.$open.get(), screen: popup.state.$current.get()?.screen };
      }
    });
    watch.observe(popup.shadowRoot!, { childList: true });
    await popup.open();
    watch.disconnect();
    expect(whenViewCame).to.deep.equal({ open: true, screen: 'login' });
    await closeAndWait(popup);
  });

  it('mounting and removing popups 200 times leaves only the connected ones registered', async () => {
    const before = registeredPopupCount();
    const kept = document.createElement('mkt-login-popup');
    document.body.append(kept);
    for (let i = 0; i < 200; i += 1) {
      const popup = document.createElement('mkt-login-popup');
      popup.setAttribute('region', i % 2 ? 'TH' : 'MY');
      document.body.append(popup);
      popup.remove();
    }
    expect(registeredPopupCount()).to.equal(before + 1);
    kept.remove();
    expect(registeredPopupCount()).to.equal(before);
  });
});

describe('<mkt-login-popup>: theming from the page', () => {
  const THEMED = 'rgb(1, 2, 3)';
  let style: HTMLStyleElement;
  beforeEach(() => {
    style = document.createElement('style');
    style.textContent = `mkt-login-popup.themed, mkt-qr-login.themed { --mkt-color-primary: ${THEMED} }`;
    document.head.append(style);
  });
  afterEach(() => {
    style.remove();
    for (const element of document.querySelectorAll('mkt-login-popup, mkt-qr-login')) element.remove();
  });

  /** The background of the Login button in `root`, once its colour transition has run. */
  async function themed(button: () => HTMLElement | null | undefined, what: string): Promise<void> {
    await waitUntil(() => button(), `no Login button in ${what}`, SCREEN_LOAD);
    await waitUntil(() => getComputedStyle(button()!).backgroundColor === THEMED, `${what}: the page's --mkt-color-primary did not reach it`);
  }

  it("a token the page sets on the element reaches the pre-painted Login and React's screens, one shadow root deeper", async () => {
    const popup = await fixture<MktLoginPopup>(html`<mkt-login-popup class="themed" env="sandbox" region="SG" lang="en"></mkt-login-popup>`);
    const opened = popup.open('login');
    const copy = () => popup.shadowRoot?.querySelector('[data-mkt-prepaint]')?.shadowRoot?.querySelector<HTMLElement>('[part~="login-submit"]');
    await themed(copy, 'the pre-painted Login');
    await opened;
    await themed(() => screensRoot(popup)?.querySelector<HTMLElement>('[part~="login-submit"]'), "React's Login");
    // The element's own default still applies where the page sets nothing.
    const plain = await fixture<MktLoginPopup>(html`<mkt-login-popup mode="embedded" env="sandbox" region="SG" lang="en"></mkt-login-popup>`);
    const plainButton = () => screensRoot(plain)?.querySelector<HTMLElement>('[part~="login-submit"]');
    await waitUntil(() => plainButton(), 'no Login in the unthemed popup', SCREEN_LOAD);
    await waitUntil(() => getComputedStyle(plainButton()!).backgroundColor === 'rgb(194, 65, 12)', 'the default primary colour is gone');
  });

  it('the same holds for <mkt-qr-login>, which shows its screens without a pre-painted copy', async () => {
    await import('../../elements/mkt-qr-login.ts');
    const qr = await fixture(html`<mkt-qr-login class="themed" env="sandbox" region="SG" lang="en"></mkt-qr-login>`);
    const root = () => screensRoot(qr)?.querySelector<HTMLElement>('[part~="root"]');
    await waitUntil(() => root(), 'no QR screen', SCREEN_LOAD);
    const inherited = () => getComputedStyle(root()!).getPropertyValue('--mkt-color-primary').trim();
    await waitUntil(() => inherited() === THEMED, `the QR screen's root holds --mkt-color-primary ${inherited()}`);
  });
});
