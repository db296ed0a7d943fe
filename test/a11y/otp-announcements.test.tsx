/**
 * What a screen reader hears on the code screens (issue 10): a wrong code is announced (a live
 * alert region that existed before the message, aria-invalid and aria-describedby on the boxes),
 * and the 60-second resend countdown is not read out every second — no live region holds the
 * ticking number, and the live regions change only when resending becomes possible.
 */
import { expect, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import { ApiError } from '../../src/api/index.ts';
import { RESEND_COUNTDOWN_SECONDS } from '../../src/config/constants.ts';
import { en } from '../../src/i18n/en.ts';
import { clearChannelLists } from '../../src/stores/channels.ts';
import { hideToast } from '../../src/stores/toast.ts';
import { renderScreen, type ScreenHarness } from '../helpers/popup-harness.tsx';
import { actAsync } from '../helpers/render.tsx';
import { fill, press } from './screen-state-drivers.tsx';

const VERIFY_PARAMS = { type: 'OTP_LOGIN', phone: '91234567', phonePrefixCode: '65', deliveryType: 'SMS', codeLength: 6 };
const WRONG = 'The verification code is incorrect or has expired.';
/** Elements whose content changes are spoken: live regions, explicit or by role. */
const LIVE = '[aria-live]:not([aria-live="off"]), [role="alert"], [role="status"], [role="log"]';

/** Every change of text inside a live region of `root`, as the region's text after it. */
function recordLiveChanges(root: ShadowRoot): { changes: string[]; stop(): void } {
  const changes: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const node = record.target instanceof Element ? record.target : record.target.parentElement;
      const region = node?.closest(LIVE);
      // The busy overlay's own status region is not about the countdown.
      if (region && !region.matches('[part="loading"]')) changes.push(region.textContent ?? '');
    }
  });
  observer.observe(root, { subtree: true, childList: true, characterData: true });
  return { changes, stop: () => observer.disconnect() };
}

describe('code screens: errors are announced, the countdown is not', () => {
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

  const boxes = () => [...popup!.root.querySelectorAll<HTMLInputElement>('[part="otp-box"]')];

  it('Verify: a wrong code goes into an alert region that was already there, and every box is invalid and described by it', async () => {
    popup = await renderScreen('verify', {
      params: VERIFY_PARAMS,
      api: {
        checkSmsChannel: async () => ({ channels: [{ deliveryType: 'SMS' }] }),
        verifyPhoneCode: async () => {
          throw new ApiError('business', 'wrong', { key: 'PL_USER_VERIFY_CODE_ERROR', displayMessage: WRONG });
        },
      },
    });
    const alert = popup.$('[part="otp-error"]')!;
    expect(alert.getAttribute('role')).to.equal('alert');
    // In the accessibility tree before the message (display: none would take it out).
    expect(getComputedStyle(alert).display).to.not.equal('none');
    expect(alert.textContent).to.equal('');
    expect(boxes().some((box) => box.hasAttribute('aria-invalid') || box.hasAttribute('aria-describedby'))).to.equal(false);
    await fill(boxes()[0], '123456');
    await waitUntil(() => alert.textContent === WRONG, 'the error never reached the alert region');
    expect(popup.$('[part="otp-error"]')).to.equal(alert);
    for (const box of boxes()) {
      expect(box.getAttribute('aria-invalid')).to.equal('true');
      expect(box.getAttribute('aria-describedby')).to.equal(alert.id);
    }
    // Typing again takes the error away, and with it the invalid state.
    await fill(boxes()[0], '7');
    await waitUntil(() => alert.textContent === '');
    expect(boxes()[0].hasAttribute('aria-invalid')).to.equal(false);
  });

  it(`Verify: ${RESEND_COUNTDOWN_SECONDS} ticks change no live region; the end is announced once`, async () => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    popup = await renderScreen('verify', { params: VERIFY_PARAMS, api: { checkSmsChannel: async () => ({ channels: [{ deliveryType: 'SMS' }] }) } });
    await actAsync(() => clock!.tickAsync(0));
    const countdown = popup.$('[part="resend-countdown"]')!;
    expect(countdown.closest(LIVE)).to.equal(null);
    expect(countdown.querySelector(LIVE)).to.equal(null);
    const live = recordLiveChanges(popup.root);
    await actAsync(() => clock!.tickAsync((RESEND_COUNTDOWN_SECONDS - 1) * 1000));
    expect(popup.$('[part="resend-countdown"]')!.textContent).to.equal(en.resendCountdown(1));
    expect(live.changes).to.deep.equal([]);
    await actAsync(() => clock!.tickAsync(1000));
    expect(live.changes).to.deep.equal([en.resendOtp]);
    live.stop();
  });

  it('ForgetPassword: the code step countdown is a timer that is not live, and its ticks change no live region', async () => {
    popup = await renderScreen('forget-password', {
      api: {
        applyResetPasswordWithSecurity: async () => ({ token: 'apply', type: 'EMAIL' }),
        sendVerificationEmailCode: async () => ({ codeLength: 6, token: 'apply', tokenType: 'RESET_PASSWORD' }),
      },
    });
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await fill(popup.$<HTMLInputElement>('input[autocomplete~="username"]')!, 'shopper@example.com');
    await press(popup.$('button[type="submit"]'));
    await actAsync(() => clock!.tickAsync(0));
    const countdown = popup.$('[part="resend-countdown"]')!;
    expect(countdown.textContent).to.equal(en.resendCountdown(RESEND_COUNTDOWN_SECONDS));
    expect(countdown.getAttribute('role')).to.equal('timer');
    expect(countdown.closest(LIVE)).to.equal(null);
    const live = recordLiveChanges(popup.root);
    await actAsync(() => clock!.tickAsync(3000));
    expect(popup.$('[part="resend-countdown"]')!.textContent).to.equal(en.resendCountdown(RESEND_COUNTDOWN_SECONDS - 3));
    expect(live.changes).to.deep.equal([]);
    live.stop();
  });
});
