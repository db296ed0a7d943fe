/** Whether this browser has WebAuthn: without it neither the passkey button nor the offer shows. */
export function passkeysSupported(): boolean {
  return typeof PublicKeyCredential === 'function' && typeof navigator.credentials?.get === 'function';
}
