/**
 * The features of this build, one line each. The only file outside a feature that imports one (the
 * layer rules check it), and only its manifest: removing a feature is removing its folder and its
 * line here. src/screens/features.ts derives the popup's screens, transitions and entries from it.
 */
export { passwordFeature, PasswordLoginForm, loadPasswordLoginFlow, type PasswordLoginValues } from '../features/password/index.ts';
export { otpFeature, loadOtpLoginForm } from '../features/otp/index.ts';
export { qrFeature } from '../features/qr/index.ts';
export { recoveryFeature } from '../features/recovery/index.ts';
export { profileFeature } from '../features/profile/index.ts';
export { restoreFeature } from '../features/restore/index.ts';
export { passkeyFeature } from '../features/passkey/index.ts';
export { socialFeature } from '../features/social/index.ts';
