/**
 * Issue 19: axe-core (WCAG 2.0-2.2 A/AA) finds nothing on the header with its account menu open,
 * in English, Thai and right-to-left Urdu, reached the way a shopper does (a click on the label).
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../elements/mkt-header-account.ts';
import { setAnonymous, setUser } from '../../src/stores/session.ts';
import { expectNoAxeViolations } from '../helpers/axe.ts';

for (const lang of ['en', 'th', 'ur']) {
  describe(`axe: header account menu open (${lang})`, () => {
    afterEach(() => setAnonymous());

    it('has no violations, and the menu button says it is expanded', async () => {
      setUser({ id: 'u1', name: 'Siti Tan' });
      const header = await fixture<HTMLElement>(html`<mkt-header-account env="sandbox" region=${lang === 'ur' ? 'PK' : lang === 'th' ? 'TH' : 'SG'} lang=${lang}></mkt-header-account>`);
      await waitUntil(() => header.shadowRoot?.querySelector('[part="account-link"]'), 'no account label');
      header.shadowRoot!.querySelector<HTMLButtonElement>('[part="account-link"]')!.click();
      await waitUntil(() => header.shadowRoot!.querySelector<HTMLElement>('[part="account-menu"]:not([hidden])'), 'the menu did not open');
      expect(header.shadowRoot!.querySelector('[part="account-link"]')!.getAttribute('aria-expanded')).to.equal('true');
      expect(header.shadowRoot!.querySelectorAll('[role="menuitem"]')).to.have.length(5);
      await expectNoAxeViolations(header);
    });
  });
}
