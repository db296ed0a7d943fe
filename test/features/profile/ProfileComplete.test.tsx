import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ApiError, type ApiClient } from '../../../src/api/index.ts';
import type { CompleteProfileRequest, UpdateProfileRequest } from '../../../src/features/profile/api.ts';
import { configure, resetConfig } from '../../../src/config/settings.ts';
import { en } from '../../../src/i18n/en.ts';
import { removeCookie, USER_ID_COOKIE, LAST_LOGIN_TYPE_COOKIE } from '../../../src/storefront/cookies.ts';
import { $session } from '../../../src/stores/session.ts';
import { $toast, hideToast } from '../../../src/stores/toast.ts';
import { renderScreen, type ScreenHarness } from '../../helpers/popup-harness.tsx';
import { makePublicKeyPem } from '../../helpers/rsa-key.ts';

const GOOD = 'Abcdef1!';
const nickname = (popup: ScreenHarness) => popup.$<HTMLInputElement>('input[autocomplete="nickname"]')!;
const password = (popup: ScreenHarness) => popup.$<HTMLInputElement>('input[autocomplete="new-password"]')!;
const submit = (popup: ScreenHarness) => popup.$<HTMLButtonElement>('button[type="submit"]')!;
const fillInLater = (popup: ScreenHarness) => popup.$<HTMLButtonElement>('[part~="fill-in-later"]')!;

interface Log {
  base: CompleteProfileRequest[];
  other: UpdateProfileRequest[];
}

function profileApi(log: Log, overrides: Partial<ApiClient> = {}): Partial<ApiClient> {
  return {
    completeProfileByRegisterToken: async (request) => {
      log.base.push(request);
      return { user: { id: '9', name: request.name } };
    },
    updateUserProfile: async (request) => {
      log.other.push(request);
    },
    currentUser: async () => ({ id: '9' }),
    getUser: async () => ({ id: '9', name: 'Ana' }),
    ...overrides,
  };
}

async function type(input: HTMLInputElement, text: string) {
  input.focus();
  await sendKeys({ type: text });
  await waitUntil(() => input.value === text);
}

