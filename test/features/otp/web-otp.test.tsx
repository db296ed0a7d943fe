/**
 * Issue 18: SMS codes read automatically (WebOTP). The browser's `navigator.credentials.get` is a
 * fake that records each `{ otp }` request and its signal, and answers when the test says, so each
 * way the wait must end (resend, Back, closing, another channel) is seen as the browser sees it.
 */
import { expect, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import type { LoginResult, SendCodeRequest, VerifyPhoneCodeRequest } from '../../../src/api/index.ts';
import { RESEND_COUNTDOWN_SECONDS } from '../../../src/config/constants.ts';
import { clearChannelLists } from '../../../src/stores/channels.ts';
import { hideToast } from '../../../src/stores/toast.ts';
import { renderScreen, type ScreenHarness } from '../../helpers/popup-harness.tsx';
import { actAsync } from '../../helpers/render.tsx';

interface OtpRequest {
  options: CredentialRequestOptions & { otp?: { transport: string[] } };
  signal: AbortSignal;
  answer(code: string): void;
}

const requests: OtpRequest[] = [];
const realGet = navigator.credentials.get;
const win = window as unknown as Record<string, unknown>;
const hadOtpCredential = 'OTPCredential' in window;

function fakeWebOtp() {
  requests.length = 0;
  if (!hadOtpCredential) win.OTPCredential = function OTPCredential() {};
  navigator.credentials.get = (options?: CredentialRequestOptions) =>
    new Promise((resolve, reject) => {
      const signal = options!.signal!;
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
      requests.push({ options: options as OtpRequest['options'], signal, answer: (code) => resolve({ code, type: 'otp', id: '' } as unknown as Credential) });
    });
}

const params = { type: 'OTP_LOGIN', phone: '91234567', phonePrefixCode: '65', deliveryType: 'SMS', codeLength: 6 };
const channels = async () => ({ channels: [{ deliveryType: 'SMS' }, { deliveryType: 'VOICE' }, { deliveryType: 'WHATSAPP' }, { deliveryType: 'ZALO' }] });
const tick = () => actAsync(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('SMS codes read automatically (issue 18, WebOTP)', () => {
  let popup: ScreenHarness | undefined;
  beforeEach(() => {
    clearChannelLists();
    fakeWebOtp();
  });
  afterEach(async () => {
    await popup?.close();
    popup = undefined;
    hideToast();
    navigator.credentials.get = realGet;
    if (!hadOtpCredential) delete win.OTPCredential;
  });

  const boxes = () => Array.from(popup!.root.querySelectorAll<HTMLInputElement>('[part="otp-box"]'));

  it('asks for the SMS code on Verify, fills the boxes and submits it as typing would', async () => {
    const verified: VerifyPhoneCodeRequest[] = [];
    popup = await renderScreen('verify', {
      params,
      api: {
        checkSmsChannel: channels,
        verifyPhoneCode: async (request) => {
          verified.push(request);
          return { loginResult: { loginType: 'PHONE_OTP', userId: 'u1' } as LoginResult };
        },
        currentUser: async () => ({ id: 'u1' }),
        getUser: async () => ({ id: 'u1', name: 'Siti Tan' }),
      },
    });
    await waitUntil(() => requests.length === 1, 'an otp request');
    expect(requests[0].options.otp).to.deep.equal({ transport: ['sms'] });
    expect(boxes()[0].autocomplete).to.equal('one-time-code');
    await actAsync(() => requests[0].answer('246810'));
    await waitUntil(() => verified.length === 1, 'the code submitted');
    expect(verified[0]).to.deep.include({ code: '246810', deliveryType: 'SMS' });
  });

  for (const deliveryType of ['WHATSAPP', 'ZALO', 'VOICE']) {
    it(`makes no request for a code sent by ${deliveryType}`, async () => {
      popup = await renderScreen('verify', { params: { ...params, deliveryType }, api: { checkSmsChannel: channels } });
      await waitUntil(() => boxes().length === 6);
      await tick();
      expect(requests).to.deep.equal([]);
    });
  }

  it('Back ends the wait', async () => {
    popup = await renderScreen('registry', { api: { checkSmsChannel: channels } });
    await actAsync(() => popup!.state.push('verify', params));
    await waitUntil(() => requests.length === 1);
    await actAsync(() => popup!.$<HTMLButtonElement>('[part~="back-button"]')!.click());
    expect(popup.state.$current.get()!.screen).to.equal('registry');
    expect(requests[0].signal.aborted).to.equal(true);
  });

  it('closing the popup ends the wait', async () => {
    popup = await renderScreen('verify', { params, api: { checkSmsChannel: channels } });
    await waitUntil(() => requests.length === 1);
    popup.state.close('user');
    expect(requests[0].signal.aborted).to.equal(true);
  });

  it('another channel (the other-methods list) ends the wait', async () => {
    popup = await renderScreen('verify', { params, api: { checkSmsChannel: channels } });
    await waitUntil(() => requests.length === 1);
    await actAsync(() => popup!.state.push('verify-method-list', params));
    expect(requests[0].signal.aborted).to.equal(true);
  });

  it('a resend ends the wait for the old code and waits for the new one', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const sends: SendCodeRequest[] = [];
      popup = await renderScreen('verify', {
        params,
        api: {
          checkSmsChannel: channels,
          sendVerificationSms: async (request) => {
            sends.push(request);
            return { codeLength: 6 };
          },
        },
      });
      await actAsync(() => clock.tickAsync(RESEND_COUNTDOWN_SECONDS * 1000));
      expect(requests).to.have.length(1);
      await actAsync(() => popup!.$<HTMLButtonElement>('[part~="resend-button"]')!.click());
      await actAsync(() => clock.tickAsync(0));
      expect(sends).to.have.length(1);
      expect(requests[0].signal.aborted).to.equal(true);
      expect(requests).to.have.length(2);
      expect(requests[1].signal.aborted).to.equal(false);
    } finally {
      clock.restore();
    }
  });

  it('the forgot-password code step reads an SMS code too, and Back ends the wait', async () => {
    popup = await renderScreen('forget-password', {
      params: { loginName: '91234567' },
      api: {
        applyResetPasswordWithSecurity: async () => ({ token: 'r1', type: 'PHONE' }),
        sendVerificationSms: async () => ({ codeLength: 6 }),
      },
    });
    await waitUntil(() => popup!.$('button[type="submit"]'));
    await actAsync(() => popup!.$<HTMLButtonElement>('button[type="submit"]')!.click());
    await waitUntil(() => requests.length === 1, 'an otp request on the code step');
    expect(requests[0].options.otp).to.deep.equal({ transport: ['sms'] });
    const back = [...popup.root.querySelectorAll<HTMLButtonElement>('[part="forget-password-code"] button')].find((b) => b.textContent === 'Back' || b.getAttribute('aria-label') === 'Go back');
    await actAsync(() => back!.click());
    expect(requests[0].signal.aborted).to.equal(true);
  });
});
