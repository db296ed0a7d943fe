import { resolveContext } from '../../../src/context/element-context.ts';
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ApiError, type ApiClient, type SendCodeRequest } from '../../../src/api/index.ts';
import { $toast, hideToast } from '../../../src/stores/toast.ts';
import { setSharedApi } from '../../../src/flows/api-override.ts';
import { OtpLoginForm } from '../../../src/features/otp/OtpLoginForm.tsx';
import { PopupContext } from '../../../src/kit/popup-context.tsx';
import { adoptPopupStyles } from '../../../src/screens/popup-styles.ts';
import { clearChannelLists } from '../../../src/stores/channels.ts';
import { createPopupState, type PopupState } from '../../../src/stores/popup.ts';
import { fakeApi } from '../../helpers/popup-harness.tsx';
import { createContextStore } from '../../../src/context/context-store.ts';
import { actAsync, renderInShadow, type RenderResult } from '../../helpers/render.tsx';

/** The OTP tab as the Login screen renders it: inside a popup's context, on the login entry. */
async function renderForm(api: Partial<ApiClient>): Promise<{ view: RenderResult; state: PopupState }> {
  setSharedApi(fakeApi(api));
  const state = createPopupState();
  state.open('login');
  const host = document.createElement('div');
  const instance = { state, host, context: createContextStore(() => resolveContext()).$context, options: () => ({ hideClose: false, mode: 'popup' as const }) };
  const view = await renderInShadow(
    <PopupContext.Provider value={{ instance, entry: state.$current.get()! }}>
      <OtpLoginForm />
    </PopupContext.Provider>,
  );
  adoptPopupStyles(view.root);
  return { view, state };
}

describe('OtpLoginForm: the Login screen OTP tab (SPEC §2, §4)', () => {
  let view: RenderResult | undefined;
  let state: PopupState | undefined;
  beforeEach(() => clearChannelLists());
  afterEach(async () => {
    state?.close();
    await view?.unmount();
    view = undefined;
    setSharedApi(undefined);
    hideToast();
  });

  it('sends an OTP_LOGIN code by SMS and shows Verify; an empty phone sends nothing', async () => {
    const sends: SendCodeRequest[] = [];
    ({ view, state } = await renderForm({
      checkSmsChannel: async () => ({ channels: [{ deliveryType: 'SMS' }, { deliveryType: 'WHATSAPP' }] }),
      validatePhone: async () => ({ isValid: true }),
      checkMsChannelLimit: async () => ({ availableChannel: [] }),
      sendVerificationSms: async (request) => {
        sends.push(request);
        return { codeLength: 6, registered: true };
      },
    }));
    await waitUntil(() => view!.root.querySelector('[data-channel="SMS"]'));
    const sms = view.root.querySelector<HTMLButtonElement>('[data-channel="SMS"]')!;
    expect(view.root.querySelector('[part="input-prefix"]')!.textContent).to.equal('+65');
    expect(view.root.querySelector('label')!.textContent).to.equal('Phone number');
    await actAsync(() => sms.click());
    expect(sends).to.have.length(0);
    view.root.querySelector<HTMLInputElement>('input[name="phone"]')!.focus();
    await sendKeys({ type: '9123 4567' });
    expect(view.root.querySelector<HTMLInputElement>('input[name="phone"]')!.value).to.equal('91234567');
    await actAsync(() => sms.click());
    await waitUntil(() => state!.$current.get()?.screen === 'verify');
    expect(sends[0]).to.deep.include({ type: 'OTP_LOGIN', deliveryType: 'SMS', phone: '91234567', phonePrefixCode: '65', scene: 'operateLimitLogin' });
    expect(state.$current.get()!.params).to.deep.include({ type: 'OTP_LOGIN', phone: '91234567', deliveryType: 'SMS' });
  });

  it("the server's refusal of the number is said under the phone field, not in a toast", async () => {
    ({ view, state } = await renderForm({
      checkSmsChannel: async () => ({ channels: [{ deliveryType: 'SMS' }] }),
      validatePhone: async () => ({ isValid: true }),
      checkMsChannelLimit: async () => ({ availableChannel: ['SMS'] }),
      sendVerificationSms: () => Promise.reject(new ApiError('business', 'x', { key: 'PL_USER_PHONE_INVALID', displayMessage: 'Please enter a valid phone number.' })),
    }));
    await waitUntil(() => view!.root.querySelector('[data-channel="SMS"]'));
    const phone = view.root.querySelector<HTMLInputElement>('input[name="phone"]')!;
    phone.focus();
    await sendKeys({ type: '91234567' });
    await actAsync(() => view!.root.querySelector<HTMLButtonElement>('[data-channel="SMS"]')!.click());
    await waitUntil(() => view!.root.querySelector('[part="input-error"]'), 'no message under the field');
    expect(view.root.querySelector('[part="input-error"]')!.textContent).to.equal('Please enter a valid phone number.');
    expect(phone.getAttribute('aria-invalid')).to.equal('true');
    expect($toast.get()).to.equal(null);
    expect(state.$current.get()!.screen).to.equal('login');
  });

  it('keeps only the channels the limit check allows after it refuses one', async () => {
    const sends: SendCodeRequest[] = [];
    ({ view, state } = await renderForm({
      checkSmsChannel: async () => ({ channels: [{ deliveryType: 'SMS' }, { deliveryType: 'WHATSAPP' }] }),
      validatePhone: async () => ({ isValid: true }),
      checkMsChannelLimit: async () => ({ availableChannel: ['WHATSAPP'] }),
      sendVerificationSms: async (request) => {
        sends.push(request);
        return {};
      },
    }));
    await waitUntil(() => view!.root.querySelector('[data-channel="SMS"]'));
    view.root.querySelector<HTMLInputElement>('input[name="phone"]')!.focus();
    await sendKeys({ type: '91234567' });
    await actAsync(() => view!.root.querySelector<HTMLButtonElement>('[data-channel="SMS"]')!.click());
    await waitUntil(() => !view!.root.querySelector('[data-channel="SMS"]'));
    expect(sends).to.have.length(0);
    expect(view.root.querySelector('[data-channel="WHATSAPP"]')!.className).to.contain('mkt-button--primary');
  });
});
