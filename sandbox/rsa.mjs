// The RSA pair the widget encrypts passwords with (SPEC §7: encryptPassword). Node's crypto
// makes the pair quickly; node-forge decrypts, because Node 20 refuses PKCS#1 v1.5 private
// decryption (CVE-2023-46809) and the widget's encryption library only speaks PKCS#1 v1.5.
import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

const RSA_BITS = 2048;

/**
 * @returns {{ publicKeyPem: string, decryptPassword(base64: string): string | undefined }}
 */
export function createRsaKeys() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: RSA_BITS,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  const forgeKey = forge.pki.privateKeyFromPem(privateKey);
  return {
    publicKeyPem: publicKey,
    /** The plain password, or undefined when the text is not ours (bad base64, wrong key, padding). */
    decryptPassword(base64) {
      if (typeof base64 !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64.trim())) return undefined;
      try {
        const bytes = forge.util.decode64(base64.trim());
        return forge.util.decodeUtf8(forgeKey.decrypt(bytes, 'RSAES-PKCS1-V1_5'));
      } catch {
        return undefined;
      }
    },
  };
}
