/**
 * <mkt-header-account> as a logged-in visitor sees it (issue 20): names from a server answer that
 * are not text fall back to the next field, and the name sits in a <bdi>, so a right-to-left
 * override inside it cannot reorder the label. Its context (issue 15) picks the label's language.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { MktHeaderAccount } from '../../elements/mkt-header-account.ts';
import '../../elements/mkt-header-account.ts';
import { setAnonymous, setUser, type SessionUser } from '../../src/stores/session.ts';

async function loggedInHeader(user: unknown, lang = 'en'): Promise<HTMLAnchorElement> {
  const el = await fixture<MktHeaderAccount>(html`<mkt-header-account env="sandbox" region="TH" lang=${lang} prefetch="interaction"></mkt-header-account>`);
  setUser(user as SessionUser);
  await waitUntil(() => el.shadowRoot?.querySelector('[part="account-link"]'), 'no account label');
  return el.shadowRoot!.querySelector<HTMLAnchorElement>('[part="account-link"]')!;
}

describe('<mkt-header-account>: the account label of a logged-in visitor', () => {
  afterEach(() => setAnonymous());

  it('shows NAME\'S ACCOUNT with the name isolated in a <bdi>', async () => {
    const label = await loggedInHeader({ id: '1', name: 'Siti Tan' });
    expect(label.textContent).to.equal("SITI TAN'S ACCOUNT");
    expect(label.querySelector('bdi[part="account-name"]')!.textContent).to.equal('SITI TAN');
  });

  it('keeps a right-to-left override inside the name', async () => {
    const label = await loggedInHeader({ id: '1', name: 'Eve\u202Eevil' });
    const name = label.querySelector('bdi')!;
    expect(name.textContent).to.equal('EVE\u202EEVIL');
    // Everything after the name is outside the isolate, in reading order.
    expect(label.querySelector('[part="account-label"]')!.lastChild!.textContent).to.equal("'S ACCOUNT");
  });

  it('in Thai, the name sits inside the Thai label', async () => {
    const label = await loggedInHeader({ id: '1', name: 'สมชาย' }, 'th');
    expect(label.textContent).to.equal('บัญชีของ สมชาย');
    expect(label.querySelector('bdi')!.textContent).to.equal('สมชาย');
  });

  for (const name of [42, { text: 'x' }, ['a'], null]) {
    it(`a server name of ${JSON.stringify(name)} falls back to the e-mail, then MY ACCOUNT`, async () => {
      expect((await loggedInHeader({ id: '1', name, email: 'siti@example.com' })).textContent).to.equal("SITI@EXAMPLE.COM'S ACCOUNT");
      setAnonymous();
      expect((await loggedInHeader({ id: '1', name, email: 7 })).textContent).to.equal('MY ACCOUNT');
    });
  }
});
