/** Restoring an account in its deletion cool-down (SPEC §2). */
import type { FeatureManifest } from '../../kit/feature.ts';

export const restoreFeature = {
  screens: {
    'restore-account': { load: () => import('./RestoreAccount/RestoreAccount.tsx').then((m) => m.RestoreAccount), title: 'restoreTitle' },
  },
  api: () => import('./api.ts'),
} satisfies FeatureManifest;
