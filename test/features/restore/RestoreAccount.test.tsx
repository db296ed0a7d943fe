import { expect, waitUntil } from '@open-wc/testing';
import { ApiError, type ApiClient } from '../../../src/api/index.ts';
import { en } from '../../../src/i18n/en.ts';
import { removeCookie, USER_ID_COOKIE } from '../../../src/storefront/cookies.ts';
import { $toast, hideToast } from '../../../src/stores/toast.ts';
import { renderScreen, type ScreenHarness } from '../../helpers/popup-harness.tsx';

const buttons = (popup: ScreenHarness) => [...popup.root.querySelectorAll<HTMLButtonElement>('[part~="screen"] button[part~="button"]')];
const button = (popup: ScreenHarness, text: string) => buttons(popup).find((b) => b.textContent === text)!;

function restoreApi(tokens: string[], overrides: Partial<ApiClient> = {}): Partial<ApiClient> {
  return {
    cancelDeletion: async ({ token }) => {
      tokens.push(token);
      return { loginResponse: { userId: '5', loginSuccess: true, loginType: 'PASSWORD' } };
    },
    currentUser: async () => ({ id: '5' }),
    getUser: async () => ({ id: '5', name: 'Nur Closing' }),
    ...overrides,
  };
}

describe('RestoreAccount screen (SPEC §2, §4, §7)', () => {
  let popup: ScreenHarness | undefined;
  beforeEach(() => hideToast());
  afterEach(async () => {
    await popup?.close();
    popup = undefined;
    removeCookie(USER_ID_COOKIE);
  });

  it('asks the question with Confirm first and Cancel under it (docs/design.md); Cancel closes with reason user', async () => {
    popup = await renderScreen('restore-account', { params: { token: 'cool' }, api: restoreApi([]) });
    expect(popup.root.textContent).to.include(en.restoreQuestion);
    expect(buttons(popup).map((b) => b.textContent)).to.deep.equal([en.confirm, en.cancel]);
    const reasons: string[] = [];
    popup.state.onClose((reason) => reasons.push(reason));
    button(popup, en.cancel).click();
    expect(reasons).to.deep.equal(['user']);
  });

  it('Confirm restores once with the token, shows the success text and toast, then signs in and closes', async () => {
    const tokens: string[] = [];
    popup = await renderScreen('restore-account', { params: { token: 'cool' }, api: restoreApi(tokens) });
    const reasons: string[] = [];
    popup.state.onClose((reason) => reasons.push(reason));
    button(popup, en.confirm).click();
    button(popup, en.confirm).click();
    await waitUntil(() => popup!.root.textContent!.includes(en.restoreSuccess), 'no success text');
    expect(tokens).to.deep.equal(['cool']);
    expect($toast.get()?.content).to.equal(en.restoreToast);
    button(popup, en.confirm).click();
    await waitUntil(() => reasons.length > 0);
    expect(reasons).to.deep.equal(['success']);
    expect(popup.events.map((e) => e.type)).to.include('mkt-login-success');
  });

  it('a failed restore toasts the server message and stays open', async () => {
    popup = await renderScreen('restore-account', {
      params: { token: 'cool' },
      api: restoreApi([], { cancelDeletion: () => Promise.reject(new ApiError('business', 'x', { key: 'PL_USER_TOKEN_INVALID', displayMessage: 'Expired.' })) }),
    });
    button(popup, en.confirm).click();
    await waitUntil(() => $toast.get()?.content === 'Expired.');
    expect(popup.state.$open.get()).to.equal(true);
    expect(popup.root.textContent).to.include(en.restoreQuestion);
  });

  it('cannot confirm without a token', async () => {
    popup = await renderScreen('restore-account', { params: {}, api: restoreApi([]) });
    expect(button(popup, en.confirm).disabled).to.equal(true);
  });
});
