/** Codes to a phone (SPEC §2, §4): the OTP tab of Login, sign-up, verify, the channel list, the risk call, SMS uplink and adding a phone after a third-party login. */
import type { PhoneCallParams, SmsUplinkParams, VerifyParams } from './otp.ts';
import type { AddPhoneParams } from './add-phone.ts';
import type { FeatureManifest } from '../../kit/feature.ts';

export const otpFeature = {
  screens: {
    registry: { load: () => import('./Registry/Registry.tsx').then((m) => m.Registry), title: 'registryTitle' },
    verify: { load: () => import('./Verify/Verify.tsx').then((m) => m.Verify), title: 'verifyTitle' },
    'phone-call': { load: () => import('./PhoneCall/PhoneCall.tsx').then((m) => m.PhoneCall), title: 'phoneCallTitle' },
    'verify-method-list': { load: () => import('./VerifyMethodList/VerifyMethodList.tsx').then((m) => m.VerifyMethodList), title: 'verifyMethodListTitle' },
    'add-phone': { load: () => import('./AddPhone/AddPhone.tsx').then((m) => m.AddPhone), title: 'addPhoneTitle' },
    'sms-uplink': { load: () => import('./SmsUplink/SmsUplink.tsx').then((m) => m.SmsUplink), title: 'smsUplinkTitle' },
  },
  transitions: () => import('./transitions.ts'),
  api: () => import('./api.ts'),
} satisfies FeatureManifest;

/** Login's OTP tab, loaded when the tab is first shown (first open = the Password tab). */
export const loadOtpLoginForm = () => import('./OtpLoginForm.tsx').then((m) => m.OtpLoginForm);

export type { PhoneCallParams, SmsUplinkParams, VerifyParams } from './otp.ts';
export type { AddPhoneParams } from './add-phone.ts';

declare module '../../stores/popup.ts' {
  interface ScreenParamsMap {
    registry: Record<never, never>;
    verify: VerifyParams;
    'phone-call': PhoneCallParams;
    'verify-method-list': VerifyParams;
    'add-phone': AddPhoneParams;
    'sms-uplink': SmsUplinkParams;
  }
}
