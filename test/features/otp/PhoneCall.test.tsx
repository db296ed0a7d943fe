import { expect, waitUntil } from '@open-wc/testing';
import type { SendCodeRequest } from '../../../src/api/index.ts';
import { renderScreen, type ScreenHarness } from '../../helpers/popup-harness.tsx';
import { actAsync } from '../../helpers/render.tsx';

const texts = {
  alertTitle: 'We need more information to verify your identity',
  alertSummary: 'For your security, we will call you with a one-time code.',
  cancelButtonText: 'Cancel',
  confirmButtonText: 'Call Now',
  popupTitle: 'Choose how to verify',
  popupContent: 'We can call you, or you can send us an SMS from your phone.',
  smsUplinkButtonText: 'Send SMS from my phone',
};
const request = { type: 'OTP_LOGIN', phone: '91230002', phonePrefixCode: '65', deliveryType: 'SMS', precheck: false };

describe('PhoneCall screen (SPEC §2 PhoneCall, risk step-up)', () => {
  let popup: ScreenHarness | undefined;
  afterEach(async () => {
    await popup?.close();
    popup = undefined;
  });
  const buttonTexts = () => Array.from(popup!.root.querySelectorAll('[part~="phone-call-choices"] button')).map((b) => b.textContent);

  it('bucket 1: the server popup texts, the call first (confirm) and SMS from phone second', async () => {
    popup = await renderScreen('phone-call', { params: { risk: { ...texts, experimentalBucket: 1, smsUplinkSupport: true }, request } });
    expect(popup.$('h2')!.textContent).to.equal('Choose how to verify');
    expect(popup.$('[part="phone-call-content"]')!.textContent).to.equal(texts.popupContent);
    expect(buttonTexts().slice(0, 2)).to.deep.equal(['Call Now', 'Send SMS from my phone']);
    expect(popup.$('[part~="phone-call-confirm"]')!.getAttribute('data-channel')).to.equal('VOICE');
  });

  it('bucket 2: the positions swapped', async () => {
    popup = await renderScreen('phone-call', { params: { risk: { ...texts, experimentalBucket: 2, smsUplinkSupport: true }, request } });
    expect(buttonTexts().slice(0, 2)).to.deep.equal(['Send SMS from my phone', 'Call Now']);
    expect(popup.$('[part~="phone-call-confirm"]')!.getAttribute('data-channel')).to.equal('SMS_UPLINK');
  });

  it('otherwise the alert texts; cancel goes back', async () => {
    popup = await renderScreen('registry');
    await actAsync(() => popup!.state.push('phone-call', { risk: { ...texts, experimentalBucket: 0, smsUplinkSupport: true }, request }));
    await waitUntil(() => popup!.$('[data-screen="phone-call"]'));
    expect(popup.$('h2')!.textContent).to.equal(texts.alertTitle);
    expect(popup.$('[part="phone-call-content"]')!.textContent).to.equal(texts.alertSummary);
    expect(popup.$('[part~="phone-call-confirm"]')!.textContent).to.equal('Call Now');
    await actAsync(() => popup!.$<HTMLButtonElement>('[part~="phone-call-cancel"]')!.click());
    expect(popup.state.$current.get()!.screen).to.equal('registry');
  });

  it('without server texts: the SPEC title and Call Now', async () => {
    popup = await renderScreen('phone-call', { params: { risk: {}, request } });
    expect(popup.$('h2')!.textContent).to.equal('We need more information to verify your identity');
    expect(popup.$('[part~="phone-call-confirm"]')!.textContent).to.equal('Call Now');
  });

  it('risk texts that are not text are left out, and the screen still renders its own words (issue 20)', async () => {
    const hostile = { alertTitle: { text: 'x' }, alertSummary: ['a'], confirmButtonText: 42, cancelButtonText: null, experimentalBucket: { n: 1 } };
    popup = await renderScreen('phone-call', { params: { risk: hostile, request } });
    expect(popup.$('h2')!.textContent).to.equal('We need more information to verify your identity');
    expect(popup.$('[part~="phone-call-confirm"]')!.textContent).to.equal('Call Now');
    expect(popup.$('[part="screen-failed"]')).to.equal(null);
  });

  it('confirm requests a voice call (no risk check) and shows Verify', async () => {
    const sends: SendCodeRequest[] = [];
    popup = await renderScreen('phone-call', {
      params: { risk: texts, request },
      api: {
        sendVerificationSms: async (r) => {
          sends.push(r);
          return { codeLength: 6 };
        },
      },
    });
    await actAsync(() => popup!.$<HTMLButtonElement>('[part~="phone-call-confirm"]')!.click());
    await waitUntil(() => popup!.state.$current.get()?.screen === 'verify');
    expect(sends).to.have.length(1);
    expect(sends[0]).to.deep.include({ deliveryType: 'VOICE', checkRisk: false, phone: '91230002', type: 'OTP_LOGIN' });
    expect(popup.state.$current.get()!.params).to.deep.include({ deliveryType: 'VOICE' });
  });

  it('the SMS-from-phone choice shows SmsUplink with the code and receiver', async () => {
    popup = await renderScreen('phone-call', {
      params: { risk: { ...texts, experimentalBucket: 1, smsUplinkSupport: true }, request },
      api: { sendVerificationSms: async () => ({ token: 'u', tokenType: 'SMS_UPLINK', smsUplinkCode: 'MKT 123456', smsUplinkTargetPhone: '+62 811 0000 7788' }) },
    });
    await actAsync(() => popup!.$<HTMLButtonElement>('[part~="phone-call-cancel"]')!.click());
    await waitUntil(() => popup!.$('[data-screen="sms-uplink"]'));
    expect(popup.$('[part="sms-uplink-instruction"]')!.textContent).to.equal('Send an SMS with the code MKT 123456 from your phone number to +62 811 0000 7788.');
  });
});
