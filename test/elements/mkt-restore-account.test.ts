import { expect, waitUntil } from '@open-wc/testing';
import { SCREEN_LOAD } from '../helpers/screen-load.ts';
import '../../elements/mkt-restore-account.ts';
import type { MktRestoreAccount } from '../../elements/mkt-restore-account.ts';
import type { ApiClient } from '../../src/api/index.ts';
import { setSharedApi } from '../../src/flows/api-override.ts';
import { en } from '../../src/i18n/en.ts';
import { removeCookie, USER_ID_COOKIE } from '../../src/storefront/cookies.ts';
import { $toast, hideToast } from '../../src/stores/toast.ts';
import { fakeApi } from '../helpers/popup-harness.tsx';

/** The dialog lives in the view's shadow root inside the element's. */
function dialogOf(element: MktRestoreAccount): HTMLElement | null {
  const view = element.shadowRoot?.querySelector('mkt-popup-view');
  return view?.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]') ?? null;
}
const buttonIn = (dialog: HTMLElement, text: string) =>
  [...dialog.querySelectorAll<HTMLButtonElement>('button')].find((button) => button.textContent === text)!;

describe('<mkt-restore-account> (SPEC §2, §4 restore-account dialog)', () => {
  let element: MktRestoreAccount;
  let tokens: string[];
  beforeEach(() => {
    hideToast();
    tokens = [];
    setSharedApi(
      fakeApi({
        cancelDeletion: async ({ token }) => {
          tokens.push(token);
          return { loginResponse: { userId: '5', loginSuccess: true } };
        },
        currentUser: async () => ({ id: '5' }),
        getUser: async () => ({ id: '5', name: 'Nur Closing' }),
      } satisfies Partial<ApiClient>),
    );
  });
  afterEach(() => {
    element?.remove();
    setSharedApi(undefined);
    removeCookie(USER_ID_COOKIE);
  });

  it('is hidden without a token and loads nothing', async () => {
    element = document.createElement('mkt-restore-account');
    document.body.append(element);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(element.hidden).to.equal(true);
    expect(element.isOpen).to.equal(false);
    expect(element.shadowRoot!.querySelector('mkt-popup-view')).to.equal(null);
  });

  it('opens with the token attribute, and Cancel hides it again with mkt-close reason user', async () => {
    element = document.createElement('mkt-restore-account');
    element.setAttribute('token', 'cool');
    const closes: string[] = [];
    element.addEventListener('mkt-close', (event) => closes.push(event.detail.reason));
    document.body.append(element);
    await waitUntil(() => dialogOf(element), 'no dialog', SCREEN_LOAD);
    expect(element.hidden).to.equal(false);
    expect(dialogOf(element)!.textContent).to.include(en.restoreQuestion);
    buttonIn(dialogOf(element)!, en.cancel).click();
    await waitUntil(() => !dialogOf(element), 'timed out', SCREEN_LOAD);
    expect(element.hidden).to.equal(true);
    expect(closes).to.deep.equal(['user']);
    expect(tokens).to.deep.equal([]);
  });

  it('open(token) shows it; Confirm restores, shows the success text and toast, signs in and closes', async () => {
    element = document.createElement('mkt-restore-account');
    document.body.append(element);
    const events: string[] = [];
    for (const type of ['mkt-login-success', 'mkt-close'] as const) element.addEventListener(type, () => events.push(type));
    await element.open('from-method');
    await waitUntil(() => dialogOf(element), 'timed out', SCREEN_LOAD);
    buttonIn(dialogOf(element)!, en.confirm).click();
    await waitUntil(() => dialogOf(element)?.textContent?.includes(en.restoreSuccess), 'no success text', SCREEN_LOAD);
    expect(tokens).to.deep.equal(['from-method']);
    expect($toast.get()?.content).to.equal(en.restoreToast);
    buttonIn(dialogOf(element)!, en.confirm).click();
    await waitUntil(() => element.hidden, 'timed out', SCREEN_LOAD);
    expect(events).to.deep.equal(['mkt-login-success', 'mkt-close']);
  });

  it('the close button hides it too', async () => {
    element = document.createElement('mkt-restore-account');
    document.body.append(element);
    await element.open('t');
    await waitUntil(() => dialogOf(element), 'timed out', SCREEN_LOAD);
    dialogOf(element)!.querySelector<HTMLButtonElement>('[part="dialog-close"]')!.click();
    await waitUntil(() => element.hidden, 'timed out', SCREEN_LOAD);
    expect(element.isOpen).to.equal(false);
  });
});
