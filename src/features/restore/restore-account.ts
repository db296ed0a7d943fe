/**
 * Restore an account in its closure cool-off (SPEC §2, §4, §7): the member deletion cancel with
 * the token, answering data.loginResponse. Plain TypeScript, no React.
 */
import type { Api, LoginResult } from '../../api/index.ts';
import type { Clock } from '../../api/http.ts';
import { TOAST_DEFAULT_DURATION_MS } from '../../config/constants.ts';

export type RestoreApi = Pick<Api, 'cancelDeletion'>;

export function readRestoreToken(params: Record<string, unknown>): string | undefined {
  return typeof params.token === 'string' && params.token.trim() !== '' ? params.token.trim() : undefined;
}

/**
 * Confirm: cancelDeletion({ token }). Resolves with the login the restore starts (an empty result
 * when the server sends none); a failure is thrown for the toast.
 */
export async function restoreAccount(api: RestoreApi, token: string, signal?: AbortSignal): Promise<LoginResult> {
  const answer = await api.cancelDeletion({ token }, { signal });
  return answer.loginResponse ?? {};
}

/**
 * The success view closes by itself once the toast has been read (its default duration), or
 * earlier by the user. The timer dies with the popup's signal. Returns cancel().
 */
export function scheduleRestoreClose(clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>, signal: AbortSignal, onClose: () => void): () => void {
  if (signal.aborted) return () => undefined;
  const handle = clock.setTimeout(() => {
    signal.removeEventListener('abort', cancel);
    onClose();
  }, TOAST_DEFAULT_DURATION_MS);
  function cancel() {
    clock.clearTimeout(handle);
    signal.removeEventListener('abort', cancel);
  }
  signal.addEventListener('abort', cancel);
  return cancel;
}
