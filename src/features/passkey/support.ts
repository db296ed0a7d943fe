/** Whether this browser has WebAuthn (issue 18): without it neither the passkey button nor the offer shows. */
export function passkeysSupported(): boolean {
  return typeof PublicKeyCredential === 'function' && typeof navigator.credentials?.get === 'function';
}
