import { aTimeout, expect, waitUntil } from '@open-wc/testing';
import jsQR from 'jsqr';
import { ApiError } from '../../../src/api/index.ts';
import type { QrCodeStatus, QrCodeUrl } from '../../../src/features/qr/api.ts';
import { QR_DISPLAY_SIZE_PX, QR_HINT_SHOW_DELAY_MS, QR_MIN_INTERVAL_MS } from '../../../src/config/constants.ts';
import { $toast, hideToast } from '../../../src/stores/toast.ts';
import { renderScreen, type ScreenHarness } from '../../helpers/popup-harness.tsx';
import { actAsync } from '../../helpers/render.tsx';

const LOGIN_URL = 'https://m.example.com/qr-login?requestId=req-1&sig=abc123';

function qrCode(n = 1, overrides: Partial<QrCodeUrl> = {}): QrCodeUrl {
  return { expire: 20, interval: QR_MIN_INTERVAL_MS, qrLoginUrl: n === 1 ? LOGIN_URL : `${LOGIN_URL}&n=${n}`, requestId: `req-${n}`, ...overrides };
}

/** Reads the drawn canvas back and decodes it, like a phone would. */
function decode(canvas: HTMLCanvasElement): string | undefined {
  const context = canvas.getContext('2d')!;
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(image.data, image.width, image.height)?.data;
}

