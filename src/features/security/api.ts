/**
 * The account-security calls (wire protocol "Account security", ours): the lists, the changes,
 * and the recent verification whose proof the sensitive changes carry. Every answer is checked
 * at the boundary; a call that needs a recent verification and has none is refused by the server
 * with PL_RECENT_VERIFICATION_REQUIRED, which the element answers with its step-up.
 */
import * as v from 'valibot';
import type { ApiTransport, CallOptions } from '../../api/index.ts';
import { readAnswer } from '../../api/answer-schemas.ts';
import { moduleOf } from '../../api/transport.ts';
import {
  passkeyRegistrationCalls,
  PasskeyRequestOptionsSchema,
  type PasskeyCredentialJSON,
  type PasskeyRegistrationCalls,
  type PasskeyRequestOptionsJSON,
} from '../../api/passkey-calls.ts';
import {
  CodeSentSchema,
  PasskeyListSchema,
  ProofSchema,
  RenamedPasskeySchema,
  SecurityAccountSchema,
  SessionListSchema,
} from './answer-schemas.ts';

export type SecurityAccount = v.InferOutput<typeof SecurityAccountSchema>;
export type AccountPasskey = v.InferOutput<typeof PasskeyListSchema>['passkeys'][number];
export type AccountSession = v.InferOutput<typeof SessionListSchema>['sessions'][number];
export type LinkableProvider = SecurityAccount['providers'][number]['provider'];
export type StepUpMethod = SecurityAccount['stepUp']['methods'][number];

/** What the shopper proved, for `securityVerifyRecent`. Passwords are RSA-encrypted before they get here. */
export type RecentVerification =
  | { method: 'password'; password: string }
  | { method: 'passkey'; credential: PasskeyCredentialJSON }
  | { method: 'otp'; code: string };

export interface SecurityCalls extends PasskeyRegistrationCalls {
  securityAccount(options?: CallOptions): Promise<SecurityAccount>;
  securityPasskeys(options?: CallOptions): Promise<AccountPasskey[]>;
  securityRenamePasskey(request: { id: string; name: string }, options?: CallOptions): Promise<AccountPasskey>;
  securityRemovePasskey(request: { id: string; proof: string }, options?: CallOptions): Promise<void>;
  /** `password` and `currentPassword` RSA-encrypted; without a current password, a proof. */
  /** With `signOutOthers`, every other session of the account ends; this one stays. */
  securityChangePassword(request: { password: string; currentPassword?: string; proof?: string; signOutOthers?: boolean }, options?: CallOptions): Promise<void>;
  securityLinkProvider(request: { oauthType: LinkableProvider; oauthCode: string; redirectUri: string; proof: string }, options?: CallOptions): Promise<void>;
  securityUnlinkProvider(request: { provider: LinkableProvider; proof: string }, options?: CallOptions): Promise<void>;
  securitySessions(options?: CallOptions): Promise<AccountSession[]>;
  securityEndSession(request: { id: string }, options?: CallOptions): Promise<void>;
  securityEndOtherSessions(request: { proof: string }, options?: CallOptions): Promise<void>;
  securityStepUpPasskeyOptions(options?: CallOptions): Promise<PasskeyRequestOptionsJSON>;
  securityStepUpSendCode(request: { deliveryType: string }, options?: CallOptions): Promise<{ countdown: number; target: string }>;
  securityVerifyRecent(request: RecentVerification, options?: CallOptions): Promise<{ proof: string; expiresAt: string }>;
}

declare module '../../api/calls.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's calls to the client's type
  interface FeatureCalls extends SecurityCalls {}
}

const PATH = '/user/api/';

export const apiSlice = (transport: ApiTransport): SecurityCalls => {
  const { member } = transport;
  const get = (name: string, signal?: AbortSignal) => moduleOf(member.get(PATH + name, { signal }));
  const post = (name: string, body: Record<string, unknown>, signal?: AbortSignal) => moduleOf(member.post(PATH + name, body, { signal }));
  return {
    ...passkeyRegistrationCalls(transport),
    async securityAccount({ signal } = {}) {
      return readAnswer('securityAccount', SecurityAccountSchema, await get('securityAccount', signal));
    },
    async securityPasskeys({ signal } = {}) {
      return readAnswer('securityPasskeys', PasskeyListSchema, await get('securityPasskeys', signal)).passkeys;
    },
    async securityRenamePasskey(request, { signal } = {}) {
      return readAnswer('securityRenamePasskey', RenamedPasskeySchema, await post('securityRenamePasskey', { ...request }, signal)).passkey;
    },
    async securityRemovePasskey(request, { signal } = {}) {
      await post('securityRemovePasskey', { ...request }, signal);
    },
    async securityChangePassword(request, { signal } = {}) {
      await post('securityChangePassword', { ...request }, signal);
    },
    async securityLinkProvider(request, { signal } = {}) {
      await post('securityLinkProvider', { ...request }, signal);
    },
    async securityUnlinkProvider(request, { signal } = {}) {
      await post('securityUnlinkProvider', { ...request }, signal);
    },
    async securitySessions({ signal } = {}) {
      return readAnswer('securitySessions', SessionListSchema, await get('securitySessions', signal)).sessions;
    },
    async securityEndSession(request, { signal } = {}) {
      await post('securityEndSession', { ...request }, signal);
    },
    async securityEndOtherSessions(request, { signal } = {}) {
      await post('securityEndOtherSessions', { ...request }, signal);
    },
    async securityStepUpPasskeyOptions({ signal } = {}) {
      return readAnswer('securityStepUpPasskeyOptions', PasskeyRequestOptionsSchema, await get('securityStepUpPasskeyOptions', signal));
    },
    async securityStepUpSendCode(request, { signal } = {}) {
      return readAnswer('securityStepUpSendCode', CodeSentSchema, await post('securityStepUpSendCode', { ...request }, signal));
    },
    async securityVerifyRecent(request, { signal } = {}) {
      return readAnswer('securityVerifyRecent', ProofSchema, await post('securityVerifyRecent', { ...request }, signal));
    },
  };
};
