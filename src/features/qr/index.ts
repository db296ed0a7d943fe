/** QR login with the mobile app (SPEC §2, §9). */
import type { FeatureManifest } from '../../kit/feature.ts';

export const qrFeature = {
  screens: {
    qrcode: { load: () => import('./Qrcode/Qrcode.tsx').then((m) => m.Qrcode), title: 'qrTitle' },
  },
  api: () => import('./api.ts'),
} satisfies FeatureManifest;
