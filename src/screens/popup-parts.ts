/**
 * The parts host pages can style on `<mkt-login-popup>`, forwarded with exportparts by the React
 * view and by the pre-painted Login, so `mkt-login-popup::part(dialog)` reaches both.
 */
export const POPUP_PARTS = [
  'root',
  'dialog-mask',
  'dialog',
  'dialog-title',
  'dialog-body',
  'dialog-close',
  'screen',
  'button',
  'button-label',
  'input-field',
  'input-label',
  'input-box',
  'input-prefix',
  'input',
  'input-error',
  'password-toggle',
  'otp',
  'otp-box',
  'otp-error',
  'tab-list',
  'tab',
  'tab-selected',
  'tab-panel',
  'checkbox',
  'loading',
  'tooltip',
  'icon',
  'third-party',
  'qr-code',
  'qr-instructions',
  'qr-scanned',
  'qr-error',
  'qr-rescan',
  'qr-switch-to-password',
  // The passkey button and the offer screen.
  'passkey-login',
  'passkey-offer',
];

