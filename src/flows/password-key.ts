/**
 * Which RSA public key encrypts passwords (SPEC §7): the configured `rsaPublicKey`; in the
 * `sandbox` environment without one, the key the sandbox publishes (fetched once per page).
 * Any other environment without a key gets '' and the encryption refuses it (src/security/rsa.ts).
 */
import type { MemberConfig } from '../config/settings.ts';
import { fetchSandboxPublicKey } from '../api/sandbox-key.ts';

let sandboxKey: { host: string; key: Promise<string> } | undefined;

/** `config`: the calling element's configuration (src/context/), whose env and hosts count. */
export function passwordPublicKey(config: Pick<MemberConfig, 'rsaPublicKey' | 'env' | 'memberHost'>): Promise<string> {
  const { rsaPublicKey, env, memberHost } = config;
  if (rsaPublicKey.trim() !== '' || env !== 'sandbox') return Promise.resolve(rsaPublicKey);
  if (sandboxKey?.host !== memberHost) {
    const key = fetchSandboxPublicKey(memberHost).catch(() => {
      sandboxKey = undefined; // a later submit may reach the sandbox
      return '';
    });
    sandboxKey = { host: memberHost, key };
  }
  return sandboxKey.key;
}
