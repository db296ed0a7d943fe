import { expect } from '@open-wc/testing';
import { ApiError, type Api, type LoginResult, type CallOptions } from '../../../src/api/index.ts';
import type { PasswordLoginRequest } from '../../../src/features/password/api.ts';
import fc from 'fast-check';
import { submitPasswordLogin, validatePasswordLogin, type EncryptPassword } from '../../../src/features/password/password-login.ts';
import { RsaError } from '../../../src/security/rsa.ts';

interface KeyPair {
  pem: string;
  privateJwk: JsonWebKey;
}

/** A real RSA key pair from WebCrypto; its SPKI export is the public key jsencrypt reads. */
async function makeKeyPair(modulusLength: number): Promise<KeyPair> {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const base64 = btoa(String.fromCharCode(...spki));
  const pem = `-----BEGIN PUBLIC KEY-----\n${base64.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----\n`;
  return { pem, privateJwk: await crypto.subtle.exportKey('jwk', pair.privateKey) };
}

function bytesOf(base64: string): Uint8Array {
  const normal = base64.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(normal + '='.repeat((4 - (normal.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

function bigIntOf(bytes: Uint8Array): bigint {
  return BigInt(`0x${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('') || '0'}`);
}

/** What the server does: the RSA private operation, then PKCS#1 v1.5 unpadding. */
function serverDecrypt(ciphertext: string, jwk: JsonWebKey): string {
  const n = bigIntOf(bytesOf(jwk.n!));
  let d = bigIntOf(bytesOf(jwk.d!));
  let base = bigIntOf(bytesOf(ciphertext)) % n;
  let m = 1n;
  while (d > 0n) {
    if (d & 1n) m = (m * base) % n;
    base = (base * base) % n;
    d >>= 1n;
  }
  const hex = m.toString(16).padStart(2 * bytesOf(jwk.n!).length, '0');
  const block = Uint8Array.from(hex.match(/../g)!, (pair) => parseInt(pair, 16));
  expect([block[0], block[1]], 'PKCS#1 v1.5 type 2 block').to.deep.equal([0, 2]);
  // fatal: bytes that are not UTF-8 (jsencrypt's per-half encoding of an emoji) must not pass.
  return new TextDecoder('utf-8', { fatal: true }).decode(block.slice(block.indexOf(0, 2) + 1));
}

/** A fake api recording every login request. */
function fakeLoginApi(answer: (request: PasswordLoginRequest) => Promise<LoginResult>) {
  const calls: Array<{ request: PasswordLoginRequest; options?: CallOptions }> = [];
  const api: Pick<Api, 'login'> = {
    login(request, options) {
      calls.push({ request, options });
      return answer(request);
    },
  };
  return { api, calls };
}

const GOOD = { loginName: '91234567', password: 'Mkt@2024go' };

describe('password login flow (SPEC §5, §7)', () => {
  let key2048: KeyPair;
  before(async () => {
    key2048 = await makeKeyPair(2048);
  });

  describe('validatePasswordLogin', () => {
    it('requires the login name and the password', () => {
      expect(validatePasswordLogin({ loginName: '', password: '' })).to.deep.equal({ loginName: 'requiredField', password: 'requiredField' });
      expect(validatePasswordLogin({ loginName: '   ', password: GOOD.password })).to.deep.equal({ loginName: 'requiredField' });
    });

    it('accepts login passwords of 8 to 20 characters only', () => {
      expect(validatePasswordLogin({ loginName: 'a', password: '1234567' }).password).to.equal('passwordLength');
      expect(validatePasswordLogin({ loginName: 'a', password: '12345678' })).to.deep.equal({});
      expect(validatePasswordLogin({ loginName: 'a', password: 'x'.repeat(20) })).to.deep.equal({});
      expect(validatePasswordLogin({ loginName: 'a', password: 'x'.repeat(21) }).password).to.equal('passwordLength');
    });
  });

  it('sends nothing when a field is empty or the password has the wrong length', async () => {
    const { api, calls } = fakeLoginApi(async () => ({}));
    for (const form of [
      { loginName: '', password: GOOD.password },
      { loginName: GOOD.loginName, password: '' },
      { loginName: GOOD.loginName, password: 'short' },
    ]) {
      const outcome = await submitPasswordLogin({ api, publicKey: key2048.pem }, form);
      expect(outcome.kind).to.equal('invalid');
    }
    expect(calls).to.have.length(0);
  });

  it('sends the login name and the RSA-encrypted password, which the server can decrypt', async () => {
    const result: LoginResult = { userId: 'u1', loginType: 'PHONE' };
    const { api, calls } = fakeLoginApi(async () => result);
    const controller = new AbortController();
    const outcome = await submitPasswordLogin({ api, signal: controller.signal, publicKey: key2048.pem }, { ...GOOD, loginName: ' 91234567 ' });
    expect(outcome).to.deep.equal({ kind: 'success', result });
    expect(calls).to.have.length(1);
    const [{ request, options }] = calls;
    expect(request.loginName).to.equal('91234567');
    expect(request.encryptPassword).to.match(/^[A-Za-z0-9+/]+=*$/);
    expect(request.encryptPassword).to.not.include(GOOD.password);
    expect(serverDecrypt(request.encryptPassword, key2048.privateJwk)).to.equal(GOOD.password);
    expect(options?.signal).to.equal(controller.signal);
  });

  for (const [name, publicKey] of [
    ['an empty key', ''],
    ['a key that is not PEM, base64 or hex', 'not a key!'],
    ['base64 that is no RSA key', btoa('definitely not an RSA public key')],
  ] as const) {
    it(`stops before sending with ${name}`, async () => {
      const { api, calls } = fakeLoginApi(async () => ({}));
      const outcome = await submitPasswordLogin({ api, publicKey }, GOOD);
      expect(outcome).to.deep.equal({ kind: 'encryption-failed', reason: 'invalid-key', message: 'passwordEncryptionFailed' });
      expect(calls).to.have.length(0);
    });
  }

  it('refuses an emoji password with the symbols message before encrypting, and sends nothing', async () => {
    const { api, calls } = fakeLoginApi(async () => ({}));
    let encrypted = 0;
    const encrypt: EncryptPassword = async () => {
      encrypted++;
      return 'never-used';
    };
    for (const password of ['Mkt@2024go😀', '😀'.repeat(20), 'Mkt@2024go\uDE00']) {
      expect(validatePasswordLogin({ loginName: 'a', password })).to.deep.equal({ password: 'passwordSymbols' });
      const outcome = await submitPasswordLogin({ api, publicKey: key2048.pem, encrypt }, { loginName: 'a', password });
      expect(outcome).to.deep.equal({ kind: 'invalid', errors: { password: 'passwordSymbols' } });
    }
    expect(encrypted).to.equal(0);
    expect(calls).to.have.length(0);
  });

  it('stops before sending when the key is too small for the password (too-long)', async () => {
    const { api, calls } = fakeLoginApi(async () => ({}));
    const encrypt: EncryptPassword = () => Promise.reject(new RsaError('too-long', 'too long'));
    const outcome = await submitPasswordLogin({ api, publicKey: key2048.pem, encrypt }, GOOD);
    expect(outcome).to.deep.equal({ kind: 'encryption-failed', reason: 'too-long', message: 'passwordTooLongToEncrypt' });
    expect(calls).to.have.length(0);
  });

  it('whatever the login form accepts is sent encrypted and decrypts to exactly what was typed (fast-check)', async () => {
    const { api, calls } = fakeLoginApi(async () => ({}));
    // Latin, Latin-1, CJK, Thai, Arabic, symbols, and emoji (which the form must refuse).
    const unit = fc.constantFrom(...'aZ09~.!@#$%^&*<> éß密码กاя', '😀', '👍🏽', '\u00a0');
    await fc.assert(
      fc.asyncProperty(fc.array(unit, { minLength: 6, maxLength: 22 }), async (units) => {
        const password = units.join('');
        calls.length = 0;
        const outcome = await submitPasswordLogin({ api, publicKey: key2048.pem }, { loginName: 'a', password });
        if (outcome.kind === 'invalid') {
          expect(calls).to.have.length(0);
          return;
        }
        expect(outcome.kind, JSON.stringify(password)).to.equal('success');
        expect(serverDecrypt(calls[0].request.encryptPassword, key2048.privateJwk), JSON.stringify(password)).to.equal(password);
      }),
      { numRuns: 60 },
    );
  });

  it('never sends false or an empty string from an encrypt that fails silently', async () => {
    const { api, calls } = fakeLoginApi(async () => ({}));
    for (const silent of [async () => false as unknown as string, async () => '']) {
      const outcome = await submitPasswordLogin({ api, publicKey: 'k', encrypt: silent }, GOOD);
      expect(outcome).to.deep.equal({ kind: 'encryption-failed', reason: 'failed', message: 'passwordEncryptionFailed' });
    }
    const throwing: EncryptPassword = async () => {
      throw new Error('chunk failed to load');
    };
    expect((await submitPasswordLogin({ api, publicKey: 'k', encrypt: throwing }, GOOD)).kind).to.equal('encryption-failed');
    expect(calls).to.have.length(0);
  });

  it('returns a failed call as a typed outcome carrying the error for the toast', async () => {
    const error = new ApiError('business', 'wrong password', { key: 'PL_USER_LOGIN_PASSWORD_ERROR', displayMessage: 'Incorrect phone number or password.' });
    const { api } = fakeLoginApi(() => Promise.reject(error));
    const outcome = await submitPasswordLogin({ api, publicKey: 'k', encrypt: async () => 'cipher' }, GOOD);
    expect(outcome).to.deep.equal({ kind: 'failed', error });
  });

  it('sends nothing when the popup closed while the password was being encrypted', async () => {
    const { api, calls } = fakeLoginApi(async () => ({}));
    const controller = new AbortController();
    const encrypt: EncryptPassword = async () => {
      controller.abort();
      return 'cipher';
    };
    const outcome = await submitPasswordLogin({ api, signal: controller.signal, publicKey: 'k', encrypt }, GOOD);
    expect(outcome).to.deep.equal({ kind: 'aborted' });
    expect(calls).to.have.length(0);
  });
});
