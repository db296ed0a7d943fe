/**
 * Which RSA public key encrypts passwords (SPEC §7): the configured `rsaPublicKey`; in the
 * `sandbox` environment without one, the key the sandbox publishes (fetched once per page).
 * Any other environment without a key gets '' and the encryption refuses it (src/security/rsa.ts).
 * A key that is not a string (`configure({ rsaPublicKey: undefined })` from plain JavaScript)
 * counts as none; configure() has already named it in the console.
 */
import type { MemberConfig } from '../config/settings.ts';
import { fetchSandboxPublicKey } from '../api/sandbox-key.ts';
import { RsaError } from '../security/rsa.ts';

let sandboxKey: { host: string; key: Promise<string> } | undefined;

/**
 * `config`: the calling element's configuration (src/context/), whose env and hosts count.
 * Rejects with RsaError 'unavailable' when the sandbox's key cannot be fetched (offline, or a page
 * origin the member host refuses): a network failure, shown as one (SPEC §8), not as a broken key.
 */
export function passwordPublicKey(config: Pick<MemberConfig, 'rsaPublicKey' | 'env' | 'memberHost'>): Promise<string> {
  const { env, memberHost } = config;
  const rsaPublicKey: unknown = config.rsaPublicKey;
  const configuredKey = typeof rsaPublicKey === 'string' ? rsaPublicKey : '';
  if (configuredKey.trim() !== '' || env !== 'sandbox') return Promise.resolve(configuredKey);
  if (sandboxKey?.host !== memberHost) {
    const key = fetchSandboxPublicKey(memberHost).catch(() => {
      sandboxKey = undefined; // a later submit may reach the sandbox
      throw new RsaError('unavailable', 'The sandbox key could not be fetched.');
    });
    sandboxKey = { host: memberHost, key };
  }
  return sandboxKey.key;
}
