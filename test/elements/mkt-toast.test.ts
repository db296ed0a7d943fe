import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import { TOAST_DEFAULT_DURATION_MS } from '../../src/config/constants.ts';
import { hideToast, toast, MktToast } from '../../elements/mkt-toast.ts';

function shownToasts(): HTMLElement[] {
  return Array.from(document.querySelectorAll('mkt-toast')).flatMap((el) => Array.from(el.shadowRoot?.querySelectorAll<HTMLElement>('[part="toast"]') ?? []));
}

describe('<mkt-toast>', () => {
  afterEach(() => hideToast());

  it('is defined once, guarded, and typed in HTMLElementTagNameMap', () => {
    expect(customElements.get('mkt-toast')).to.equal(MktToast);
    const el: MktToast = document.createElement('mkt-toast');
    expect(el).to.be.instanceOf(MktToast);
  });

  it('shows a toast in a polite status region with part="toast"', async () => {
    const el = await fixture<MktToast>(html`<mkt-toast></mkt-toast>`);
    const region = el.shadowRoot!.querySelector('[role="status"]')!;
    expect(region.getAttribute('aria-live')).to.equal('polite');
    toast('Network error');
    await el.updateComplete;
    const bubble = el.shadowRoot!.querySelector('[part="toast"]')!;
    expect(bubble.textContent).to.equal('Network error');
    expect(getComputedStyle(bubble).position).to.equal('static');
    expect(getComputedStyle(region).position).to.equal('fixed');
  });

  it("marks the message's language and lets an Urdu text read right to left (WCAG 3.1.2)", async () => {
    const el = await fixture<MktToast>(html`<mkt-toast></mkt-toast>`);
    toast('\u0646\u06cc\u0679 \u0648\u0631\u06a9 \u062e\u0631\u0627\u0628\u06cc', { lang: 'ur' });
    await el.updateComplete;
    const bubble = el.shadowRoot!.querySelector<HTMLElement>('[part="toast"]')!;
    expect(bubble.lang).to.equal('ur');
    expect(bubble.matches(':dir(rtl)')).to.equal(true);
    toast('Network error');
    await el.updateComplete;
    const plain = el.shadowRoot!.querySelector<HTMLElement>('[part="toast"]')!;
    expect(plain.hasAttribute('lang')).to.equal(false);
    expect(plain.matches(':dir(ltr)')).to.equal(true);
  });

  it('replaces the previous toast and auto-hides after the duration', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const el = await fixture<MktToast>(html`<mkt-toast></mkt-toast>`);
      toast('first');
      toast('second');
      await el.updateComplete;
      expect(shownToasts().map((t) => t.textContent)).to.deep.equal(['second']);
      clock.tick(TOAST_DEFAULT_DURATION_MS);
      await el.updateComplete;
      expect(shownToasts()).to.have.length(0);
    } finally {
      clock.restore();
    }
  });

  it('shows a toast once even with a second element on the page, and hands over when the first leaves', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div><mkt-toast id="a"></mkt-toast><mkt-toast id="b"></mkt-toast></div>`);
    const [a, b] = Array.from(wrapper.querySelectorAll('mkt-toast'));
    toast('only once');
    await a.updateComplete;
    await b.updateComplete;
    expect(shownToasts()).to.have.length(1);
    expect(a.isRenderer).to.equal(true);
    expect(b.isRenderer).to.equal(false);
    a.remove();
    await b.updateComplete;
    expect(b.isRenderer).to.equal(true);
    await waitUntil(() => b.shadowRoot!.querySelector('[part="toast"]'));
    expect(shownToasts().map((t) => t.textContent)).to.deep.equal(['only once']);
  });

  it('imports no React', async () => {
    // The element must stay light: it loads with the page (ARCHITECTURE "Lazy by default").
    const entries = performance.getEntriesByType('resource').map((e) => e.name);
    const toastLoaded = entries.some((name) => name.includes('/elements/mkt-toast.ts'));
    expect(toastLoaded).to.equal(true);
    expect(entries.filter((name) => /__prebundled__\/react|\/node_modules\/(react|react-dom|scheduler)\//.test(name))).to.deep.equal([]);
  });
});