describe('Qrcode screen (SPEC §2 Qrcode, §4 QR login)', () => {
  let popup: ScreenHarness;
  afterEach(async () => {
    await popup?.close();
    hideToast();
  });

  const canvasOf = (p: ScreenHarness) => p.$<HTMLCanvasElement>('canvas[part="qr-code"][data-drawn]');

  it('draws a black 120-pixel QR code that decodes to qrLoginUrl, with the title and the instructions', async () => {
    popup = await renderScreen('qrcode', {
      api: { generateQrCodeUrl: async () => qrCode(), checkQrCodeStatus: async () => ({ status: 'PENDING' }) },
    });
    await waitUntil(() => canvasOf(popup), 'the QR code is drawn');
    const canvas = canvasOf(popup)!;
    expect(canvas.width).to.equal(QR_DISPLAY_SIZE_PX);
    expect(canvas.height).to.equal(QR_DISPLAY_SIZE_PX);
    expect(canvas.getAttribute('aria-label')).to.equal('QR code to log in with the mobile app');
    expect(decode(canvas)).to.equal(LOGIN_URL);
    // Only pure black and white pixels.
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    const colours = new Set<string>();
    for (let i = 0; i < data.length; i += 4) colours.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
    expect([...colours].sort()).to.deep.equal(['0,0,0', '255,255,255']);

    expect(popup.$('h2')!.textContent).to.equal('Scan QR Code with the mobile app');
    const instructions = popup.$('[part="qr-instructions"]')!;
    expect(instructions.querySelector('b')!.textContent).to.equal('mobile app');
    expect(instructions.querySelector('span.mkt-hl-red')).to.not.equal(null);
    expect(instructions.querySelector('span.mkt-hl-blue')).to.not.equal(null);
  });

  it('after the scan says so, and after the confirm logs in, closes and shows the success notice', async () => {
    let polls = 0;
    const exchanged: string[] = [];
    popup = await renderScreen('qrcode', {
      api: {
        generateQrCodeUrl: async () => qrCode(),
        checkQrCodeStatus: async (): Promise<QrCodeStatus> => {
          polls += 1;
          if (polls === 1) return { status: 'PENDING', scanned: true };
          return { status: 'SUCCESS', scanned: true, token: 'qr-token' };
        },
        loginByQrCode: async ({ token }) => (exchanged.push(token), { loginType: 'QRCODE', user: { id: '9', name: 'Siti Tan' } }),
        currentUser: async () => ({ id: '9' }),
        getUser: async () => ({ id: '9', name: 'Siti Tan' }),
      },
    });
    await waitUntil(() => popup.$('[part="qr-scanned"]'), 'the scan is reported', { timeout: 3000 });
    expect(popup.$('[part="qr-scanned"]')!.textContent).to.equal('Please finish logging in on your mobile phone.');
    await waitUntil(() => popup.events.some((e) => e.type === 'mkt-login-success'), 'logged in', { timeout: 3000 });
    expect(exchanged).to.deep.equal(['qr-token']);
    expect(popup.state.$open.get()).to.equal(false);
    await waitUntil(() => $toast.get()?.content === 'You are logged in');
  });

  it('shows the error view when no code can be fetched, and Refresh fetches a new one', async () => {
    let attempts = 0;
    popup = await renderScreen('qrcode', {
      api: {
        generateQrCodeUrl: async () => {
          attempts += 1;
          if (attempts === 1) throw new ApiError('offline', 'Failed to fetch');
          return qrCode(2);
        },
        checkQrCodeStatus: async () => ({ status: 'PENDING' }),
      },
    });
    await waitUntil(() => popup.$('[part="qr-error"]'));
    const error = popup.$('[part="qr-error"]')!;
    expect(error.getAttribute('role')).to.equal('alert');
    expect(error.textContent).to.contain('Network Error');
    expect(error.textContent).to.contain('Please check your connection and try again.');
    await actAsync(() => popup.$<HTMLButtonElement>('[part~="qr-rescan"]')!.click());
    await waitUntil(() => canvasOf(popup));
    expect(decode(canvasOf(popup)!)).to.equal(`${LOGIN_URL}&n=2`);
    expect(popup.$('[part="qr-error"]')).to.equal(null);
  });

  it('a 2,000-character login URL draws a code that still fits its 120-pixel box and decodes (issue 20)', async () => {
    const longUrl = `${LOGIN_URL}&pad=${'x'.repeat(2000 - LOGIN_URL.length - 5)}`;
    expect(longUrl).to.have.length(2000);
    popup = await renderScreen('qrcode', {
      api: { generateQrCodeUrl: async () => qrCode(1, { qrLoginUrl: longUrl }), checkQrCodeStatus: async () => ({ status: 'PENDING' }) },
    });
    await waitUntil(() => canvasOf(popup), 'the QR code is drawn');
    const canvas = canvasOf(popup)!;
    const box = canvas.getBoundingClientRect();
    expect([box.width, box.height]).to.deep.equal([QR_DISPLAY_SIZE_PX, QR_DISPLAY_SIZE_PX]);
    const frame = popup.$('.mkt-qr__frame')!.getBoundingClientRect();
    expect(box.left >= frame.left && box.right <= frame.right, 'inside its frame').to.equal(true);
    expect(canvas.width, 'more modules than pixels: a larger bitmap, scaled into the box').to.be.greaterThan(QR_DISPLAY_SIZE_PX);
    expect(decode(canvas)).to.equal(longUrl);
    expect(popup.$('[part="qr-error"]')).to.equal(null);
  });

  it("a text too long for any QR code shows 'Data too long' as an error view", async () => {
    popup = await renderScreen('qrcode', {
      api: {
        generateQrCodeUrl: async () => qrCode(1, { qrLoginUrl: `https://m.example.com/${'x'.repeat(4000)}` }),
        checkQrCodeStatus: async () => ({ status: 'PENDING' }),
      },
    });
    await waitUntil(() => popup.$('[part="qr-error"]'));
    expect(popup.$('[part="qr-error"]')!.textContent).to.contain('Data too long');
  });

  it('the computer icon switches to password Login and stops polling', async () => {
    let polls = 0;
    popup = await renderScreen('qrcode', {
      api: {
        generateQrCodeUrl: async () => qrCode(),
        checkQrCodeStatus: async () => (polls++, { status: 'PENDING' }),
      },
    });
    await waitUntil(() => canvasOf(popup));
    const computer = popup.$<HTMLButtonElement>('[part="qr-switch-to-password"]')!;
    expect(computer.getAttribute('aria-label')).to.equal('Log in with password on this computer');
    await actAsync(() => computer.click());
    await waitUntil(() => popup.$('[data-screen="login"]'));
    const before = polls;
    await aTimeout(QR_MIN_INTERVAL_MS * 3);
    expect(polls).to.equal(before);
  });

  it('the computer tooltip appears after 1 s', async () => {
    popup = await renderScreen('qrcode', {
      api: { generateQrCodeUrl: async () => qrCode(), checkQrCodeStatus: async () => ({ status: 'PENDING' }) },
    });
    const visibleTooltip = () => [...popup.root.querySelectorAll('[role="tooltip"]')].find((el) => el.textContent === 'Log in with password on this computer' && !(el as HTMLElement).hidden);
    expect(visibleTooltip() === undefined, 'hidden at first').to.equal(true);
    await waitUntil(visibleTooltip, 'the hint shows', { timeout: QR_HINT_SHOW_DELAY_MS * 3 });
  });

  it('a poll error shows the Network Error toast and refreshes the code', async () => {
    let codes = 0;
    popup = await renderScreen('qrcode', {
      api: {
        generateQrCodeUrl: async () => qrCode(++codes),
        checkQrCodeStatus: async ({ requestId }) => {
          if (requestId === 'req-1') throw new ApiError('offline', 'Failed to fetch');
          return { status: 'PENDING' };
        },
      },
    });
    await waitUntil(() => $toast.get()?.content === 'Network Error', 'toast', { timeout: 3000 });
    await waitUntil(() => codes === 2);
  });

  it('closing the popup stops polling: no request afterwards', async () => {
    let polls = 0;
    popup = await renderScreen('qrcode', {
      api: {
        generateQrCodeUrl: async () => qrCode(),
        checkQrCodeStatus: async () => (polls++, { status: 'PENDING' }),
      },
    });
    await waitUntil(() => polls >= 1, 'first poll', { timeout: 3000 });
    await actAsync(() => popup.state.close('user'));
    const atClose = polls;
    await aTimeout(QR_MIN_INTERVAL_MS * 3);
    expect(polls).to.equal(atClose);
  });
});
