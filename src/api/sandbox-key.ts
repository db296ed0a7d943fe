/**
 * The password key of the `sandbox` environment. The sandbox (a local reference of the server
 * contract) makes its RSA key pair when it starts and publishes the public half at
 * GET /__sandbox/config, so a page that only says `env="sandbox"` — a CMS page with tags and one
 * script, no configure() call — can still encrypt passwords (SPEC §7 encryptPassword).
 */
import { MEMBER_TIMEOUT_MS } from '../config/constants.ts';
import { isRecord, requestJson, type FetchLike } from './http.ts';

export const SANDBOX_CONFIG_PATH = '/__sandbox/config';

/** The sandbox's PEM public key at `memberHost` ('' = this page's origin); '' when it has none. */
export async function fetchSandboxPublicKey(memberHost: string, options: { fetch?: FetchLike; signal?: AbortSignal } = {}): Promise<string> {
  const body = await requestJson(`${memberHost}${SANDBOX_CONFIG_PATH}`, { method: 'GET', timeoutMs: MEMBER_TIMEOUT_MS, ...options });
  return isRecord(body) && typeof body.rsaPublicKey === 'string' ? body.rsaPublicKey : '';
}
