/**
 * The QR screen's part of the hostile-text checks (the other places that show server text:
 * test/security/hostile-text.test.tsx): the server text of a failed code request (its
 * displayMessage) shows DOMPurify-style payloads as plain text: no element is created from them
 * and a page-level flag stays unset.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { ApiError } from '../../../src/api/index.ts';
import { clearDialogs } from '../../../src/stores/dialog.ts';
import { hideToast } from '../../../src/stores/toast.ts';
import { renderScreen, type ScreenHarness } from '../../helpers/popup-harness.tsx';
import { PAYLOADS, expectInert } from '../../helpers/hostile-payloads.ts';

describe('hostile server text on the QR screen renders as text', function () {
  this.timeout(30000);
  let popup: ScreenHarness | undefined;

  afterEach(async () => {
    await popup?.close();
    popup = undefined;
    hideToast();
    clearDialogs();
    delete window.__pwned;
  });

  it('the QR error text (server displayMessage of a failed code request)', async () => {
    for (const payload of PAYLOADS) {
      popup = await renderScreen('qrcode', {
        api: { generateQrCodeUrl: () => Promise.reject(new ApiError('business', 'refused', { key: 'SOME_ERROR', displayMessage: payload })) },
      });
      await waitUntil(() => popup!.$('[part="qr-error"]'), 'no QR error view');
      expect(popup.$('[part="qr-error"]')!.textContent).to.include(payload);
      await expectInert(popup.root, payload);
      await popup.close();
      popup = undefined;
    }
  });
});
