// Type-level test (checked by `npm test`'s type-check): the popup controller accepts only the
// outcomes the transition table has for a screen, and the params of the screen it shows. A
// feature's own outcomes are checked with the feature (test/features/<f>/transitions.typecheck.ts).
// A test-only screen cannot be checked here: the types name the listed features' screens alone.
import { createPopupController } from '../../src/flows/popup-controller.ts';
import { createPopupState } from '../../src/stores/popup.ts';
import type { PopupTransitions, ScreenParams } from '../../src/screens/transitions.ts';

declare const table: PopupTransitions;

const go = createPopupController<PopupTransitions, ScreenParams>(table, {
  state: createPopupState(),
  announce: () => true,
  navigate: () => undefined,
}).go;

go('login', 'sign-up');
go('registry', 'log-in', { tab: 'password' });
go('forget-password', 'second-verification', { url: '/user/verification' });
go('verify', 'other-methods', { type: 'OTP_LOGIN', phone: '91234567', phonePrefixCode: '65', deliveryType: 'SMS', codeLength: 6 });

// @ts-expect-error Login has no such outcome
go('login', 'teleport');
// @ts-expect-error Registry's outcomes are not Login's
go('registry', 'forgot-password');
// @ts-expect-error a tab that does not exist
go('registry', 'log-in', { tab: 'fingerprint' });
// @ts-expect-error Verify needs its params
go('verify', 'other-methods');
// @ts-expect-error leaving needs the URL
go('reset-password', 'jump-to-url');
