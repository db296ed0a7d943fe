// Type-level test (checked by `npm test`'s type-check): the popup controller takes QR's outcomes as
// its table declares them: Login's way into the QR screen, and the QR screen's way back to Login
// with Login's params.
import { createPopupController } from '../../../src/flows/popup-controller.ts';
import { createPopupState } from '../../../src/stores/popup.ts';
import type { PopupTransitions, ScreenParams } from '../../../src/screens/transitions.ts';

declare const table: PopupTransitions;

const go = createPopupController<PopupTransitions, ScreenParams>(table, {
  state: createPopupState(),
  announce: () => true,
  navigate: () => undefined,
}).go;

go('login', 'show-qr');
go('qrcode', 'use-password', { tab: 'password' });

// @ts-expect-error Registry's outcomes are not Login's
go('registry', 'show-qr');
// @ts-expect-error a tab that does not exist
go('qrcode', 'use-password', { tab: 'fingerprint' });
