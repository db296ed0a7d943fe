import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ApiError } from '../../../src/api/index.ts';
import { $toast, hideToast } from '../../../src/stores/toast.ts';
import { renderScreen, type ScreenHarness } from '../../helpers/popup-harness.tsx';
import { actAsync } from '../../helpers/render.tsx';

describe('ChangeEmail screen (SPEC §2, §5, §7)', () => {
  let popup: ScreenHarness | undefined;
  afterEach(async () => {
    await popup?.close();
    popup = undefined;
    hideToast();
  });

  const emailInput = () => popup!.$<HTMLInputElement>('input[type="email"]')!;
  const submit = () => popup!.$<HTMLButtonElement>('[part~="change-email-actions"] button')!;

  it('shows the title, refuses an invalid address with a message and sends nothing', async () => {
    const sent: string[] = [];
    popup = await renderScreen('change-email', { api: { sendVerificationEmailCode: async (request) => (sent.push(request.email), {}) } });
    expect(popup.$('h2')!.textContent).to.equal('Change email');
    emailInput().focus();
    await sendKeys({ type: 'not-an-email' });
    await actAsync(() => submit().click());
    await waitUntil(() => popup!.root.textContent!.includes('Please enter a valid email address.'));
    expect(sent).to.deep.equal([]);
    expect(emailInput().value).to.equal('not-an-email');
  });

  it('sends the code to a valid address, then a right code closes the popup with success', async () => {
    const calls: string[] = [];
    popup = await renderScreen('change-email', {
      api: {
        sendVerificationEmailCode: async (request) => (calls.push(`send ${request.email}`), {}),
        verifyEmailCode: async (request) => (calls.push(`verify ${request.code}`), { token: 'v', tokenType: 'EMAIL' }),
      },
    });
    const reasons: string[] = [];
    popup.state.onClose((reason) => reasons.push(reason));
    emailInput().focus();
    await sendKeys({ type: 'siti.new@example.com' });
    await actAsync(() => submit().click());
    await waitUntil(() => popup!.$('[part="code-sent-to"]'), 'no code step');
    expect(calls).to.deep.equal(['send siti.new@example.com']);
    popup.$<HTMLInputElement>('[part~="otp-box"]')!.focus();
    await sendKeys({ type: '123456' });
    await waitUntil(() => reasons.length > 0, 'the popup did not close');
    expect(calls).to.deep.equal(['send siti.new@example.com', 'verify 123456']);
    expect(reasons).to.deep.equal(['success']);
  });

  it('an address in use is said under the e-mail field, kept until it is edited, without a toast', async () => {
    popup = await renderScreen('change-email', {
      api: {
        sendVerificationEmailCode: () =>
          Promise.reject(new ApiError('business', 'x', { key: 'PL_USER_EMAIL_ALREADY_EXIST', displayMessage: 'This email address is already in use.' })),
      },
    });
    emailInput().focus();
    await sendKeys({ type: 'siti.new@example.com' });
    await actAsync(() => submit().click());
    await waitUntil(() => popup!.$('[part="input-error"]'), 'no message under the field');
    const error = popup.$('[part="input-error"]')!;
    expect(error.textContent).to.equal('This email address is already in use.');
    expect(emailInput().getAttribute('aria-invalid')).to.equal('true');
    expect(emailInput().getAttribute('aria-describedby')).to.contain(error.id);
    expect(emailInput().value).to.equal('siti.new@example.com');
    expect($toast.get()).to.equal(null);
    await sendKeys({ press: 'Backspace' });
    await waitUntil(() => popup!.$('[part="input-error"]') === null, 'the message outlived an edit');
  });

  it('a wrong code is said at the boxes, not in a toast, and the boxes are cleared (SPEC §4)', async () => {
    popup = await renderScreen('change-email', {
      api: {
        sendVerificationEmailCode: async () => ({}),
        verifyEmailCode: () => Promise.reject(new ApiError('business', 'x', { key: 'PL_USER_VERIFY_CODE_ERROR', displayMessage: 'Wrong code.' })),
      },
    });
    emailInput().focus();
    await sendKeys({ type: 'siti.new@example.com' });
    await actAsync(() => submit().click());
    await waitUntil(() => popup!.$('[part="code-sent-to"]'), 'no code step');
    popup.$<HTMLInputElement>('[part~="otp-box"]')!.focus();
    await sendKeys({ type: '123456' });
    await waitUntil(() => popup!.$('[part="otp-error"]')!.textContent === 'Wrong code.', 'no message at the boxes');
    const boxes = [...popup.root.querySelectorAll<HTMLInputElement>('[part~="otp-box"]')];
    await waitUntil(() => boxes.map((box) => box.value).join('') === '', 'the boxes are not cleared');
    expect(popup.$('[part="otp-error"]')!.textContent).to.equal('Wrong code.');
    expect(boxes.every((box) => box.getAttribute('aria-invalid') === 'true')).to.equal(true);
    expect($toast.get()).to.equal(null);
  });
});
