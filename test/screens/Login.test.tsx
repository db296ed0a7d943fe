import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import { ApiError, type ApiClient, type LoginResult } from '../../src/api/index.ts';
import { POPOVER_ANIMATION_DEADLINE_MS, QR_HINT_SHOW_DELAY_MS, QR_HINT_VISIBLE_MS } from '../../src/config/constants.ts';
import { configure } from '../../src/config/settings.ts';
import { COMPLETE_PASSWORD_SCENE } from '../../src/flows/next-step.ts';
import { en } from '../../src/i18n/en.ts';
import { LOGIN_TAB_STORAGE_KEY } from '../../src/screens/Login/login-tab-memory.ts';
import { LAST_LOGIN_TYPE_COOKIE, readCookie, removeCookie, USER_ID_COOKIE } from '../../src/storefront/cookies.ts';
import { $session } from '../../src/stores/session.ts';
import { $toast, hideToast } from '../../src/stores/toast.ts';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { renderScreen, type ScreenHarness } from '../helpers/popup-harness.tsx';
import { actAsync } from '../helpers/render.tsx';
import { makePublicKeyPem } from '../helpers/rsa-key.ts';

const PHONE = '91234567';
const PASSWORD = 'Mkt@2024go';

/** A login fake that counts requests; `answer` decides each one. */
function loginFake(answer: () => Promise<LoginResult>) {
  const fake = { calls: 0, loginNames: [] as string[] };
  const api: Partial<ApiClient> = {
    login: (request) => {
      fake.calls++;
      fake.loginNames.push(request.loginName);
      return answer();
    },
    currentUser: async () => ({ id: 'u1' }),
    getUser: async () => ({ id: 'u1', name: 'Siti Tan' }),
  };
  return { fake, api };
}

/** Records (and stops) every navigation the page attempts, through the Navigation API. */
function interceptNavigation() {
  const navigation = (window as unknown as { navigation: EventTarget }).navigation;
  const urls: string[] = [];
  const listener = (event: Event) => {
    urls.push((event as Event & { destination: { url: string } }).destination.url);
    event.preventDefault();
  };
  navigation.addEventListener('navigate', listener);
  return { urls, stop: () => navigation.removeEventListener('navigate', listener) };
}

/**
 * Pending fake timers that would show the QR hint. Other timers (nanostores' unmount delay,
 * waitUntil's own timeout) are not the screen's, so they are told apart by what they run.
 */
function pendingHintTimers(clock: sinon.SinonFakeTimers): unknown[] {
  const heap = (clock as unknown as { timerHeap?: { timers: Array<{ func: unknown }> } }).timerHeap;
  return (heap?.timers ?? []).filter((timer) => String(timer.func).includes('onChange(true)'));
}

