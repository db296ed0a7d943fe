import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ApiError, type SendCodeRequest } from '../../../src/api/index.ts';
import type { BindPhoneRequest } from '../../../src/features/otp/api.ts';
import { $toast, hideToast } from '../../../src/stores/toast.ts';
import { clearChannelLists } from '../../../src/stores/channels.ts';
import { renderScreen, type ScreenHarness } from '../../helpers/popup-harness.tsx';
import { actAsync } from '../../helpers/render.tsx';

/** The checks before a send: the number is valid and SMS is open to it. */
const SMS_AVAILABLE = {
  checkSmsChannel: async () => ({ channels: [{ deliveryType: 'SMS' as const }] }),
  validatePhone: async () => ({ isValid: true }),
  checkMsChannelLimit: async () => ({ availableChannel: ['SMS' as const] }),
};

describe('AddPhone screen (SPEC §2 AddPhone, §4)', () => {
  let popup: ScreenHarness | undefined;
  beforeEach(() => clearChannelLists());
  afterEach(async () => {
    await popup?.close();
    popup = undefined;
    hideToast();
  });

  it('a number bound to another account is said under the phone field, not in a toast, keeping the number', async () => {
    popup = await renderScreen('add-phone', {
      params: { token: 'add-1', tokenType: 'ADD_PHONE' },
      api: {
        ...SMS_AVAILABLE,
        sendVerificationSms: () =>
          Promise.reject(new ApiError('business', 'x', { key: 'PL_USER_PHONE_ALREADY_BOUND', displayMessage: 'This phone number is already linked to another account.' })),
      },
    });
    await waitUntil(() => popup!.$('[data-channel="SMS"]'));
    const phone = popup.$<HTMLInputElement>('input[name="phone"]')!;
    phone.focus();
    await sendKeys({ type: '81234567' });
    await actAsync(() => popup!.$<HTMLButtonElement>('[data-channel="SMS"]')!.click());
    await waitUntil(() => popup!.$('[part="input-error"]'), 'no message under the field');
    const error = popup.$('[part="input-error"]')!;
    expect(error.textContent).to.equal('This phone number is already linked to another account.');
    expect(phone.getAttribute('aria-invalid')).to.equal('true');
    expect(phone.getAttribute('aria-describedby')).to.contain(error.id);
    expect(phone.value).to.equal('81234567');
    expect($toast.get()).to.equal(null);
  });

  it('shows title, description, read-only prefix and channel buttons (first primary)', async () => {
    popup = await renderScreen('add-phone', {
      params: { token: 'add-1', tokenType: 'ADD_PHONE' },
      api: { checkSmsChannel: async () => ({ channels: [{ deliveryType: 'SMS' }, { deliveryType: 'WHATSAPP' }] }) },
    });
    await waitUntil(() => popup!.$('[data-channel="WHATSAPP"]'));
    expect(popup.$('h2')!.textContent).to.equal('Add phone number');
    expect(popup.$('[part="add-phone-description"]')!.textContent).to.equal('Add a phone number to keep your account secure and log in faster.');
    expect(popup.$('[part="input-prefix"]')!.textContent).to.equal('+65');
    expect(popup.$('[data-channel="SMS"]')!.className).to.contain('mkt-button--primary');
    expect(popup.$('[data-channel="WHATSAPP"]')!.className).to.contain('mkt-button--secondary');
  });

  it('sends ADD_PHONE with the token, then the code binds the phone and the popup closes with the response', async () => {
    const sends: SendCodeRequest[] = [];
    const binds: BindPhoneRequest[] = [];
    const responses: unknown[] = [];
    popup = await renderScreen('add-phone', {
      params: { token: 'add-1', tokenType: 'ADD_PHONE' },
      api: {
        ...SMS_AVAILABLE,
        sendVerificationSms: async (request) => {
          sends.push(request);
          return { codeLength: 6 };
        },
        bindPhone: async (request) => {
          binds.push(request);
          return { userId: 'g1', loginType: 'GOOGLE', user: { id: 'g1', name: 'New Shopper' } };
        },
        currentUser: async () => ({ id: 'g1' }),
        getUser: async () => ({ id: 'g1', name: 'New Shopper' }),
      },
    });
    (popup.popupHost as HTMLElement & { onResponse?: (r: unknown) => void }).onResponse = (r) => responses.push(r);
    await waitUntil(() => popup!.$('[data-channel="SMS"]'));
    popup.$<HTMLInputElement>('input[name="phone"]')!.focus();
    await sendKeys({ type: '87654321' });
    await actAsync(() => popup!.$<HTMLButtonElement>('[data-channel="SMS"]')!.click());
    await waitUntil(() => popup!.$('[data-screen="verify"]'));
    expect(sends[0]).to.deep.include({ type: 'ADD_PHONE', token: 'add-1', tokenType: 'ADD_PHONE', phone: '87654321', phonePrefixCode: '65' });
    popup.$<HTMLInputElement>('[part="otp-box"]')!.focus();
    await sendKeys({ type: '123456' });
    await waitUntil(() => !popup!.state.$open.get());
    expect(binds[0]).to.deep.include({ phone: '87654321', code: '123456', token: 'add-1', tokenType: 'ADD_PHONE', phonePrefixCode: '65' });
    expect(responses).to.have.length(1);
    expect(popup.events.map((e) => e.type)).to.include('mkt-login-success');
  });
});
