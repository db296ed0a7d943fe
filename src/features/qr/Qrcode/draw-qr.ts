/**
 * Draws the login URL as a black QR code on a QR_DISPLAY_SIZE_PX canvas (SPEC §2, §9). The
 * qrcode package is imported only here, when the QR screen first shows (byte budgets).
 */
import { QR_DISPLAY_SIZE_PX, QR_ERROR_CORRECTION_LEVEL } from '../../../config/constants.ts';

type QrLibrary = Pick<typeof import('qrcode'), 'toCanvas'>;

let library: Promise<QrLibrary> | undefined;

function loadQrLibrary(): Promise<QrLibrary> {
  // CommonJS package: depending on the bundler the functions sit on the namespace or its default.
  library ??= import('qrcode').then((mod) => ((mod as Partial<QrLibrary>).toCanvas ? mod : (mod as unknown as { default: QrLibrary }).default));
  library.catch(() => {
    library = undefined;
  });
  return library;
}

/** SPEC §5: the text does not fit in the largest code. */
export class QrDataTooLongError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('Data too long', options);
    this.name = 'QrDataTooLongError';
  }
}

const QR_COLORS = { dark: '#000000ff', light: '#ffffffff' };

/**
 * The bitmap has one pixel per device pixel of the 120 px box, so the code stays sharp on dense
 * screens. A URL with more modules than that gets the library's own larger bitmap; the screen's
 * CSS scales either into the box.
 */
export async function drawQrCode(canvas: HTMLCanvasElement, text: string): Promise<void> {
  const qr = await loadQrLibrary();
  try {
    await qr.toCanvas(canvas, text, {
      width: Math.round(QR_DISPLAY_SIZE_PX * Math.max(1, globalThis.devicePixelRatio || 1)),
      errorCorrectionLevel: QR_ERROR_CORRECTION_LEVEL,
      color: QR_COLORS,
    });
  } catch (error) {
    throw new QrDataTooLongError({ cause: error });
  }
}