const nameInput = (popup: ScreenHarness) => popup.$<HTMLInputElement>('input[autocomplete~="username"]')!;
const passwordInput = (popup: ScreenHarness) => popup.$<HTMLInputElement>('input[autocomplete="current-password"]')!;
const loginButton = (popup: ScreenHarness) => popup.$<HTMLButtonElement>('[part~="login-submit"]')!;
const tabs = (popup: ScreenHarness) => [...popup.root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const selectedTab = (popup: ScreenHarness) => tabs(popup).find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;
const errorTexts = (popup: ScreenHarness) => [...popup.root.querySelectorAll('[part="input-error"]')].map((e) => e.textContent);

async function typeInto(input: HTMLInputElement, text: string): Promise<void> {
  input.focus();
  await sendKeys({ type: text });
}

async function fillForm(popup: ScreenHarness, name = PHONE, password = PASSWORD): Promise<void> {
  await typeInto(nameInput(popup), name);
  await typeInto(passwordInput(popup), password);
  await waitUntil(() => nameInput(popup).value === name && passwordInput(popup).value === password, 'typing did not reach the fields');
}

describe('Login screen (SPEC §2, §5)', () => {
  let popup: ScreenHarness | undefined;
  let publicKey: string;

  before(async () => {
    publicKey = await makePublicKeyPem();
  });
  beforeEach(() => {
    configure({ rsaPublicKey: publicKey });
    localStorage.removeItem(LOGIN_TAB_STORAGE_KEY);
    hideToast();
  });
  afterEach(async () => {
    sinon.restore();
    await popup?.close();
    popup = undefined;
    removeCookie(USER_ID_COOKIE);
    removeCookie(LAST_LOGIN_TYPE_COOKIE);
  });

  describe('contents', () => {
    it('has a titled screen, labelled fields with username / current-password autocomplete and a password toggle', async () => {
      popup = await renderScreen('login', { api: { webSiteIdSupport3rd: async () => ['GOOGLE', 'FACEBOOK'] } });
      expect(popup.$('h2')!.textContent).to.equal(en.loginTitle);
      expect(tabs(popup).map((tab) => tab.textContent)).to.deep.equal([en.loginTabPassword, en.loginTabOtp]);
      expect(nameInput(popup).labels![0].textContent).to.equal(en.loginNameLabel);
      expect(passwordInput(popup).labels![0].textContent).to.equal(en.passwordLabel);
      expect(passwordInput(popup).type).to.equal('password');
      await actAsync(() => popup!.$<HTMLButtonElement>('[part="password-toggle"]')!.click());
      expect(passwordInput(popup).type).to.equal('text');
      // 'Or, login with' and the providers' buttons once the third-party list arrives.
      await waitUntil(() => popup!.$('[part="login-third-party"]')!.textContent!.includes(en.orLoginWith), 'no third-party section');
      expect(popup.$('[part="login-signup"]')!.textContent).to.contain(en.noAccount);
    });

    for (const [part, screen] of [
      ['login-forgot-password', 'forget-password'],
      ['login-qr-link', 'qrcode'],
      ['login-signup-link', 'registry'],
    ] as const) {
      it(`the ${part} link opens ${screen}`, async () => {
        popup = await renderScreen('login');
        await actAsync(() => popup!.$<HTMLButtonElement>(`[part="${part}"]`)!.click());
        await waitUntil(() => popup!.$(`[data-screen="${screen}"]`), `${screen} did not open`);
        expect(popup.state.$stack.get().map((entry) => entry.screen)).to.deep.equal(['login', screen]);
      });
    }

    it('focuses the login name when the popup opens', async () => {
      popup = await renderScreen('login');
      await waitUntil(() => popup!.root.activeElement === nameInput(popup!), 'the login name was not focused');
    });
  });

  describe('tab memory', () => {
    it('opens on Password, remembers OTP, and opens on OTP the next time', async () => {
      popup = await renderScreen('login');
      expect(selectedTab(popup)).to.equal(en.loginTabPassword);
      await actAsync(() => tabs(popup!)[1].click());
      expect(selectedTab(popup)).to.equal(en.loginTabOtp);
      expect(localStorage.getItem(LOGIN_TAB_STORAGE_KEY)).to.equal('otp');
      await popup.close();

      popup = await renderScreen('login');
      expect(selectedTab(popup)).to.equal(en.loginTabOtp);
      await actAsync(() => tabs(popup!)[0].click());
      expect(localStorage.getItem(LOGIN_TAB_STORAGE_KEY)).to.equal('password');
    });

    it('keeps what was typed when switching to OTP and back', async () => {
      popup = await renderScreen('login');
      await fillForm(popup);
      await actAsync(() => tabs(popup!)[1].click());
      await actAsync(() => tabs(popup!)[0].click());
      expect(nameInput(popup).value).to.equal(PHONE);
      expect(passwordInput(popup).value).to.equal(PASSWORD);
    });

    it('still works when local storage throws', async () => {
      sinon.stub(Storage.prototype, 'getItem').throws(new DOMException('denied', 'SecurityError'));
      sinon.stub(Storage.prototype, 'setItem').throws(new DOMException('denied', 'SecurityError'));
      popup = await renderScreen('login');
      expect(selectedTab(popup)).to.equal(en.loginTabPassword);
      await actAsync(() => tabs(popup!)[1].click());
      expect(selectedTab(popup)).to.equal(en.loginTabOtp);
    });

    it('a tab param (e.g. from the QR screen) wins over the memory', async () => {
      localStorage.setItem(LOGIN_TAB_STORAGE_KEY, 'otp');
      popup = await renderScreen('login', { params: { tab: 'password' } });
      expect(selectedTab(popup)).to.equal(en.loginTabPassword);
    });
  });

  describe('QR hint timing (SPEC §9: after 1 s, for 3 s)', () => {
    const tooltip = (p: ScreenHarness) => p.$('[part="tooltip"]')!;
    const isShown = (p: ScreenHarness) => !tooltip(p).hidden && !tooltip(p).classList.contains('mkt-popover--leaving');

    it('appears at 1 s and is gone at 4 s', async () => {
      const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      popup = await renderScreen('login');
      expect(tooltip(popup).textContent).to.equal(en.qrLoginHint);
      expect(tooltip(popup).hidden).to.equal(true);
      await actAsync(() => clock.tick(QR_HINT_SHOW_DELAY_MS - 1));
      expect(isShown(popup)).to.equal(false);
      await actAsync(() => clock.tick(1));
      expect(isShown(popup)).to.equal(true);
      await actAsync(() => clock.tick(QR_HINT_VISIBLE_MS - 1));
      expect(isShown(popup)).to.equal(true);
      await actAsync(() => clock.tick(1));
      expect(isShown(popup)).to.equal(false);
      await actAsync(() => clock.tick(POPOVER_ANIMATION_DEADLINE_MS));
      expect(tooltip(popup).hidden).to.equal(true);
    });

    it('leaves no timer behind when the popup closes before the hint', async () => {
      const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      popup = await renderScreen('login');
      await actAsync(() => clock.tick(QR_HINT_SHOW_DELAY_MS / 2));
      expect(pendingHintTimers(clock)).to.have.length(1);
      await popup.close();
      popup = undefined;
      expect(pendingHintTimers(clock)).to.have.length(0);
    });

    it('leaves no hint timer behind when another screen replaces Login in the open popup', async () => {
      const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      popup = await renderScreen('login');
      await actAsync(() => clock.tick(QR_HINT_SHOW_DELAY_MS / 2));
      expect(pendingHintTimers(clock)).to.have.length(1);
      await actAsync(() => popup!.state.push('forget-password'));
      expect(pendingHintTimers(clock)).to.have.length(0);
    });

    it('is the QR link’s description', async () => {
      popup = await renderScreen('login');
      const link = popup.$('[part="login-qr-link"]')!;
      expect(link.getAttribute('aria-describedby')).to.equal(tooltip(popup).id);
    });
  });

  describe('validation (SPEC §5)', () => {
    it('shows "You can\'t leave this empty." on both fields and sends nothing', async () => {
      const { fake, api } = loginFake(async () => ({}));
      popup = await renderScreen('login', { api });
      await actAsync(() => loginButton(popup!).click());
      expect(errorTexts(popup)).to.deep.equal([en.requiredField, en.requiredField]);
      expect(en.requiredField).to.equal("You can't leave this empty.");
      const name = nameInput(popup);
      expect(name.getAttribute('aria-invalid')).to.equal('true');
      const described = name.getAttribute('aria-describedby')!.split(' ').map((id) => popup!.root.getElementById(id)?.textContent);
      expect(described).to.include(en.requiredField);
      expect(fake.calls).to.equal(0);
    });

    it('sends nothing with an empty name or an empty password', async () => {
      const { fake, api } = loginFake(async () => ({}));
      popup = await renderScreen('login', { api });
      await typeInto(nameInput(popup), PHONE);
      await actAsync(() => loginButton(popup!).click());
      expect(errorTexts(popup)).to.deep.equal([en.requiredField]);
      await popup.close();

      popup = await renderScreen('login', { api });
      await typeInto(passwordInput(popup), PASSWORD);
      await actAsync(() => loginButton(popup!).click());
      expect(errorTexts(popup)).to.deep.equal([en.requiredField]);
      expect(fake.calls).to.equal(0);
    });

    for (const password of ['Mkt@202', 'Mkt@2024go-Mkt@2024go']) {
      it(`refuses a ${password.length}-character password with the length message`, async () => {
        const { fake, api } = loginFake(async () => ({}));
        popup = await renderScreen('login', { api });
        await fillForm(popup, PHONE, password);
        await actAsync(() => loginButton(popup!).click());
        expect(errorTexts(popup)).to.deep.equal([en.passwordLength]);
        expect(fake.calls).to.equal(0);
      });
    }

    it('refuses an emoji password with the symbols message and sends nothing (it could not be encrypted faithfully)', async () => {
      const { fake, api } = loginFake(async () => ({}));
      popup = await renderScreen('login', { api });
      await fillForm(popup, PHONE, 'Mkt@2024go😀');
      await actAsync(() => loginButton(popup!).click());
      expect(errorTexts(popup)).to.deep.equal([en.passwordSymbols]);
      expect(en.passwordSymbols).to.equal('Password can only include ~.!@#$%^&*<> symbols');
      expect(fake.calls).to.equal(0);
    });

    it('takes an error away when its field is edited', async () => {
      popup = await renderScreen('login');
      await actAsync(() => loginButton(popup!).click());
      await typeInto(nameInput(popup), '9');
      await waitUntil(() => errorTexts(popup!).length === 1);
    });
  });

  describe('submitting', () => {
    it('sends one request however fast the clicks', async () => {
      let answer!: (result: LoginResult) => void;
      const { fake, api } = loginFake(() => new Promise((resolve) => (answer = resolve)));
      popup = await renderScreen('login', { api });
      await fillForm(popup);
      for (let i = 0; i < 10; i++) loginButton(popup).click();
      await waitUntil(() => fake.calls > 0, 'no request was sent');
      await waitUntil(() => loginButton(popup!).getAttribute('aria-busy') === 'true', 'the button did not show busy');
      // One loading indicator per action (issue 16): the busy button, no overlay beside it.
      expect(popup.$('[part="loading"]')).to.equal(null);
      for (let i = 0; i < 10; i++) loginButton(popup).click();
      await sendKeys({ press: 'Enter' });
      answer({ userId: 'u1', loginNextStepAction: 'COMPLETE_PASSWORD_FOR_LOGIN', loginNextStepActionData: { token: 't' } });
      await waitUntil(() => popup!.$('[data-screen="reset-password"]'), 'reset-password did not open');
      expect(fake.calls).to.equal(1);
      expect(fake.loginNames).to.deep.equal([PHONE]);
    });

    it('on a refusal shows the server message under the password field and keeps the name and the password', async () => {
      const error = new ApiError('business', 'wrong', { key: 'PL_USER_LOGIN_PASSWORD_ERROR', displayMessage: 'Incorrect phone number or password.' });
      const { fake, api } = loginFake(() => Promise.reject(error));
      popup = await renderScreen('login', { api });
      await fillForm(popup, PHONE, 'Wrong@2024');
      await actAsync(() => loginButton(popup!).click());
      await waitUntil(() => passwordInput(popup!).getAttribute('aria-invalid') === 'true', 'the password field is not marked invalid');
      const describedBy = passwordInput(popup).getAttribute('aria-describedby')!.split(' ');
      const said = describedBy.map((id) => (passwordInput(popup!).getRootNode() as ShadowRoot).getElementById(id)?.textContent).join(' ');
      expect(said).to.contain('Incorrect phone number or password.');
      expect($toast.get()).to.equal(null);
      await waitUntil(() => loginButton(popup!).getAttribute('aria-busy') === null, 'still busy');
      expect(nameInput(popup).value).to.equal(PHONE);
      expect(passwordInput(popup).value).to.equal('Wrong@2024');
      expect(popup.state.$current.get()!.screen).to.equal('login');
      // and the user may try again
      await actAsync(() => loginButton(popup!).click());
      await waitUntil(() => fake.calls === 2);
    });

    for (const [data, message] of [
      [{ jumpUrl: 'https://evil.example/' }, 'URL is illeagle'],
      [{}, 'URL is empty'],
    ] as const) {
      it(`a refused next-step URL shows '${message}' and keeps the popup on Login (SPEC §5, issue 20)`, async () => {
        const { api } = loginFake(() => Promise.resolve({ userId: 'u1', loginNextStepAction: 'JUMP_TO_URL', loginNextStepActionData: data }));
        popup = await renderScreen('login', { api });
        await fillForm(popup);
        await actAsync(() => loginButton(popup!).click());
        await waitUntil(() => $toast.get()?.content === message, `no '${message}' toast`);
        expect(popup.state.$current.get()!.screen).to.equal('login');
        expect(popup.events.filter((event) => event.type === 'mkt-next-step')).to.have.length(0);
      });
    }

    it("toasts 'Network error' when the failure has no display message", async () => {
      const { api } = loginFake(() => Promise.reject(new ApiError('offline', 'Failed to fetch')));
      popup = await renderScreen('login', { api });
      await fillForm(popup);
      await actAsync(() => loginButton(popup!).click());
      await waitUntil(() => $toast.get()?.content === en.networkError, 'no Network error toast');
      expect(en.networkError).to.equal('Network error');
      expect(passwordInput(popup).value).to.equal(PASSWORD);
    });

    it('with a missing RSA key shows a clear message and sends nothing', async () => {
      configure({ rsaPublicKey: '' });
      const { fake, api } = loginFake(async () => ({}));
      popup = await renderScreen('login', { api });
      await fillForm(popup);
      await actAsync(() => loginButton(popup!).click());
      await waitUntil(() => $toast.get()?.content === en.passwordEncryptionFailed, 'no encryption message');
      expect(fake.calls).to.equal(0);
      expect(passwordInput(popup).value).to.equal(PASSWORD);
    });
  });

  describe('after a login (SPEC §4 next-step actions)', () => {
    async function loginWith(result: LoginResult, options: { cancelNextStep?: boolean } = {}) {
      const { api } = loginFake(async () => result);
      popup = await renderScreen('login', { api });
      if (options.cancelNextStep) popup.popupHost.addEventListener('mkt-next-step', (event) => event.preventDefault());
      await fillForm(popup);
      await actAsync(() => loginButton(popup!).click());
      return popup;
    }
    const nextStepEvents = (p: ScreenHarness) => p.events.filter((event) => event.type === 'mkt-next-step');

    it('with no next step closes the popup, fires mkt-login-success and updates the header state', async () => {
      const reasons: string[] = [];
      const { api } = loginFake(async () => ({ userId: 'u1', loginType: 'PHONE' }));
      popup = await renderScreen('login', { api });
      popup.state.onClose((reason) => reasons.push(reason));
      await fillForm(popup);
      await actAsync(() => loginButton(popup!).click());
      await waitUntil(() => popup!.events.some((event) => event.type === 'mkt-login-success'), 'no mkt-login-success');
      const success = popup.events.find((event) => event.type === 'mkt-login-success')!;
      expect(success.detail).to.include({ loginType: 'PHONE', isNewUser: false });
      expect(success.bubbles && success.composed).to.equal(true);
      expect(reasons).to.deep.equal(['success']);
      expect(popup.state.$open.get()).to.equal(false);
      expect($session.get()).to.deep.include({ status: 'logged-in' });
      expect(readCookie(USER_ID_COOKIE)).to.equal('u1');
      expect(readCookie(LAST_LOGIN_TYPE_COOKIE)).to.equal('PHONE');
    });

    const screenSteps = [
      { action: 'COMPLETE_PASSWORD_FOR_LOGIN', data: { token: 't' }, screen: 'reset-password', params: { token: 't', scene: COMPLETE_PASSWORD_SCENE } },
      { action: 'COMPLETE_PROFILE', data: { token: 'reg1' }, screen: 'profile-complete', params: { userId: 'u1', token: 'reg1' } },
      { action: 'JUMP_TO_ADD_PHONE', data: { token: 'p1', tokenType: 'ADD_PHONE' }, screen: 'add-phone', params: { token: 'p1', tokenType: 'ADD_PHONE' } },
    ] as const;

    for (const step of screenSteps) {
      it(`${step.action} moves the popup to ${step.screen}`, async () => {
        const p = await loginWith({ userId: 'u1', loginNextStepAction: step.action, loginNextStepActionData: step.data });
        await waitUntil(() => p.$(`[data-screen="${step.screen}"]`), `${step.screen} did not open`);
        expect(p.state.$current.get()!.params).to.deep.include(step.params);
        expect(nextStepEvents(p).map((event) => event.detail.action)).to.deep.equal([step.action]);
      });

      it(`${step.action} stays on Login when a listener cancels mkt-next-step`, async () => {
        const p = await loginWith({ userId: 'u1', loginNextStepAction: step.action, loginNextStepActionData: step.data }, { cancelNextStep: true });
        await waitUntil(() => nextStepEvents(p).length === 1, 'mkt-next-step was not announced');
        await waitUntil(() => loginButton(p).getAttribute('aria-busy') === null, 'still busy');
        expect(nextStepEvents(p)[0].defaultPrevented).to.equal(true);
        expect(p.state.$current.get()!.screen).to.equal('login');
        expect(p.state.$open.get()).to.equal(true);
      });
    }

    const navigationSteps = [
      { action: 'JUMP_TO_URL', data: { jumpUrl: 'https://www.mkt.sg/promo' }, expected: 'https://www.mkt.sg/promo' },
      { action: 'SECOND_VERIFICATION', data: { url: 'https://member.mkt.sg/user/verification', token: 'v1', tokenType: 'SMS' }, expected: 'https://member.mkt.sg/user/verification?' },
      { action: 'DELETION_COOL_CONFIRM', data: { url: 'https://www.mkt.sg/member/close-account-restore?token=d1' }, expected: 'https://www.mkt.sg/member/close-account-restore?token=d1' },
      { action: 'OAUTH_VERIFY_EMAIL_PASSWORD', data: { token: 'b1', tokenType: 'BIND' }, expected: 'https://www.mkt.sg/wow/gcp/sg/member/' },
      { action: 'OAUTH_COMPLETE_PHONE_FOR_REGISTER', data: { token: 'b2', tokenType: 'BIND' }, expected: 'https://www.mkt.sg/wow/gcp/sg/member/' },
    ];

    for (const step of navigationSteps) {
      it(`${step.action} leaves for its allow-listed URL after announcing it`, async () => {
        const navigation = interceptNavigation();
        try {
          const p = await loginWith({ userId: 'u1', loginNextStepAction: step.action, loginNextStepActionData: step.data });
          await waitUntil(() => navigation.urls.length === 1, 'no navigation');
          expect(navigation.urls[0].startsWith(step.expected), navigation.urls[0]).to.equal(true);
          expect(nextStepEvents(p).map((event) => event.detail.url)).to.deep.equal([navigation.urls[0]]);
        } finally {
          navigation.stop();
        }
      });

      it(`${step.action} does not leave when a listener cancels mkt-next-step`, async () => {
        const navigation = interceptNavigation();
        try {
          const p = await loginWith({ userId: 'u1', loginNextStepAction: step.action, loginNextStepActionData: step.data }, { cancelNextStep: true });
          await waitUntil(() => nextStepEvents(p).length === 1, 'mkt-next-step was not announced');
          await waitUntil(() => loginButton(p).getAttribute('aria-busy') === null, 'still busy');
          expect(navigation.urls).to.deep.equal([]);
          expect(p.state.$current.get()!.screen).to.equal('login');
        } finally {
          navigation.stop();
        }
      });
    }
  });

  describe('accessibility', () => {
    for (const lang of ['en', 'ur']) {
      it(`has no axe violations in ${lang}`, async () => {
        popup = await renderScreen('login', { lang });
        // The screen fades in (SPEC §2): check the colours once it has.
        await Promise.all(popup.root.getAnimations().map((animation) => animation.finished));
        await expectNoAxeViolations(popup.root);
        await actAsync(() => loginButton(popup!).click());
        await expectNoAxeViolations(popup.root);
      });
    }
  });
});
