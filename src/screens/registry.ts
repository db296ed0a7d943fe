/** Which component draws each screen of the stack (SPEC §2). */
import type { ComponentType } from 'react';
import type { ScreenName } from '../stores/popup.ts';
import { Placeholder } from './Placeholder/Placeholder.tsx';

export const SCREEN_COMPONENTS: Record<ScreenName, ComponentType> = {
  login: Placeholder,
  registry: Placeholder,
  qrcode: Placeholder,
  verify: Placeholder,
  'phone-call': Placeholder,
  'verify-method-list': Placeholder,
  'add-phone': Placeholder,
  'sms-uplink': Placeholder,
  'forget-password': Placeholder,
  'reset-password': Placeholder,
  'profile-complete': Placeholder,
  'restore-account': Placeholder,
};
