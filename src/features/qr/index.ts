/** QR login with the mobile app (SPEC §2, §9). */
import type { FeatureManifest } from '../../kit/feature.ts';
import { QrLoginEntry } from './QrLoginEntry.tsx';

export const qrFeature = {
  screens: {
    qrcode: { load: () => import('./Qrcode/Qrcode.tsx').then((m) => m.Qrcode), title: 'qrTitle' },
  },
  transitions: () => import('./transitions.ts'),
  loginHeader: QrLoginEntry,
  api: () => import('./api.ts'),
} satisfies FeatureManifest;

declare module '../../stores/popup.ts' {
  interface ScreenParamsMap {
    qrcode: Record<never, never>;
  }
}