describe('ProfileComplete screen (SPEC §2, §4, §5)', () => {
  let popup: ScreenHarness | undefined;
  let log: Log;
  let publicKey: string;
  before(async () => {
    publicKey = await makePublicKeyPem();
  });
  beforeEach(() => {
    configure({ rsaPublicKey: publicKey });
    hideToast();
    log = { base: [], other: [] };
  });
  afterEach(async () => {
    await popup?.close();
    popup = undefined;
    removeCookie(USER_ID_COOKIE);
    removeCookie(LAST_LOGIN_TYPE_COOKIE);
    resetConfig();
  });

  it('step 1: optional nickname with its hint, password checked on every change; a weak password is never sent', async () => {
    popup = await renderScreen('profile-complete', { params: { userId: '9', token: 'reg' }, api: profileApi(log) });
    expect(popup.$('h2')!.textContent).to.equal(en.profileTitle);
    expect(popup.root.textContent).to.include(en.nicknameHint);
    await type(password(popup), 'abc');
    expect(popup.$('[part="input-error"]')!.textContent).to.equal(en.passwordLength);
    submit(popup).click();
    await waitUntil(() => !submit(popup!).hasAttribute('aria-busy'));
    expect(log.base).to.deep.equal([]);
    expect(popup.$('h2')!.textContent).to.equal(en.profileTitle);
  });

  it('step 1: the three password rules tick as the shopper types, and none is met on an empty field', async () => {
    popup = await renderScreen('profile-complete', { params: { userId: '9', token: 'reg' }, api: profileApi(log) });
    const states = () => Object.fromEntries([...popup!.root.querySelectorAll<HTMLElement>('[data-hint]')].map((hint) => [hint.dataset.hint, hint.dataset.state]));
    expect(states()).to.deep.equal({ length: 'idle', composition: 'idle', symbols: 'idle' });
    await type(password(popup), 'abc');
    expect(states()).to.deep.equal({ length: 'error', composition: 'error', symbols: 'met' });
    password(popup).select();
    await sendKeys({ type: GOOD });
    await waitUntil(() => password(popup!).value === GOOD);
    expect(states()).to.deep.equal({ length: 'met', composition: 'met', symbols: 'met' });
    password(popup).select();
    await sendKeys({ press: 'Backspace' });
    await waitUntil(() => password(popup!).value === '');
    expect(states()).to.deep.equal({ length: 'error', composition: 'error', symbols: 'error' });
  });

  it('both steps: nickname + password, then gender + birthday; Go Shopping finishes the login and closes', async () => {
    popup = await renderScreen('profile-complete', { params: { userId: '9', token: 'reg' }, api: profileApi(log) });
    const reasons: string[] = [];
    popup.state.onClose((reason) => reasons.push(reason));
    await type(nickname(popup), 'Ana');
    await type(password(popup), GOOD);
    submit(popup).click();
    submit(popup).click();
    await waitUntil(() => popup!.$('h2')!.textContent === en.profileOtherInfoTitle, 'step 2 did not show');
    expect(log.base).to.have.length(1);
    expect(log.base[0]).to.deep.include({ token: 'reg', name: 'Ana' });
    expect(log.base[0].encryptPassword).to.be.a('string').and.not.equal(GOOD);

    // Gender through the kit's Select.
    const gender = popup.$<HTMLElement>('[part="select"] [role="combobox"]')!;
    gender.click();
    await waitUntil(() => gender.getAttribute('aria-expanded') === 'true');
    const female = [...popup.root.querySelectorAll<HTMLElement>('[role="option"]')].find((o) => o.textContent === en.genderFemale)!;
    female.click();
    await waitUntil(() => gender.textContent === en.genderFemale);
    expect(popup.$('[part="date-picker"]')).to.not.equal(null);

    expect(submit(popup).textContent).to.equal(en.goShopping);
    submit(popup).click();
    await waitUntil(() => reasons.length > 0, 'did not close');
    expect(log.other).to.deep.equal([{ gender: 'female' }]);
    expect(reasons).to.deep.equal(['success']);
    const success = popup.events.find((e) => e.type === 'mkt-login-success')!;
    expect(success.detail.isNewUser).to.equal(true);
    expect($session.get().user?.name).to.equal('Ana');
  });

  it('Fill in Later closes at once, with the user still logged in (login success, no profile calls)', async () => {
    popup = await renderScreen('profile-complete', { params: { userId: '9', token: 'reg' }, api: profileApi(log) });
    const reasons: string[] = [];
    popup.state.onClose((reason) => reasons.push(reason));
    fillInLater(popup).click();
    await waitUntil(() => reasons.length > 0);
    expect(reasons).to.deep.equal(['success']);
    expect(log.base).to.deep.equal([]);
    expect(popup.events.map((e) => e.type)).to.include('mkt-login-success');
  });

  it('a breached password is refused at the field, nothing is sent, and editing it takes the message away', async () => {
    popup = await renderScreen('profile-complete', { params: { userId: '9', token: 'reg' }, api: profileApi(log) });
    await type(password(popup), 'Qwerty@123');
    submit(popup).click();
    await waitUntil(() => password(popup!).getAttribute('aria-invalid') === 'true', 'the field marked invalid', { timeout: 5000 });
    expect(popup.$('[part="input-error"]')!.textContent).to.equal(en.passwordBreached);
    expect(log.base).to.deep.equal([]);
    expect(password(popup).value).to.equal('Qwerty@123');
    password(popup).focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ type: 'x' });
    await waitUntil(() => !popup!.$('[part="input-error"]'), 'the message gone');
  });

  it('a failed step 1 stays on the step with the error toast and keeps what was typed', async () => {
    popup = await renderScreen('profile-complete', {
      params: { userId: '9', token: 'reg' },
      api: profileApi(log, { completeProfileByRegisterToken: () => Promise.reject(new ApiError('business', 'x', { key: 'PL_USER_PROFILE_INVALID', displayMessage: 'Bad nickname.' })) }),
    });
    await type(nickname(popup), 'Ana');
    await type(password(popup), GOOD);
    submit(popup).click();
    await waitUntil(() => $toast.get()?.content === 'Bad nickname.');
    expect(popup.$('h2')!.textContent).to.equal(en.profileTitle);
    expect(nickname(popup).value).to.equal('Ana');
    expect(password(popup).value).to.equal(GOOD);
  });
});
