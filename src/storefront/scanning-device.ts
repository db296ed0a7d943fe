/**
 * Whether this device is the one that would scan a QR code (SPEC §2 Qrcode: the shopper scans the
 * code with the marketplace's mobile app): a phone shown a code to scan with itself has no way to
 * use it. A coarse pointer on a small screen, or a mobile browser (their user agents say Mobile
 * or Android).
 */
export const isScanningDevice = (): boolean =>
  // Optional chains: the build renders Login on a server (the pre-painted copy), which has neither.
  Boolean(globalThis.matchMedia?.('(pointer:coarse) and (max-width:767px)').matches) || /Mobi|Android/.test(globalThis.navigator?.userAgent ?? '');
