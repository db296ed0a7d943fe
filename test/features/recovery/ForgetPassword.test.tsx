import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ApiError, type ApiClient, type SendCodeRequest, type VerifyPhoneCodeRequest } from '../../../src/api/index.ts';
import { RESEND_COUNTDOWN_SECONDS } from '../../../src/config/constants.ts';
import { en } from '../../../src/i18n/en.ts';
import { $toast, hideToast } from '../../../src/stores/toast.ts';
import { renderScreen, type ScreenHarness } from '../../helpers/popup-harness.tsx';

const nameInput = (popup: ScreenHarness) => popup.$<HTMLInputElement>('input[autocomplete~="username"]')!;
const submit = (popup: ScreenHarness) => popup.$<HTMLButtonElement>('button[type="submit"]')!;
const boxes = (popup: ScreenHarness) => [...popup.root.querySelectorAll<HTMLInputElement>('[part="otp-box"]')];

function forgotApi(log: { sms: SendCodeRequest[]; verify: VerifyPhoneCodeRequest[]; apply: string[] }, overrides: Partial<ApiClient> = {}): Partial<ApiClient> {
  return {
    applyResetPasswordWithSecurity: async ({ loginName }) => {
      log.apply.push(loginName);
      return { token: 'apply', type: 'PHONE' };
    },
    sendVerificationSms: async (request) => {
      log.sms.push(request);
      return { codeLength: 6, token: 'apply', tokenType: 'RESET_PASSWORD' };
    },
    verifyPhoneCode: async (request) => {
      log.verify.push(request);
      return { verification: { token: 'verified', tokenType: 'RESET_PASSWORD' } };
    },
    ...overrides,
  };
}

async function typeName(popup: ScreenHarness, name: string) {
  nameInput(popup).focus();
  await sendKeys({ type: name });
  await waitUntil(() => nameInput(popup).value === name);
}

