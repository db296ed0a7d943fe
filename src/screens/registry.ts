/** Which component draws each screen of the stack (SPEC §2). */
import type { ComponentType } from 'react';
import type { ScreenName } from '../stores/popup.ts';
import { Login } from './Login/Login.tsx';
import { Registry } from './Registry/Registry.tsx';
import { Qrcode } from './Qrcode/Qrcode.tsx';
import { Verify } from './Verify/Verify.tsx';
import { PhoneCall } from './PhoneCall/PhoneCall.tsx';
import { VerifyMethodList } from './VerifyMethodList/VerifyMethodList.tsx';
import { AddPhone } from './AddPhone/AddPhone.tsx';
import { SmsUplink } from './SmsUplink/SmsUplink.tsx';
import { ForgetPassword } from './ForgetPassword/ForgetPassword.tsx';
import { ResetPassword } from './ResetPassword/ResetPassword.tsx';
import { ProfileComplete } from './ProfileComplete/ProfileComplete.tsx';
import { RestoreAccount } from './RestoreAccount/RestoreAccount.tsx';

export const SCREEN_COMPONENTS: Record<ScreenName, ComponentType> = {
  login: Login,
  registry: Registry,
  qrcode: Qrcode,
  verify: Verify,
  'phone-call': PhoneCall,
  'verify-method-list': VerifyMethodList,
  'add-phone': AddPhone,
  'sms-uplink': SmsUplink,
  'forget-password': ForgetPassword,
  'reset-password': ResetPassword,
  'profile-complete': ProfileComplete,
  'restore-account': RestoreAccount,
};
