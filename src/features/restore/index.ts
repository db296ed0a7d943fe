/** Restoring an account in its deletion cool-down (SPEC §2). */
import type { FeatureManifest } from '../../kit/feature.ts';

export const restoreFeature = {
  screens: {
    'restore-account': { load: () => import('./RestoreAccount/RestoreAccount.tsx').then((m) => m.RestoreAccount), title: 'restoreTitle' },
  },
  transitions: () => import('./transitions.ts'),
  api: () => import('./api.ts'),
} satisfies FeatureManifest;

declare module '../../stores/popup.ts' {
  interface ScreenParamsMap {
    'restore-account': { token: string };
  }
}
