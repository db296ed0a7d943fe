/**
 * Draws the login URL as a black QR code on a QR_DISPLAY_SIZE_PX canvas (SPEC §2, §9). The
 * qrcode package is imported only here, when the QR screen first shows (issue 9 budgets).
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

export async function drawQrCode(canvas: HTMLCanvasElement, text: string): Promise<void> {
  const qr = await loadQrLibrary();
  try {
    await qr.toCanvas(canvas, text, {
      width: QR_DISPLAY_SIZE_PX,
      errorCorrectionLevel: QR_ERROR_CORRECTION_LEVEL,
      color: QR_COLORS,
    });
  } catch (error) {
    throw new QrDataTooLongError({ cause: error });
  }
}
