/**
 * The popup's transition table (SPEC §2 and §4): for each screen, what each outcome
 * does. The controller that runs it is src/flows/popup-controller.ts; screens call
 * `actions.go(screen, outcome, payload)` and never move the stack or the page themselves.
 */
import type { AddPhoneParams, PhoneCallParams, ProfileParams, ResetPasswordParams, SmsUplinkParams, VerifyParams } from './features.ts';
import {
  back,
  backOrClose,
  close,
  leave,
  push,
  replace,
  replacePrevious,
  toLogin,
  createPopupController,
  type ControllerDeps,
  type Move,
  type PopupController,
} from '../flows/popup-controller.ts';
import type { ScreenName } from '../stores/popup.ts';
import type { LoginTab } from './Login/login-tab-memory.ts';

/** What each screen is opened with. Params that come from a server answer are still read defensively by the screen. */
export interface ScreenParams {
  login: { tab?: LoginTab };
  registry: Record<never, never>;
  qrcode: Record<never, never>;
  verify: VerifyParams;
  'phone-call': PhoneCallParams;
  'verify-method-list': VerifyParams;
  'add-phone': AddPhoneParams;
  'sms-uplink': SmsUplinkParams;
  /** The login name typed on Login, to start from. */
  'forget-password': { loginName?: string };
  'reset-password': ResetPasswordParams;
  'profile-complete': ProfileParams;
  'restore-account': { token: string };
  'change-email': { token?: string; tokenType?: string };
  /** The signed-in account, remembered on this device once it has a passkey. */
  'passkey-offer': { userId?: string };
}

/** SPEC §4: where a code send goes on, from a screen that moves by `how`. */
function sendMoves(how: (screen: 'verify' | 'sms-uplink') => Move) {
  return {
    'code-sent': how('verify'),
    'uplink-required': how('sms-uplink'),
    // The risk step-up always stacks on top, so Back returns to the screen that sent.
    risk: push('phone-call'),
    'cooling-period': leave('REGISTER_IN_COOLING_PERIOD'),
  } as const;
}

export const POPUP_TRANSITIONS = {
  login: {
    'show-qr': push('qrcode'),
    'sign-up': push('registry'),
    'forgot-password': push('forget-password'),
    ...sendMoves(push),
  },
  registry: { 'log-in': toLogin, ...sendMoves(push) },
  'add-phone': { ...sendMoves(push) },
  qrcode: { 'use-password': toLogin },
  verify: {
    back,
    'change-number': back,
    'missing-params': backOrClose,
    'other-methods': push('verify-method-list'),
    ...sendMoves(replace),
  },
  'phone-call': { back: backOrClose, ...sendMoves(replace) },
  'verify-method-list': { back, ...sendMoves(replacePrevious) },
  'sms-uplink': { back: backOrClose },
  'forget-password': {
    back: backOrClose,
    'code-verified': replace('reset-password'),
    'second-verification': leave('SECOND_VERIFICATION'),
  },
  'reset-password': {
    back: backOrClose,
    'jump-to-url': leave('JUMP_TO_URL'),
    'deletion-cool-confirm': leave('DELETION_COOL_CONFIRM'),
    done: close('success'),
  },
  'restore-account': { back: backOrClose },
  'change-email': { sent: close('success') },
  'passkey-offer': { done: close('success') },
} as const satisfies { readonly [S in ScreenName]?: { readonly [outcome: string]: Move } };

export type PopupTransitions = typeof POPUP_TRANSITIONS;

/** The controller of one popup, running this table. */
export function createScreenController(deps: ControllerDeps): PopupController<PopupTransitions, ScreenParams> {
  return createPopupController<PopupTransitions, ScreenParams>(POPUP_TRANSITIONS, deps);
}

declare module '../kit/popup-screens.ts' {
  interface PopupScreens {
    transitions: PopupTransitions;
    params: ScreenParams;
  }
}
