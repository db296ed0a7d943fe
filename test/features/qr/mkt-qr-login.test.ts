import { aTimeout, expect, waitUntil } from '@open-wc/testing';
import jsQR from 'jsqr';
import '../../../elements/mkt-qr-login.ts';
import type { MktQrLogin } from '../../../elements/mkt-qr-login.ts';
import type { QrCodeStatus } from '../../../src/features/qr/api.ts';
import { QR_MIN_INTERVAL_MS } from '../../../src/config/constants.ts';
import { setSharedApi } from '../../../src/flows/api-override.ts';
import { hideToast } from '../../../src/stores/toast.ts';
import { fakeApi } from '../../helpers/popup-harness.tsx';

const LOGIN_URL = 'https://m.example.com/qr-login?requestId=el-1';

function inner(el: MktQrLogin): ShadowRoot | null | undefined {
  return el.shadowRoot?.querySelector('mkt-popup-view')?.shadowRoot;
}

function decode(canvas: HTMLCanvasElement): string | undefined {
  const image = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(image.data, image.width, image.height)?.data;
}

describe('<mkt-qr-login> (SPEC §2 Qrcode, issue 6)', () => {
  let el: MktQrLogin | undefined;
  afterEach(() => {
    el?.remove();
    el?.remove();
    el = undefined;
    setSharedApi(undefined);
    hideToast();
  });

  function place(status: () => QrCodeStatus, counters: { polls: number }) {
    setSharedApi(
      fakeApi({
        generateQrCodeUrl: async () => ({ expire: 20, interval: QR_MIN_INTERVAL_MS, qrLoginUrl: LOGIN_URL, requestId: 'el-1' }),
        checkQrCodeStatus: async () => {
          counters.polls += 1;
          return status();
        },
        loginByQrCode: async () => ({ loginType: 'QRCODE', user: { id: '3', name: 'Siti Tan' } }),
        currentUser: async () => ({ id: '3' }),
        getUser: async () => ({ id: '3', name: 'Siti Tan' }),
      }),
    );
    const element = document.createElement('mkt-qr-login');
    const events: CustomEvent[] = [];
    for (const type of ['mkt-screen-change', 'mkt-login-success', 'mkt-close']) document.addEventListener(type, (e) => {
      if (e.target === element) events.push(e as CustomEvent);
    });
    document.body.append(element);
    el = element;
    return { element, events };
  }

  it('shows the QR code inline, without a close button or a modal dialog, and announces the qrcode screen', async () => {
    const { element, events } = place(() => ({ status: 'PENDING' }), { polls: 0 });
    await waitUntil(() => inner(element)?.querySelector('canvas[data-drawn]'), 'the code is drawn', { timeout: 5000 });
    const root = inner(element)!;
    expect(decode(root.querySelector('canvas')!)).to.equal(LOGIN_URL);
    expect(root.querySelector('[role="dialog"]')).to.equal(null);
    expect(root.querySelector('[part="dialog-close"]')).to.equal(null);
    expect(root.querySelector('[data-screen="qrcode"]')).to.not.equal(null);
    expect(events[0].type).to.equal('mkt-screen-change');
    expect(events[0].detail).to.deep.equal({ screen: 'qrcode' });
  });

  it('fires the popup events on login: mkt-login-success, then mkt-close with reason success', async () => {
    let confirmed = false;
    const { element, events } = place(() => (confirmed ? { status: 'SUCCESS', token: 'tok' } : { status: 'PENDING' }), { polls: 0 });
    const responses: unknown[] = [];
    element.onResponse = (response) => responses.push(response);
    await waitUntil(() => inner(element)?.querySelector('canvas[data-drawn]'), 'drawn', { timeout: 5000 });
    confirmed = true;
    await waitUntil(() => events.some((e) => e.type === 'mkt-close'), 'closed', { timeout: 5000 });
    const success = events.find((e) => e.type === 'mkt-login-success')!;
    expect(success.detail.loginType).to.equal('QRCODE');
    expect(success.bubbles && success.composed).to.equal(true);
    expect(events.find((e) => e.type === 'mkt-close')!.detail).to.deep.equal({ reason: 'success' });
    expect(responses).to.have.length(1);
  });

  it('stops polling the moment it leaves the page', async () => {
    const counters = { polls: 0 };
    const { element } = place(() => ({ status: 'PENDING' }), counters);
    await waitUntil(() => counters.polls >= 1, 'polling', { timeout: 5000 });
    element.remove();
    const atRemoval = counters.polls;
    await aTimeout(QR_MIN_INTERVAL_MS * 3);
    expect(counters.polls).to.equal(atRemoval);
  });

  it('moved five times while it mounts, it runs one QR login, and none once it has left (issue 20)', async () => {
    const counters = { polls: 0, codes: 0 };
    const { element } = place(() => ({ status: 'PENDING' }), counters);
    const countingApi = fakeApi({
      generateQrCodeUrl: async () => {
        counters.codes += 1;
        return { expire: 20, interval: QR_MIN_INTERVAL_MS, qrLoginUrl: LOGIN_URL, requestId: 'el-1' };
      },
      checkQrCodeStatus: async () => {
        counters.polls += 1;
        return { status: 'PENDING' };
      },
    });
    setSharedApi(countingApi);
    // A single-page app re-parents the section five times before React has even loaded.
    const parents = Array.from({ length: 5 }, () => document.body.appendChild(document.createElement('section')));
    for (const parent of parents) parent.append(element);
    await waitUntil(() => inner(element)?.querySelector('canvas[data-drawn]'), 'drawn', { timeout: 5000 });
    await aTimeout(QR_MIN_INTERVAL_MS * 3);
    expect(counters.codes).to.equal(1, 'one QR code for the one element on the page');
    const pollsWhileShown = counters.polls;
    expect(pollsWhileShown).to.be.within(2, 5, 'one poller, every 500 ms');
    element.remove();
    for (const parent of parents) parent.remove();
    const atRemoval = counters.polls;
    await aTimeout(QR_MIN_INTERVAL_MS * 4);
    expect(counters.polls).to.equal(atRemoval);
  });
});
