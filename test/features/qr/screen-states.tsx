/**
 * The QR feature's screen states for the a11y checks (test/a11y/screen-states.tsx gathers every
 * feature's through test/features/feature-states.ts): the Qrcode screen, and the QR hint the
 * feature adds to Login.
 */
import type { ApiClient } from '../../../src/api/index.ts';
import type { QrCodeUrl } from '../../../src/features/qr/api.ts';
import { QR_HINT_SHOW_DELAY_MS, QR_MIN_INTERVAL_MS } from '../../../src/config/constants.ts';
import { after, offline, pending, render, seen, type ScreenStateCase } from '../../a11y/screen-state-drivers.tsx';

function qrCode(): QrCodeUrl {
  return { expire: 20, interval: QR_MIN_INTERVAL_MS, qrLoginUrl: 'https://m.example.com/qr-login?requestId=req-1', requestId: 'req-1' };
}

/** The timed hints (SPEC §2: after 1 s, for 3 s): half a second into their showing. */
const HINT_MS = QR_HINT_SHOW_DELAY_MS + 500;

async function qrcode(lang: string, api: Partial<ApiClient>) {
  return render('qrcode', lang, { generateQrCodeUrl: async () => qrCode(), checkQrCodeStatus: async () => ({ status: 'PENDING' }), ...api });
}

export const QR_STATES: readonly ScreenStateCase[] = [
  // Login, with the QR entry's hint
  { name: 'Login', screen: 'login', state: 'hint shown', reach: async (lang) => {
    const p = await after(HINT_MS, () => render('login', lang, {}, { tab: 'password' }));
    await seen(p, '[part="tooltip"]:not([hidden])', 'QR hint');
    return p;
  } },
  // Qrcode
  { name: 'Qrcode', screen: 'qrcode', state: 'initial', reach: async (lang) => {
    const p = await qrcode(lang, {});
    await seen(p, 'canvas[part="qr-code"][data-drawn]', 'drawn QR code');
    return p;
  } },
  { name: 'Qrcode', screen: 'qrcode', state: 'busy', reach: async (lang) => {
    const p = await qrcode(lang, { generateQrCodeUrl: pending });
    await seen(p, '[data-qr-phase="loading"]', 'loading QR code');
    return p;
  } },
  { name: 'Qrcode', screen: 'qrcode', state: 'success view', reach: async (lang) => {
    const p = await qrcode(lang, { checkQrCodeStatus: async () => ({ status: 'PENDING', scanned: true }) });
    await seen(p, '[part="qr-scanned"]', 'scanned notice');
    return p;
  } },
  { name: 'Qrcode', screen: 'qrcode', state: 'server error', reach: async (lang) => {
    const p = await qrcode(lang, { generateQrCodeUrl: offline });
    await seen(p, '[part="qr-error"]', 'error view');
    return p;
  } },
  { name: 'Qrcode', screen: 'qrcode', state: 'hint shown', reach: async (lang) => {
    const p = await after(HINT_MS, () => qrcode(lang, { generateQrCodeUrl: pending }));
    await seen(p, '[part="tooltip"]:not([hidden])', 'computer tooltip');
    return p;
  } },
];
