import { expect, waitUntil } from '@open-wc/testing';
import type { SendCodeRequest } from '../../../src/api/index.ts';
import { clearChannelLists } from '../../../src/stores/channels.ts';
import { renderScreen, type ScreenHarness } from '../../helpers/popup-harness.tsx';
import { actAsync } from '../../helpers/render.tsx';

const verifyParams = { type: 'OTP_LOGIN', phone: '91234567', phonePrefixCode: '65', deliveryType: 'SMS', codeLength: 6 };
const channels = async () => ({ channels: [{ deliveryType: 'SMS' }, { deliveryType: 'WHATSAPP', text: 'Send code via WhatsApp' }, { deliveryType: 'VOICE' }] });

describe('VerifyMethodList screen (SPEC §2, §4)', () => {
  let popup: ScreenHarness | undefined;
  beforeEach(() => clearChannelLists());
  afterEach(async () => {
    await popup?.close();
    popup = undefined;
  });

  async function open(api = {}) {
    popup = await renderScreen('registry', { api: { checkSmsChannel: channels, ...api } });
    await actAsync(() => popup!.state.push('verify', verifyParams));
    await actAsync(() => popup!.state.push('verify-method-list', verifyParams));
    await waitUntil(() => popup!.$('[data-channel="VOICE"]'));
    return popup;
  }

  it('lists the other methods as buttons with icon and text, and a back button', async () => {
    await open();
    expect(popup!.$('h2')!.textContent).to.equal('Choose a verification method');
    const buttons = Array.from(popup!.root.querySelectorAll('[data-channel]'));
    expect(buttons.map((b) => b.getAttribute('data-channel'))).to.deep.equal(['WHATSAPP', 'VOICE']);
    expect(buttons.map((b) => b.textContent)).to.deep.equal(['Send code via WhatsApp', 'Send code via voice call']);
    expect(buttons.every((b) => b.querySelector('[part="icon"]'))).to.equal(true);
    await actAsync(() => popup!.$<HTMLButtonElement>('[part~="back-button"]')!.click());
    expect(popup!.state.$current.get()!.screen).to.equal('verify');
  });

  it('resends through the chosen method (isResend, scene tryAnotherWay) and returns to a fresh Verify', async () => {
    const sends: SendCodeRequest[] = [];
    await open({
      sendVerificationSms: async (request: SendCodeRequest) => {
        sends.push(request);
        return { codeLength: 6 };
      },
    });
    await actAsync(() => popup!.$<HTMLButtonElement>('[data-channel="VOICE"]')!.click());
    await waitUntil(() => popup!.state.$current.get()?.screen === 'verify');
    expect(sends).to.have.length(1);
    expect(sends[0]).to.deep.include({ isResend: true, scene: 'tryAnotherWay', deliveryType: 'VOICE', phone: '91234567' });
    const stack = popup!.state.$stack.get();
    expect(stack.map((e) => e.screen)).to.deep.equal(['registry', 'verify']);
    expect(stack[1].params).to.deep.include({ deliveryType: 'VOICE' });
  });
});
