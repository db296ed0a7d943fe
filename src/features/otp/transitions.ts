/** Where the code screens' outcomes lead (SPEC §2, §4), and Login's own ways into them. */
import { back, backOrClose, leave, push, replace, replacePrevious, toLogin, type Move } from '../../flows/popup-controller.ts';

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

export const TRANSITIONS = {
  login: { 'sign-up': push('registry'), ...sendMoves(push) },
  registry: { 'log-in': toLogin, ...sendMoves(push) },
  'add-phone': { ...sendMoves(push) },
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
} as const;
