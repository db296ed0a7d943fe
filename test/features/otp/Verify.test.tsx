import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { STORE_UNMOUNT_DELAY } from 'nanostores';
import sinon from 'sinon';
import { ApiError, type SendCodeRequest, type VerifyPhoneCodeRequest } from '../../../src/api/index.ts';
import { RESEND_COUNTDOWN_SECONDS } from '../../../src/config/constants.ts';
import { clearChannelLists } from '../../../src/stores/channels.ts';
import { $toast, hideToast } from '../../../src/stores/toast.ts';
import { renderScreen, type ScreenHarness } from '../../helpers/popup-harness.tsx';
import { actAsync } from '../../helpers/render.tsx';
import { expectNoAxeViolations } from '../../helpers/axe.ts';

const params = { type: 'OTP_LOGIN', phone: '91234567', phonePrefixCode: '65', deliveryType: 'SMS', codeLength: 6 };
const channels = async () => ({ channels: [{ deliveryType: 'SMS' }, { deliveryType: 'VOICE' }, { deliveryType: 'WHATSAPP' }] });
const loggedInApi = { currentUser: async () => ({ id: 'u1' }), getUser: async () => ({ id: 'u1', name: 'Siti Tan' }) };

describe('Verify screen (SPEC §2 Verify, §4)', () => {
  let popup: ScreenHarness | undefined;
  let clock: sinon.SinonFakeTimers | undefined;
  beforeEach(() => clearChannelLists());
  afterEach(async () => {
    clock?.restore();
    clock = undefined;
    await popup?.close();
    popup = undefined;
    hideToast();
  });

  const boxes = () => Array.from(popup!.root.querySelectorAll<HTMLInputElement>('[part="otp-box"]'));
  const resendButton = () => popup!.$('[part~="resend-button"]');

  describe('with a fake clock', () => {
    beforeEach(() => {
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    });
    const advance = (ms: number) => actAsync(() => clock!.tickAsync(ms));

    it(`shows the resend button only after ${RESEND_COUNTDOWN_SECONDS} s, and the ticking number is not a live region`, async () => {
      popup = await renderScreen('verify', { params, api: { checkSmsChannel: channels } });
      await advance(0);
      expect(popup.$('[part="code-sent-to"]')!.textContent).to.equal('We have sent a verification code to +65 91234567.');
      const countdown = popup.$('[part="resend-countdown"]')!;
      expect(countdown.textContent).to.contain('Resend code in');
      expect(countdown.closest('[aria-live],[role="status"],[role="alert"]')).to.equal(null);
      const status = popup.$('[role="status"]:not([part="loading"])')!;
      expect(status.textContent).to.equal('');
      await advance((RESEND_COUNTDOWN_SECONDS - 1) * 1000);
      expect(resendButton()).to.equal(null);
      expect(status.textContent).to.equal('');
      await advance(1000);
      expect(resendButton()!.textContent).to.equal('Resend code');
      expect(popup.$('[part="resend-countdown"]')).to.equal(null);
      expect(status.textContent).to.equal('Resend code');
      // The voice-call offer and the other methods come with it.
      expect(popup.$('[part~="voice-call-button"]')).to.not.equal(null);
      expect(popup.$('[part="other-methods-link"]')!.textContent).to.equal('Try other verification methods');
    });

    it('after a voice call says the code comes by a call, not that it was sent (issue 16)', async () => {
      popup = await renderScreen('verify', { params: { ...params, deliveryType: 'VOICE' }, api: { checkSmsChannel: channels } });
      await advance(0);
      expect(popup.$('[part="code-sent-to"]')!.textContent).to.equal('We are calling +65 91234567 to read you a verification code.');
    });

    it('leaves no timer behind when the popup closes', async () => {
      popup = await renderScreen('verify', { params, api: { checkSmsChannel: channels } });
      await advance(1000);
      expect(clock!.countTimers()).to.be.greaterThan(0);
      await popup.close();
      popup = undefined;
      // nanostores idles an unsubscribed store after STORE_UNMOUNT_DELAY; the countdown re-arms
      // every second, so a surviving one would still be pending after that.
      clock!.tick(STORE_UNMOUNT_DELAY);
      expect(clock!.countTimers()).to.equal(0);
    });

    it('resends after the countdown with isResend and shows a fresh Verify', async () => {
      const sends: SendCodeRequest[] = [];
      popup = await renderScreen('verify', {
        params,
        api: {
          checkSmsChannel: channels,
          sendVerificationSms: async (request) => {
            sends.push(request);
            return { codeLength: 4 };
          },
        },
      });
      await advance(RESEND_COUNTDOWN_SECONDS * 1000);
      const before = popup.state.$current.get()!.id;
      await actAsync(() => resendButton()!.click());
      await advance(0);
      expect(sends).to.have.length(1);
      expect(sends[0]).to.deep.include({ isResend: true, deliveryType: 'SMS', type: 'OTP_LOGIN', phone: '91234567' });
      const current = popup.state.$current.get()!;
      expect(current.screen).to.equal('verify');
      expect(current.id).to.not.equal(before);
      expect(current.params).to.deep.include({ codeLength: 4 });
      expect(boxes()).to.have.length(4);
      expect(resendButton()).to.equal(null);
    });
  });

  it('submits once when the last box is filled; a wrong code is said at the boxes, no toast, and the boxes are cleared (SPEC §4) until a new code', async () => {
    const requests: VerifyPhoneCodeRequest[] = [];
    popup = await renderScreen('verify', {
      params,
      api: {
        ...loggedInApi,
        checkSmsChannel: channels,
        verifyPhoneCode: async (request) => {
          requests.push(request);
          if (request.code === '654321') return { loginResult: { userId: 'u1', loginType: 'PHONE_OTP', user: { id: 'u1', name: 'Siti Tan' } } };
          throw new ApiError('business', 'wrong', { key: 'PL_USER_VERIFY_CODE_ERROR', displayMessage: 'The verification code is incorrect or has expired.' });
        },
      },
    });
    await waitUntil(() => boxes().length === 6);
    boxes()[0].focus();
    await sendKeys({ type: '123456' });
    const error = popup.$('[part="otp-error"]')!;
    await waitUntil(() => error.textContent === 'The verification code is incorrect or has expired.', 'no message at the boxes');
    expect(requests.map((r) => r.code)).to.deep.equal(['123456']);
    expect(requests[0]).to.deep.include({ code: '123456', type: 'OTP_LOGIN', phone: '91234567', phonePrefixCode: '65', deliveryType: 'SMS' });
    expect($toast.get()).to.equal(null);
    for (const box of boxes()) {
      expect(box.getAttribute('aria-invalid')).to.equal('true');
      expect(box.getAttribute('aria-describedby')).to.equal(error.id);
    }
    // SPEC §4: the code entry is cleared, the first box focused; the message stays meanwhile.
    await waitUntil(() => boxes().map((b) => b.value).join('') === '', 'the boxes are not cleared');
    await waitUntil(() => popup!.root.activeElement === boxes()[0]);
    expect(error.textContent).to.equal('The verification code is incorrect or has expired.');
    expect(popup.state.$current.get()!.screen).to.equal('verify');
    // The first digit typed starts the new code: the error goes, and the new code is sent when full.
    await sendKeys({ type: '6' });
    expect(boxes().map((b) => b.value).join('')).to.equal('6');
    expect(error.textContent).to.equal('');
    expect(boxes()[0].hasAttribute('aria-invalid')).to.equal(false);
    await sendKeys({ type: '54321' });
    await waitUntil(() => popup!.events.some((e) => e.type === 'mkt-login-success'), 'the new code did not log in');
    expect(requests.map((r) => r.code)).to.deep.equal(['123456', '654321']);
  });

  it('a network failure while checking keeps the code, without marking it wrong, and says so in a toast', async () => {
    popup = await renderScreen('verify', {
      params,
      api: { checkSmsChannel: channels, verifyPhoneCode: async () => Promise.reject(new ApiError('offline', 'down')) },
    });
    await waitUntil(() => boxes().length === 6);
    boxes()[0].focus();
    await sendKeys({ type: '123456' });
    await waitUntil(() => $toast.get() !== null, 'no toast');
    expect(boxes().map((b) => b.value).join('')).to.equal('123456');
    expect(popup.$('[part="otp-error"]')!.textContent).to.equal('');
    expect(boxes().some((b) => b.hasAttribute('aria-invalid'))).to.equal(false);
  });

  it('an unknown number on OTP login registers with the same code and finishes as a new user', async () => {
    const types: string[] = [];
    popup = await renderScreen('verify', {
      params,
      api: {
        ...loggedInApi,
        checkSmsChannel: channels,
        verifyPhoneCode: async (request) => {
          types.push(request.type);
          if (request.type === 'OTP_LOGIN') throw new ApiError('business', 'no', { key: 'PL_USER_LOGIN_PHONE_NOT_EXIST' });
          return { loginResult: { userId: 'u1', loginType: 'PHONE_OTP', user: { id: 'u1', name: 'Siti Tan' } } };
        },
      },
    });
    await waitUntil(() => boxes().length === 6);
    boxes()[0].focus();
    await sendKeys({ type: '654321' });
    await waitUntil(() => popup!.events.some((e) => e.type === 'mkt-login-success'));
    expect(types).to.deep.equal(['OTP_LOGIN', 'OTP_REGISTER']);
    const success = popup.events.find((e) => e.type === 'mkt-login-success')!;
    expect(success.detail.isNewUser).to.equal(true);
    expect(popup.state.$open.get()).to.equal(false);
  });

  it('a COMPLETE_PROFILE next step shows ProfileComplete', async () => {
    popup = await renderScreen('verify', {
      params: { ...params, type: 'OTP_REGISTER' },
      api: {
        checkSmsChannel: channels,
        verifyPhoneCode: async () => ({ loginResult: { userId: 'n1', loginNextStepAction: 'COMPLETE_PROFILE', loginNextStepActionData: { token: 'reg' } } }),
      },
    });
    await waitUntil(() => boxes().length === 6);
    boxes()[0].focus();
    await sendKeys({ type: '111111' });
    await waitUntil(() => popup!.state.$current.get()?.screen === 'profile-complete');
    expect(popup.state.$current.get()!.params).to.deep.equal({ userId: 'n1', token: 'reg' });
  });

  it('change number goes back to where the number was typed', async () => {
    popup = await renderScreen('registry', { api: { checkSmsChannel: channels } });
    await actAsync(() => popup!.state.push('verify', params));
    await waitUntil(() => popup!.$('[part="change-number-link"]'));
    await actAsync(() => popup!.$('[part="change-number-link"]')!.click());
    expect(popup.state.$current.get()!.screen).to.equal('registry');
  });

  for (const lang of ['en', 'ur']) {
    it(`has no axe violations in ${lang}`, async () => {
      popup = await renderScreen('verify', { lang, params, api: { checkSmsChannel: channels } });
      await waitUntil(() => boxes().length === 6);
      await expectNoAxeViolations(popup.root);
    });
  }
});
