/** Login's QR entry, and the QR screen's way back to password login (SPEC §2). */
import { push, toLogin } from '../../flows/popup-controller.ts';

export const TRANSITIONS = {
  login: { 'show-qr': push('qrcode') },
  qrcode: { 'use-password': toLogin },
} as const;
