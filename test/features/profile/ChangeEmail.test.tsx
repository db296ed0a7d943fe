import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { renderScreen, type ScreenHarness } from '../../helpers/popup-harness.tsx';
import { actAsync } from '../../helpers/render.tsx';

describe('ChangeEmail screen (SPEC §2, §5, §7)', () => {
  let popup: ScreenHarness | undefined;
  afterEach(async () => {
    await popup?.close();
    popup = undefined;
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
});
