/** The account-restore call (SPEC §5): cancels a pending deletion. */
import type { ApiTransport, CallOptions, LoginResult } from '../../api/index.ts';
import { readAnswer } from '../../api/answer-schemas.ts';
import { RestoreAnswerSchema } from './answer-schemas.ts';

export interface CancelDeletionResult {
  loginResponse?: LoginResult;
}

export interface RestoreCalls {
  cancelDeletion(request: { token: string }, options?: CallOptions): Promise<CancelDeletionResult>;
}

declare module '../../api/calls.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's calls to the client's type
  interface FeatureCalls extends RestoreCalls {}
}

export const apiSlice = ({ gateway }: ApiTransport): RestoreCalls => ({
  async cancelDeletion(request, { signal } = {}) {
    const data = await gateway('cancelDeletion', { token: request.token }, { method: 'POST', signal });
    return readAnswer('cancelDeletion', RestoreAnswerSchema, data);
  },
});
