/**
 * Compile-time proof (run by `tsc --noEmit`, never executed): a language object that forgets a
 * key is refused by the Translation interface. If the expected error disappears, tsc reports the
 * unused `@ts-expect-error` and the type-check fails.
 */
import { en } from '../../src/i18n/en.ts';
import type { Translation } from '../../src/i18n/types.ts';

const { qrTitle: _forgotten, ...withoutQrTitle } = en;

// @ts-expect-error -- qrTitle is missing, so this is not a Translation
export const incomplete: Translation = { ...withoutQrTitle };

// @ts-expect-error -- a text function must take its values, not be a plain string
export const wrongShape: Translation = { ...en, resendCountdown: 'Resend OTP in 60s' };

// @ts-expect-error -- every delivery channel needs its label
export const missingChannel: Translation = { ...en, channelLabels: { SMS: 'Send code via SMS' } };