describe('ForgetPassword screen (SPEC §2, §4)', () => {
  let popup: ScreenHarness | undefined;
  let log: { sms: SendCodeRequest[]; verify: VerifyPhoneCodeRequest[]; apply: string[] };
  beforeEach(() => {
    hideToast();
    log = { sms: [], verify: [], apply: [] };
  });
  afterEach(async () => {
    await popup?.close();
    popup = undefined;
  });

  it('asks for the phone or e-mail with a labelled field and requires it', async () => {
    popup = await renderScreen('forget-password', { api: forgotApi(log) });
    expect(popup.$('h2')!.textContent).to.equal(en.forgetPasswordTitle);
    expect(popup.root.textContent).to.include(en.forgetPasswordDescription);
    expect(popup.$('label')!.textContent).to.equal(en.loginNameLabel);
    submit(popup).click();
    await waitUntil(() => popup!.$('[part="input-error"]'));
    expect(popup.$('[part="input-error"]')!.textContent).to.equal(en.requiredField);
    expect(nameInput(popup).getAttribute('aria-invalid')).to.equal('true');
    expect(log.apply).to.deep.equal([]);
  });

  it('sends the code once, shows where it went and the resend countdown, then a right code opens ResetPassword', async () => {
    popup = await renderScreen('forget-password', { api: forgotApi(log) });
    await typeName(popup, '91234567');
    submit(popup).click();
    submit(popup).click();
    await waitUntil(() => boxes(popup!).length === 6, 'no code step');
    expect(log.apply).to.deep.equal(['91234567']);
    expect(log.sms).to.have.length(1);
    expect(popup.root.textContent).to.include(en.codeSentTo('+65 91234567'));
    await waitUntil(() => popup!.$('[part="resend-countdown"]'), 'no resend countdown');
    expect(popup.$('[part="resend-countdown"]')!.textContent).to.equal(en.resendCountdown(RESEND_COUNTDOWN_SECONDS));
    expect(popup.$('[part~="resend"]')).to.equal(null);
    boxes(popup)[0].focus();
    await sendKeys({ type: '123456' });
    await waitUntil(() => popup!.state.$current.get()?.screen === 'reset-password', 'did not go on to ResetPassword');
    expect(popup.state.$current.get()!.params).to.deep.equal({ token: 'verified', tokenType: 'RESET_PASSWORD', loginName: '91234567' });
    expect(log.verify[0]).to.deep.include({ type: 'RESET_PASSWORD', code: '123456', phone: '91234567' });
  });

  it('a wrong code is said at the boxes, not in a toast, and the boxes are cleared (SPEC §4); the message stays until typing', async () => {
    popup = await renderScreen('forget-password', {
      api: forgotApi(log, { verifyPhoneCode: () => Promise.reject(new ApiError('business', 'x', { key: 'PL_USER_VERIFY_CODE_ERROR', displayMessage: 'Wrong code.' })) }),
    });
    await typeName(popup, '91234567');
    submit(popup).click();
    await waitUntil(() => boxes(popup!).length === 6);
    boxes(popup)[0].focus();
    await sendKeys({ type: '000000' });
    const error = popup.$('[part="otp-error"]')!;
    await waitUntil(() => error.textContent === 'Wrong code.', 'no message at the boxes');
    expect($toast.get()).to.equal(null);
    expect(boxes(popup).every((box) => box.getAttribute('aria-invalid') === 'true' && box.getAttribute('aria-describedby') === error.id)).to.equal(true);
    await waitUntil(() => boxes(popup!).map((box) => box.value).join('') === '', 'the boxes are not cleared');
    await waitUntil(() => popup!.root.activeElement === boxes(popup!)[0]);
    expect(error.textContent).to.equal('Wrong code.');
    await sendKeys({ type: '1' });
    expect(boxes(popup).map((box) => box.value).join('')).to.equal('1');
    expect(error.textContent).to.equal('');
    expect(popup.state.$current.get()!.screen).to.equal('forget-password');
  });

  for (const [name, key, message] of [
    ['91234567', 'PL_USER_PHONE_INVALID', 'Please enter a valid phone number.'],
    ['shopper@example.com', 'PL_USER_EMAIL_INVALID', 'Please enter a valid email address.'],
    ['91234567', 'PL_USER_ACCOUNT_NOT_EXIST', 'No account uses this phone number or email.'],
  ]) {
    it(`the server's ${key} is said under the login name, kept until the name is edited, without a toast`, async () => {
      popup = await renderScreen('forget-password', {
        api: forgotApi(log, {
          applyResetPasswordWithSecurity: () => Promise.reject(new ApiError('business', 'x', { key, displayMessage: message })),
        }),
      });
      await typeName(popup, name);
      submit(popup).click();
      await waitUntil(() => popup!.$('[part="input-error"]'), 'no message under the field');
      const error = popup.$('[part="input-error"]')!;
      expect(error.textContent).to.equal(message);
      expect(nameInput(popup).getAttribute('aria-invalid')).to.equal('true');
      expect(nameInput(popup).getAttribute('aria-describedby')).to.contain(error.id);
      expect(nameInput(popup).value).to.equal(name);
      expect($toast.get()).to.equal(null);
      nameInput(popup).focus();
      await sendKeys({ type: '1' });
      await waitUntil(() => popup!.$('[part="input-error"]') === null, 'the message outlived an edit');
      expect(nameInput(popup).hasAttribute('aria-invalid')).to.equal(false);
    });
  }

  it('known and unknown names show exactly the same texts', async () => {
    popup = await renderScreen('forget-password', { api: forgotApi(log) });
    await typeName(popup, '91234567');
    submit(popup).click();
    await waitUntil(() => boxes(popup!).length === 6);
    const known = popup.root.textContent!.replace('91234567', 'N');
    await popup.close();
    popup = await renderScreen('forget-password', { api: forgotApi(log) });
    await typeName(popup, '99990000');
    submit(popup).click();
    await waitUntil(() => boxes(popup!).length === 6);
    expect(popup.root.textContent!.replace('99990000', 'N')).to.equal(known);
  });

  it('a failed send keeps the login name and toasts the error', async () => {
    popup = await renderScreen('forget-password', {
      api: forgotApi(log, { applyResetPasswordWithSecurity: () => Promise.reject(new ApiError('offline', 'x')) }),
    });
    await typeName(popup, 'shopper@example.com');
    submit(popup).click();
    await waitUntil(() => $toast.get()?.content === en.networkError);
    expect(nameInput(popup).value).to.equal('shopper@example.com');
  });
});
