import { expect, waitUntil } from '@open-wc/testing';
import { ApiError } from '../../../src/api/index.ts';
import type { SmsUplinkRequest } from '../../../src/features/otp/api.ts';
import { $toast, hideToast } from '../../../src/stores/toast.ts';
import { renderScreen, type ScreenHarness } from '../../helpers/popup-harness.tsx';
import { actAsync } from '../../helpers/render.tsx';

const params = {
  type: 'OTP_LOGIN',
  phone: '81234567',
  phonePrefixCode: '62',
  smsUplinkCode: 'MKT 111111',
  smsUplinkTargetPhone: '+62 811 0000 7788',
  token: 'up-1',
  tokenType: 'SMS_UPLINK',
};

describe('SmsUplink screen (SPEC §2 SmsUplink, §4, §8)', () => {
  let popup: ScreenHarness | undefined;
  afterEach(async () => {
    await popup?.close();
    popup = undefined;
    hideToast();
  });
  const confirm = () => popup!.$<HTMLButtonElement>('[part~="sms-uplink-confirm"]')!;

  it('tells the user what to send where, with one confirm button', async () => {
    popup = await renderScreen('sms-uplink', { params });
    expect(popup.$('h2')!.textContent).to.equal('Verify with an SMS from your phone');
    expect(popup.$('[part="sms-uplink-instruction"]')!.textContent).to.equal('Send an SMS with the code MKT 111111 from your phone number to +62 811 0000 7788.');
    expect(confirm().textContent).to.equal('I have sent the SMS');
  });

  it('is disabled while working and submits once however fast the clicks; login for an unknown number registers', async () => {
    const submits: SmsUplinkRequest[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    popup = await renderScreen('sms-uplink', {
      params,
      api: {
        currentUser: async () => ({ id: 'n1' }),
        getUser: async () => ({ id: 'n1' }),
        smsUplink: async (request) => {
          submits.push(request);
          await gate;
          if (request.type === 'OTP_LOGIN') throw new ApiError('business', 'no', { key: 'PL_USER_LOGIN_PHONE_NOT_EXIST' });
          return { userId: 'n1', loginType: 'PHONE_OTP' };
        },
      },
    });
    await actAsync(() => {
      for (let i = 0; i < 5; i++) confirm().click();
    });
    expect(confirm().disabled).to.equal(true);
    // The api layer loads on first use: wait for the request to go out, then count.
    await waitUntil(() => submits.length > 0);
    expect(submits).to.have.length(1);
    release();
    await waitUntil(() => popup!.events.some((e) => e.type === 'mkt-login-success'));
    expect(submits.map((s) => s.type)).to.deep.equal(['OTP_LOGIN', 'OTP_REGISTER']);
    expect(popup.events.find((e) => e.type === 'mkt-login-success')!.detail.isNewUser).to.equal(true);
  });

  it('a code that no longer matches gets a new code, then the message', async () => {
    popup = await renderScreen('sms-uplink', {
      params,
      api: {
        smsUplink: async () => Promise.reject(new ApiError('business', 'x', { key: 'PL_SMS_UPLINK_CODE_NOT_MATCHED', displayMessage: 'The SMS we received does not match the code. Please try again.' })),
        sendVerificationSms: async () => ({ token: 'up-2', tokenType: 'SMS_UPLINK', smsUplinkCode: 'MKT 222222', smsUplinkTargetPhone: '+62 811 0000 7788' }),
      },
    });
    await actAsync(() => confirm().click());
    await waitUntil(() => popup!.$('[part="sms-uplink-instruction"]')!.textContent!.includes('MKT 222222'));
    expect($toast.get()?.content).to.equal('The SMS we received does not match the code. Please try again.');
    expect(confirm().disabled).to.equal(false);
  });
});
