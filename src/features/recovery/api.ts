/** The password-recovery feature's own calls (SPEC §5, wire protocol). */
import { readLoginResult, type ApiTransport, type CallOptions, type LoginResult } from '../../api/index.ts';
import { readAnswer } from '../../api/answer-schemas.ts';
import { moduleOf } from '../../api/transport.ts';
import { ResetApplicationSchema } from './answer-schemas.ts';

export interface ResetPasswordRequest {
  encryptPassword: string;
  token: string;
}

export interface ResetPasswordApplication {
  token: string;
  type: string;
  verifyUrl?: string;
}

export interface RecoveryCalls {
  resetPassword(request: ResetPasswordRequest, options?: CallOptions): Promise<LoginResult | undefined>;
  applyResetPasswordWithSecurity(request: { loginName: string }, options?: CallOptions): Promise<ResetPasswordApplication>;
}

declare module '../../api/calls.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's calls to the client's type
  interface FeatureCalls extends RecoveryCalls {}
}

export const apiSlice = ({ member, gateway }: ApiTransport): RecoveryCalls => ({
  async resetPassword(request, { signal } = {}) {
    const module = await moduleOf(member.post('/user/api/resetPassword', { ...request }, { signal }));
    return module === undefined || module === null ? undefined : readLoginResult(module, 'resetPassword');
  },

  async applyResetPasswordWithSecurity(request, { signal } = {}) {
    const data = await gateway('applyResetPasswordWithSecurity', { tokenType: 'RESET_PASSWORD', loginName: request.loginName }, { method: 'POST', signal });
    return readAnswer('applyResetPasswordWithSecurity', ResetApplicationSchema, data);
  },
});
