import { expect } from '@open-wc/testing';
import { encryptPassword, RsaError } from '../../src/security/rsa.ts';

interface KeyPair {
  pem: string;
  base64: string;
  privateJwk: JsonWebKey;
}

/** A real key pair from WebCrypto: its SPKI export is an ordinary RSA public key for jsencrypt. */
async function makeKeyPair(modulusLength = 2048): Promise<KeyPair> {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const base64 = btoa(String.fromCharCode(...spki));
  const pem = `-----BEGIN PUBLIC KEY-----\n${base64.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----\n`;
  return { pem, base64, privateJwk: await crypto.subtle.exportKey('jwk', pair.privateKey) };
}

function bytesToBigInt(bytes: Uint8Array): bigint {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return BigInt(`0x${hex || '0'}`);
}

function base64ToBytes(base64: string): Uint8Array {
  const normal = base64.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(normal + '='.repeat((4 - (normal.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

/** Textbook RSA private operation + PKCS#1 v1.5 unpadding: what the server does. */
function decrypt(ciphertext: string, jwk: JsonWebKey): Uint8Array {
  const nBytes = base64ToBytes(jwk.n!);
  const n = bytesToBigInt(nBytes);
  const d = bytesToBigInt(base64ToBytes(jwk.d!));
  let m = modPow(bytesToBigInt(base64ToBytes(ciphertext)), d, n);
  const block = new Uint8Array(nBytes.length);
  for (let i = block.length - 1; i >= 0; i--) {
    block[i] = Number(m & 0xffn);
    m >>= 8n;
  }
  expect(block[0], 'leading zero').to.equal(0);
  expect(block[1], 'block type 2').to.equal(2);
  const separator = block.indexOf(0, 2);
  expect(separator, 'at least 8 random padding bytes').to.be.greaterThanOrEqual(10);
  for (let i = 2; i < separator; i++) expect(block[i]).to.not.equal(0);
  return block.slice(separator + 1);
}

async function rejection(promise: Promise<unknown>): Promise<RsaError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(RsaError);
    return error as RsaError;
  }
  throw new Error('expected a rejection');
}

const loadedJsEncrypt = () =>
  performance.getEntriesByType('resource').some((entry) => entry.name.includes('/jsencrypt/'));

describe('encryptPassword (RSA, PKCS#1 v1.5 with jsencrypt)', function () {
  this.timeout(60000);
  let key: KeyPair;

  before(async () => {
    key = await makeKeyPair();
  });

  it('loads jsencrypt only on first use, not when the module is imported', async () => {
    expect(loadedJsEncrypt()).to.equal(false);
    await encryptPassword('Mkt@2024go', key.pem);
    expect(loadedJsEncrypt()).to.equal(true);
  });

  it('produces base64 that decrypts with the private key to the UTF-8 password', async () => {
    for (const password of ['Mkt@2024go', 'a', '密码Mkt@2024', 'ÄÖü~.!@#$%^&*<>']) {
      const ciphertext = await encryptPassword(password, key.pem);
      expect(ciphertext).to.match(/^[A-Za-z0-9+/]+=*$/);
      expect(base64ToBytes(ciphertext).length).to.equal(256);
      expect(new TextDecoder().decode(decrypt(ciphertext, key.privateJwk))).to.equal(password);
    }
  });

  it('accepts the key as bare base64 as well as PEM', async () => {
    const ciphertext = await encryptPassword('Mkt@2024go', key.base64);
    expect(new TextDecoder().decode(decrypt(ciphertext, key.privateJwk))).to.equal('Mkt@2024go');
  });

  it('encrypts the same password differently twice (random padding)', async () => {
    const first = await encryptPassword('Mkt@2024go', key.pem);
    const second = await encryptPassword('Mkt@2024go', key.pem);
    expect(first).to.not.equal(second);
  });

  it('refuses an empty, missing or unparsable key with invalid-key instead of using a key of its own', async () => {
    const bad: unknown[] = [
      '',
      '   ',
      undefined,
      null,
      'not a key',
      'AAAA',
      '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----',
      '-----BEGIN PUBLIC KEY-----\n-----END PUBLIC KEY-----',
      btoa('definitely not DER, just some text that is long enough to look like a key'),
      key.base64.slice(0, 120),
    ];
    for (const publicKey of bad) {
      const error = await rejection(encryptPassword('Mkt@2024go', publicKey as string));
      expect(error.code, String(publicKey)).to.equal('invalid-key');
    }
  });

  it('refuses a key below 1024 bits as invalid-key', async () => {
    const weak = await makeKeyPair(512);
    const error = await rejection(encryptPassword('Mkt@2024go', weak.pem));
    expect(error.code).to.equal('invalid-key');
  });

  it('allows exactly keyBytes - 11 = 245 bytes on a 2048-bit key and refuses 246+', async () => {
    const longest = 'a'.repeat(245);
    const ciphertext = await encryptPassword(longest, key.pem);
    expect(new TextDecoder().decode(decrypt(ciphertext, key.privateJwk))).to.equal(longest);
    for (const length of [246, 247, 500]) {
      expect((await rejection(encryptPassword('a'.repeat(length), key.pem))).code).to.equal('too-long');
    }
  });

  it('counts UTF-8 bytes, not characters: 85 CJK characters (255 bytes) are too long, 81 (243) fit', async () => {
    expect((await rejection(encryptPassword('密'.repeat(85), key.pem))).code).to.equal('too-long');
    const fits = '密'.repeat(81);
    const ciphertext = await encryptPassword(fits, key.pem);
    expect(new TextDecoder().decode(decrypt(ciphertext, key.privateJwk))).to.equal(fits);
  });

  it('refuses emoji passwords beyond the limit (jsencrypt spends 6 bytes per emoji)', async () => {
    // 62 emoji = 248 UTF-8 bytes: over the PKCS#1 limit in any counting.
    expect((await rejection(encryptPassword('😀'.repeat(62), key.pem))).code).to.equal('too-long');
    // 41 emoji = 164 UTF-8 bytes but 246 bytes the way jsencrypt pads them: it would truncate silently.
    expect((await rejection(encryptPassword('😀'.repeat(41), key.pem))).code).to.equal('too-long');
  });

  it('the smaller the key, the smaller the limit (1024-bit: 117 bytes)', async () => {
    const small = await makeKeyPair(1024);
    const ciphertext = await encryptPassword('b'.repeat(117), small.pem);
    expect(new TextDecoder().decode(decrypt(ciphertext, small.privateJwk))).to.equal('b'.repeat(117));
    expect((await rejection(encryptPassword('b'.repeat(118), small.pem))).code).to.equal('too-long');
  });
});
