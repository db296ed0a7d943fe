/**
 * The features' screen states for the a11y checks (test/a11y/screen-states.tsx), one line each,
 * as src/screens/feature-list.ts lists the features: removing a feature from the tests is
 * removing its folder and its line here.
 */
export { QR_STATES } from './qr/screen-states.tsx';
export { PASSKEY_STATES } from './passkey/screen-states.tsx';
