/**
 * The QR screen's part of the time-limit checks (the other screens:
 * test/reliability/timeouts.test.tsx): the 20-second limit (SPEC §7 gateway client default, §9
 * "Gateway timeout 20000 ms") on a fake clock, through the real api client and a server that
 * never answers the code request: a spinner at 19 999 ms, the SPEC §8 message with Refresh at
 * 20 000 ms.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { createApi } from '../../../src/api/index.ts';
import { configure, getConfig } from '../../../src/config/settings.ts';
import { en } from '../../../src/i18n/en.ts';
import { hideToast } from '../../../src/stores/toast.ts';
import { FakeClock } from '../../api/helpers.ts';
import { featureSlices } from '../../helpers/feature-calls.ts';
import { renderScreen, type ScreenHarness } from '../../helpers/popup-harness.tsx';
import { SPEC_TIMEOUT_MS, silentServer } from '../../reliability/silent-server.ts';

describe('reliability: the 20 s time limit on the QR screen, on a fake clock (SPEC §7, §9)', () => {
  let popup: ScreenHarness | undefined;
  let clock: FakeClock;
  const savedTimeout = getConfig().gatewayTimeoutMs;

  beforeEach(() => {
    clock = new FakeClock();
    // No override: the SPEC default applies.
    configure({ gatewayTimeoutMs: undefined, memberHost: '', gatewayHost: '' });
    hideToast();
  });
  afterEach(async () => {
    await popup?.close();
    popup = undefined;
    hideToast();
    configure({ gatewayTimeoutMs: savedTimeout });
  });

  it('QR code (gateway): a spinner until 20 000 ms, then the message with Refresh', async () => {
    const server = silentServer('generateQrCodeUrl');
    popup = await renderScreen('qrcode', { api: createApi({ fetch: server, clock }, await featureSlices()) });
    await waitUntil(() => server.requests.some((r) => r.url.pathname.includes('generateQrCodeUrl')), 'not sent');

    clock.tick(SPEC_TIMEOUT_MS - 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(popup.$('[part="qr-error"]')).to.equal(null);
    expect(popup.$('[data-qr-phase]')!.getAttribute('data-qr-phase')).to.equal('loading');

    clock.tick(1);
    await waitUntil(() => popup!.$('[part="qr-error"]'), 'no error at 20 s');
    expect(popup.$('[part="qr-error"] p')!.textContent).to.equal(en.networkErrorRetryLater);
    expect(popup.$('[part~="qr-rescan"]')!.textContent).to.equal(en.qrRefresh);
  });
});
