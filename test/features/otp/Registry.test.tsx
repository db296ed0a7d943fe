import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ApiError, type SendCodeRequest } from '../../../src/api/index.ts';
import { clearChannelLists } from '../../../src/stores/channels.ts';
import { $toast, hideToast } from '../../../src/stores/toast.ts';
import { renderScreen, type ScreenHarness } from '../../helpers/popup-harness.tsx';
import { actAsync } from '../../helpers/render.tsx';
import { expectNoAxeViolations } from '../../helpers/axe.ts';

const sgChannels = async () => ({
  channels: [
    { deliveryType: 'SMS', text: 'Send code via SMS' },
    { deliveryType: 'WHATSAPP', text: 'Send code via WhatsApp' },
  ],
});

describe('Registry screen (SPEC §2 Registry, §4, §5)', () => {
  let popup: ScreenHarness | undefined;
  beforeEach(() => clearChannelLists());
  afterEach(async () => {
    await popup?.close();
    popup = undefined;
    hideToast();
  });

  const channelButton = (type: string) => popup!.$<HTMLButtonElement>(`[data-channel="${type}"]`);
  const typePhone = async (digits: string) => {
    popup!.$<HTMLInputElement>('input[name="phone"]')!.focus();
    await sendKeys({ type: digits });
  };
  const tickTerms = () => actAsync(() => popup!.$<HTMLInputElement>('[part="checkbox-input"]')!.click());

  function sendingApi(sendVerificationSms: (request: SendCodeRequest) => Promise<object>, extra = {}) {
    const sends: SendCodeRequest[] = [];
    return {
      sends,
      api: {
        checkSmsChannel: sgChannels,
        validatePhone: async () => ({ isValid: true }),
        checkMsChannelLimit: async () => ({ availableChannel: ['SMS', 'WHATSAPP'] }),
        sendVerificationSms: async (request: SendCodeRequest) => {
          sends.push(request);
          return sendVerificationSms(request);
        },
        ...extra,
      },
    };
  }

  it('shows the title, the read-only +65 prefix, the terms links and one button per channel, the first primary', async () => {
    popup = await renderScreen('registry', { api: { checkSmsChannel: sgChannels, webSiteIdSupport3rd: async () => ['GOOGLE'] } });
    await waitUntil(() => channelButton('WHATSAPP'));
    expect(popup.$('h2')!.textContent).to.equal('Create your account');
    expect(popup.$('[part="input-prefix"]')!.textContent).to.equal('+65');
    expect(popup.$('[part="terms-link"]')!.getAttribute('href')).to.match(/\/terms-of-use\/$/);
    expect(popup.$('[part="privacy-link"]')!.getAttribute('href')).to.match(/\/privacy-policy\/$/);
    expect(channelButton('SMS')!.className).to.contain('mkt-button--primary');
    expect(channelButton('WHATSAPP')!.className).to.contain('mkt-button--secondary');
    expect(channelButton('WHATSAPP')!.querySelector('[data-icon="WHATSAPP"]')).to.not.equal(null);
    expect(popup.$('[part="already-have-account"]')!.textContent).to.equal('Already have an account? Log in Now');
    // Shown once, with the provider buttons.
    await waitUntil(() => popup!.$('[data-provider="GOOGLE"]'));
    expect(popup!.root.textContent!.split('Or, sign up with').length - 1).to.equal(1);
  });

  it("falls back to one 'Send code via SMS' button when the channel lookup fails", async () => {
    popup = await renderScreen('registry', { api: { checkSmsChannel: async () => Promise.reject(new ApiError('offline', 'down')) } });
    await waitUntil(() => channelButton('SMS'));
    expect(popup.root.querySelectorAll('[data-channel]')).to.have.length(1);
    expect(channelButton('SMS')!.textContent).to.equal('Send code via SMS');
  });

  it('does nothing with an empty phone, and asks for the terms before sending', async () => {
    const { api, sends } = sendingApi(async () => ({}));
    popup = await renderScreen('registry', { api });
    await waitUntil(() => channelButton('SMS'));
    await actAsync(() => channelButton('SMS')!.click());
    expect(sends).to.have.length(0);
    expect(popup.$('[part="checkbox-error"]')).to.equal(null);
    await typePhone('81234567');
    await actAsync(() => channelButton('SMS')!.click());
    expect(sends).to.have.length(0);
    const error = popup.$('[part="checkbox-error"]')!;
    expect(error.textContent).to.equal('You should agree to our Terms of Use and Privacy Policy.');
    expect(popup.$('[part="checkbox-input"]')!.getAttribute('aria-describedby')).to.equal(error.id);
  });

  it("shows 'Please enter a valid phone number.' when the validity check says no, keeping the number", async () => {
    const { api, sends } = sendingApi(async () => ({}), { validatePhone: async () => ({ isValid: false }) });
    popup = await renderScreen('registry', { api });
    await waitUntil(() => channelButton('SMS'));
    await typePhone('1234');
    await tickTerms();
    await actAsync(() => channelButton('SMS')!.click());
    await waitUntil(() => popup!.$('[part="input-error"]'));
    expect(popup.$('[part="input-error"]')!.textContent).to.equal('Please enter a valid phone number.');
    expect(popup.$<HTMLInputElement>('input[name="phone"]')!.value).to.equal('1234');
    expect(sends).to.have.length(0);
  });

  it("the server's refusal of the number is said under the phone field, without a toast, until the number is edited", async () => {
    const { api, sends } = sendingApi(() =>
      Promise.reject(new ApiError('business', 'x', { key: 'PL_USER_PHONE_INVALID', displayMessage: 'Please enter a valid phone number.' })),
    );
    popup = await renderScreen('registry', { api });
    await waitUntil(() => channelButton('SMS'));
    await typePhone('81234567');
    await tickTerms();
    await actAsync(() => channelButton('SMS')!.click());
    await waitUntil(() => popup!.$('[part="input-error"]'), 'no message under the field');
    const phone = popup.$<HTMLInputElement>('input[name="phone"]')!;
    const error = popup.$('[part="input-error"]')!;
    expect(sends).to.have.length(1);
    expect(error.textContent).to.equal('Please enter a valid phone number.');
    expect(phone.getAttribute('aria-invalid')).to.equal('true');
    expect(phone.getAttribute('aria-describedby')).to.contain(error.id);
    expect(phone.value).to.equal('81234567');
    expect($toast.get()).to.equal(null);
    expect(popup.state.$current.get()!.screen).to.equal('registry');
    phone.focus();
    await sendKeys({ press: 'Backspace' });
    await waitUntil(() => popup!.$('[part="input-error"]') === null, 'the message outlived an edit');
    expect(phone.hasAttribute('aria-invalid')).to.equal(false);
  });

  it('a failure that is about no field (the system) stays a toast and leaves the phone field alone', async () => {
    const { api } = sendingApi(() => Promise.reject(new ApiError('business', 'x', { key: 'SYSTEM_ERROR' })));
    popup = await renderScreen('registry', { api });
    await waitUntil(() => channelButton('SMS'));
    await typePhone('81234567');
    await tickTerms();
    await actAsync(() => channelButton('SMS')!.click());
    await waitUntil(() => $toast.get() !== null, 'no toast');
    expect(popup.$('[part="input-error"]')).to.equal(null);
    expect(popup.$<HTMLInputElement>('input[name="phone"]')!.hasAttribute('aria-invalid')).to.equal(false);
  });

  it('sends an OTP_REGISTER code over WhatsApp once however fast the clicks, then shows Verify', async () => {
    const { api, sends } = sendingApi(async () => ({ registered: false, codeLength: 6 }));
    popup = await renderScreen('registry', { api });
    await waitUntil(() => channelButton('WHATSAPP'));
    await typePhone('81234567');
    await tickTerms();
    await actAsync(() => {
      for (let i = 0; i < 5; i++) channelButton('WHATSAPP')!.click();
      channelButton('SMS')!.click();
    });
    await waitUntil(() => popup!.state.$current.get()?.screen === 'verify');
    expect(sends).to.have.length(1);
    expect(sends[0]).to.deep.include({ type: 'OTP_REGISTER', phone: '81234567', phonePrefixCode: '65', deliveryType: 'WHATSAPP', enablePhoneRegisterConvertLogin: true });
    expect(popup.state.$current.get()!.params).to.deep.include({ type: 'OTP_REGISTER', phone: '81234567', deliveryType: 'WHATSAPP', codeLength: 6 });
  });

  it('sending shows one loading indicator: the pressed button spins, the other waits, no overlay (issue 16)', async () => {
    const { api } = sendingApi(() => new Promise(() => undefined));
    popup = await renderScreen('registry', { api });
    await waitUntil(() => channelButton('WHATSAPP'));
    await typePhone('91234567');
    await tickTerms();
    await actAsync(() => channelButton('WHATSAPP')!.click());
    await waitUntil(() => channelButton('WHATSAPP')!.getAttribute('aria-busy') === 'true', 'the pressed button is not busy');
    const spinners = [...popup.root.querySelectorAll('[part~="spinner"], .mkt-spinner')].filter((element) => (element as HTMLElement).checkVisibility());
    expect(spinners).to.have.length(1);
    expect(channelButton('WHATSAPP')!.contains(spinners[0])).to.equal(true);
    expect(channelButton('SMS')!.disabled).to.equal(true);
    expect(popup.$('[part="loading"]')).to.equal(null);
  });

  it('PL-USER-RISK shows PhoneCall with the server texts', async () => {
    const risk = { alertTitle: 'Server title', alertSummary: 'Server summary', experimentalBucket: 0 };
    const { api } = sendingApi(async () => Promise.reject(new ApiError('business', 'risk', { key: 'PL-USER-RISK', data: risk })));
    popup = await renderScreen('registry', { api });
    await waitUntil(() => channelButton('SMS'));
    await typePhone('91230002');
    await tickTerms();
    await actAsync(() => channelButton('SMS')!.click());
    await waitUntil(() => popup!.$('[data-screen="phone-call"]'));
    expect(popup.$('h2')!.textContent).to.equal('Server title');
  });

  it("'Log in Now' goes to Login", async () => {
    popup = await renderScreen('registry', { api: { checkSmsChannel: sgChannels } });
    await actAsync(() => popup!.$<HTMLButtonElement>('[part="already-have-account"] button')!.click());
    expect(popup.state.$current.get()!.screen).to.equal('login');
  });

  for (const lang of ['en', 'ur']) {
    it(`has no axe violations in ${lang}, also with the errors shown`, async () => {
      popup = await renderScreen('registry', { lang, api: { checkSmsChannel: sgChannels } });
      await waitUntil(() => channelButton('WHATSAPP'));
      await expectNoAxeViolations(popup.root);
      await typePhone('81234567');
      await actAsync(() => channelButton('SMS')!.click());
      await waitUntil(() => popup!.$('[part="checkbox-error"]'));
      await expectNoAxeViolations(popup.root);
    });
  }
});
