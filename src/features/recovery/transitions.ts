/** Forgot password, then reset (SPEC §2, §4), from Login's "Forgot password?". */
import { backOrClose, close, leave, push, replace } from '../../flows/popup-controller.ts';

export const TRANSITIONS = {
  login: { 'forgot-password': push('forget-password') },
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
} as const;
