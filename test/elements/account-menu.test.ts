/**
 * Issue 19: the account menu speaks the header's language and reads in its direction, while the
 * list itself stays placed in the page's direction (an Urdu menu on an LTR page must not open
 * off screen).
 */
import { expect } from '@open-wc/testing';
import { AccountMenu } from '../../elements/account-menu.ts';
import { resolveContext } from '../../src/context/element-context.ts';

function mountLabel(): { host: HTMLElement; button: HTMLButtonElement } {
  const host = document.createElement('div');
  const root = host.attachShadow({ mode: 'open' });
  const account = document.createElement('span');
  account.style.position = 'relative';
  const button = document.createElement('button');
  button.textContent = 'Siti Tan کا اکاؤنٹ';
  account.append(button);
  root.append(account);
  document.body.append(host);
  return { host, button };
}

describe('account menu (issue 19)', () => {
  it('in Urdu: translated items that read right to left, in a list placed in the page direction', () => {
    const { host, button } = mountLabel();
    const menu = new AccountMenu(button, { context: resolveContext({ lang: 'ur', region: 'PK', env: 'sandbox' }), logout: async () => true });
    menu.open('first');
    const list = host.shadowRoot!.querySelector<HTMLElement>('[part="account-menu"]')!;
    const items = [...list.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    expect(items.map((item) => item.textContent)).to.deep.equal(['میرا اکاؤنٹ', 'میرے واؤچرز', 'اکاؤنٹ کی حفاظت', 'اکاؤنٹ کی ترتیبات', 'لاگ آؤٹ']);
    expect(items.map((item) => item.dir)).to.deep.equal(['rtl', 'rtl', 'rtl', 'rtl', 'rtl']);
    expect(items[2]!.getAttribute('href')).to.equal('/user/account-security');
    expect(list.getAttribute('dir')).to.equal(null);
    expect(list.lang).to.equal('ur');
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(host.shadowRoot!.activeElement).to.equal(items[0]);
    menu.close(true);
    expect(list.hidden).to.equal(true);
    expect(host.shadowRoot!.activeElement).to.equal(button);
    host.remove();
  });
});
