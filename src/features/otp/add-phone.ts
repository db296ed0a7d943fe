/**
 * SPEC §4 AddPhone: after a third-party sign-up the account gets a phone. The code is sent with
 * type ADD_PHONE and the step's token; Verify then binds the number (verifyCode, type ADD_PHONE)
 * and the login finishes through the after-login router, which closes the popup with the response.
 */
import type { DeliveryChannel } from '../../config/constants.ts';
import type { SendRequest } from './otp.ts';

/** AddPhone's params, as the next-step router pushes them (JUMP_TO_ADD_PHONE). */
export interface AddPhoneParams {
  token?: string;
  tokenType?: string;
}

export function readAddPhoneParams(params: Record<string, unknown>): AddPhoneParams {
  return {
    ...(typeof params.token === 'string' ? { token: params.token } : {}),
    ...(typeof params.tokenType === 'string' ? { tokenType: params.tokenType } : {}),
  };
}

/** The send of an add-phone code (SPEC §7: type ADD_PHONE with the step's token and tokenType). */
export function addPhoneRequest(step: AddPhoneParams, input: { phone: string; phonePrefixCode: string; deliveryType: DeliveryChannel }): SendRequest {
  return { type: 'ADD_PHONE', ...input, token: step.token, tokenType: step.tokenType, innerPageSource: 'add-phone' };
}
