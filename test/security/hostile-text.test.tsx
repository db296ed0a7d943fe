/**
 * Issue 10: every place that shows server text (toast, dialog, PhoneCall) and every echo of user
 * input (phone / e-mail on Verify, nickname in the header) shows DOMPurify-style payloads as plain
 * text: no element is created from them and a page-level flag stays unset. A feature's own places
 * are checked with the feature (the QR error: test/features/qr/hostile-text.test.tsx).
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { alert, clearDialogs } from '../../src/stores/dialog.ts';
import { bootstrapPageSession } from '../../src/flows/page-session.ts';
import { resolveContext } from '../../src/context/element-context.ts';
import { setAnonymous, setUser } from '../../src/stores/session.ts';
import { hideToast, toast } from '../../elements/mkt-toast.ts';
import '../../elements/mkt-header-account.ts';
import { renderScreen, type ScreenHarness } from '../helpers/popup-harness.tsx';
import { PAYLOADS, expectInert } from '../helpers/hostile-payloads.ts';

const request = { type: 'OTP_LOGIN', phonePrefixCode: '65', deliveryType: 'SMS', precheck: false };

describe('hostile server text and echoed input render as text', function () {
  this.timeout(30000);
  let popup: ScreenHarness | undefined;

  afterEach(async () => {
    await popup?.close();
    popup = undefined;
    hideToast();
    clearDialogs();
    setAnonymous();
    delete window.__pwned;
  });

  it('control: the same payload through a raw sink does set the flag', async () => {
    const control = document.createElement('div');
    document.body.append(control);
    control.insertAdjacentHTML('beforeend', PAYLOADS[0].replace('src=x', 'src="data:,"'));
    await waitUntil(() => window.__pwned === 1, 'the raw sink did not run the payload', { timeout: 3000 });
    control.remove();
  });

  it('toasts (server displayMessage)', async () => {
    const element = await fixture<HTMLElement & { updateComplete: Promise<unknown> }>(html`<mkt-toast></mkt-toast>`);
    for (const payload of PAYLOADS) {
      toast(payload);
      await element.updateComplete;
      const bubble = element.shadowRoot!.querySelector('[part="toast"]')!;
      expect(bubble.textContent).to.equal(payload);
      await expectInert(element.shadowRoot!, payload);
    }
  });

  it('dialogs (title and description)', async () => {
    popup = await renderScreen('login');
    const titled = (payload: string) =>
      [...popup!.root.querySelectorAll('[part="dialog-title"]')].some((title) => title.textContent === payload);
    for (const payload of PAYLOADS) {
      void alert({ title: payload, desc: payload });
      await waitUntil(() => titled(payload), 'the alert did not show its title');
      const descriptions = [...popup.root.querySelectorAll('[part="dialog-desc"]')].map((desc) => desc.textContent);
      expect(descriptions).to.include(payload);
      await expectInert(popup.root, payload);
      clearDialogs();
      await waitUntil(() => !titled(payload), 'the alert stayed');
    }
  });

  for (const bucket of [0, 1]) {
    it(`PhoneCall texts from the risk answer (experimentalBucket ${bucket})`, async () => {
      for (const payload of PAYLOADS) {
        const risk = {
          alertTitle: payload,
          alertSummary: payload,
          cancelButtonText: payload,
          confirmButtonText: payload,
          popupTitle: payload,
          popupContent: payload,
          smsUplinkButtonText: payload,
          experimentalBucket: bucket,
          smsUplinkSupport: bucket > 0,
        };
        popup = await renderScreen('phone-call', { params: { risk, request: { ...request, phone: '91230002' } } });
        expect(popup.$('h2')!.textContent).to.equal(payload);
        expect(popup.$('[part="phone-call-content"]')!.textContent).to.equal(payload);
        await expectInert(popup.root, payload);
        await popup.close();
        popup = undefined;
      }
    });
  }

  it('the phone number or e-mail echoed on Verify', async () => {
    for (const payload of PAYLOADS) {
      popup = await renderScreen('verify', { params: { ...request, phone: payload } });
      await waitUntil(() => popup!.$('[data-screen="verify"]'));
      expect(popup.root.textContent).to.include(payload);
      await expectInert(popup.root, payload);
      await popup.close();
      popup = undefined;
    }
  });

  it("the nickname in the header's account label", async () => {
    const header = await fixture<HTMLElement>(html`<mkt-header-account region="SG"></mkt-header-account>`);
    // The header asks the server who is logged in (once per page); let that answer land first so
    // it cannot replace the user set below (other test files may have left a session cookie).
    await bootstrapPageSession(() => resolveContext());
    for (const payload of PAYLOADS) {
      setUser({ id: '1', name: payload });
      await waitUntil(() => header.shadowRoot?.querySelector('[part="account-link"]')?.textContent?.includes(payload.toUpperCase()), payload, {
        timeout: 5000,
      });
      await expectInert(header.shadowRoot!, payload);
    }
  });
});
