/**
 * Password encryption for the member calls (SPEC §7: encryptPassword = the password encrypted
 * with the RSA public key, PKCS#1 v1.5, base64). jsencrypt is loaded on first use only: the page
 * pays for it when someone submits a password, not on load.
 *
 * jsencrypt fails silently in two ways, both guarded here:
 * - given an empty or unparsable key it does not complain: it encrypts under no key or a key of
 *   its own, and the server can never decrypt. We refuse the key unless jsencrypt really loaded a
 *   modulus of at least RSA_MIN_MODULUS_BITS.
 * - too long an input makes it return `false` (which a careless caller would send as the
 *   password), and multi-byte text can be truncated without an error. We measure first.
 */

/**
 * 'unavailable': the encryption library's chunk could not be loaded (the network is down); the
 * key and the password may be fine, and the next try loads it again.
 */
export type RsaErrorCode = 'invalid-key' | 'too-long' | 'failed' | 'unavailable';

export class RsaError extends Error {
  readonly code: RsaErrorCode;

  constructor(code: RsaErrorCode, message: string) {
    super(message);
    this.name = 'RsaError';
    this.code = code;
  }
}

/** Keys shorter than this are refused as broken or unsafe. */
const RSA_MIN_MODULUS_BITS = 1024;
/** PKCS#1 v1.5 padding takes 11 bytes of the modulus (00 02, at least 8 random bytes, 00). */
const PKCS1_V15_OVERHEAD_BYTES = 11;
const BITS_PER_BYTE = 8;

/** Base64 (PEM body) or hex, the two encodings jsencrypt reads. */
const BASE64_BODY = /^[A-Za-z0-9+/]+={0,2}$/;
const HEX_BODY = /^(?:[0-9A-Fa-f]{2})+$/;
const PEM_ARMOR = /-----(?:BEGIN|END) [A-Z ]+-----/g;

interface Encryptor {
  setPublicKey(key: string): void;
  encrypt(text: string): string | false;
  getKey(): unknown;
}
type EncryptorClass = new () => Encryptor;

let encryptorClass: Promise<EncryptorClass> | null = null;

function loadEncryptor(): Promise<EncryptorClass> {
  encryptorClass ??= import('jsencrypt').then(
    (module) => (module.JSEncrypt ?? module.default) as unknown as EncryptorClass,
    (error: unknown) => {
      encryptorClass = null; // a failed chunk load may succeed on the next submit
      throw error;
    },
  );
  return encryptorClass;
}

/** The key text jsencrypt should read, or an invalid-key error before anything is loaded. */
function checkedKeyText(publicKey: unknown): string {
  if (typeof publicKey !== 'string' || publicKey.trim() === '') {
    throw new RsaError('invalid-key', 'The RSA public key is empty.');
  }
  const body = publicKey.replace(PEM_ARMOR, '').replace(/\s+/g, '');
  if (body === '' || !(BASE64_BODY.test(body) || HEX_BODY.test(body))) {
    throw new RsaError('invalid-key', 'The RSA public key is not PEM, base64 or hex.');
  }
  return publicKey.trim();
}

/** Modulus size of the key jsencrypt actually holds, 0 when it holds none. */
function loadedModulusBits(encryptor: Encryptor): number {
  const key = encryptor.getKey() as { n?: { bitLength?: () => number } | null; e?: number } | null;
  const bits = key?.n && typeof key.n.bitLength === 'function' ? key.n.bitLength() : 0;
  const exponentOk = typeof key?.e === 'number' && key.e > 1;
  return exponentOk ? bits : 0;
}

/**
 * Bytes jsencrypt puts in the padding block for `text`. It encodes each UTF-16 unit on its own:
 * the same as UTF-8 for ordinary text, 6 bytes (instead of 4) for an emoji. Counting its way is
 * never less than the UTF-8 length, so the PKCS#1 limit of keyBytes - 11 always holds.
 */
function paddedByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    bytes += unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3;
  }
  return bytes;
}

/**
 * Encrypt a password with the configured RSA public key (PEM or bare base64). Resolves to the
 * base64 ciphertext; never to `false`. Rejects with RsaError 'invalid-key', 'too-long', 'failed' or
 * 'unavailable'.
 */
export async function encryptPassword(password: string, publicKey: string): Promise<string> {
  const keyText = checkedKeyText(publicKey);
  if (typeof password !== 'string') throw new RsaError('failed', 'The password must be text.');

  let Encryptor: EncryptorClass;
  try {
    Encryptor = await loadEncryptor();
  } catch {
    throw new RsaError('unavailable', 'The encryption library could not be loaded.');
  }

  const encryptor = new Encryptor();
  try {
    encryptor.setPublicKey(keyText);
  } catch {
    throw new RsaError('invalid-key', 'The RSA public key could not be read.');
  }
  // Only now is getKey() safe: with a key set, jsencrypt returns it instead of generating one.
  const modulusBits = loadedModulusBits(encryptor);
  if (modulusBits < RSA_MIN_MODULUS_BITS) {
    throw new RsaError('invalid-key', 'The RSA public key could not be read or is too short.');
  }

  const maxBytes = Math.ceil(modulusBits / BITS_PER_BYTE) - PKCS1_V15_OVERHEAD_BYTES;
  if (paddedByteLength(password) > maxBytes) {
    throw new RsaError('too-long', `The password is too long to encrypt (at most ${maxBytes} bytes).`);
  }

  const encrypted = encryptor.encrypt(password);
  if (typeof encrypted !== 'string' || encrypted === '') {
    throw new RsaError('failed', 'The password could not be encrypted.');
  }
  return encrypted;
}
