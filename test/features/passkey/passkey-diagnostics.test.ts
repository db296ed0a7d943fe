/**
 * Options the browser refuses (a misconfigured relying party) reach monitoring with the call and
 * the reason, never the values; the shopper's own cancel does not. Time limits under 10 s are
 * dropped for the browser's default.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { Api, LoginResult } from '../../../src/api/index.ts';
import { loginWithPasskey } from '../../../src/features/passkey/passkey.ts';
import { createPasskey } from '../../../src/flows/passkey-create.ts';
import { PASSKEY_MIN_TIMEOUT_MS, creationOptionsFromJSON, requestOptionsFromJSON, toBase64Url } from '../../../src/flows/webauthn.ts';
import type { MonitorEntry } from '../../../src/storefront/monitor.ts';

const CHALLENGE = toBase64Url(new Uint8Array(32).fill(7));
const realGet = navigator.credentials.get;
const realCreate = navigator.credentials.create;
let reports: MonitorEntry[] = [];

const api = {
  passkeyLoginOptions: async () => ({ challenge: CHALLENGE, rpId: 'wrong.example', allowCredentials: [] }),
  loginByPasskey: async () => ({ loginType: 'PASSKEY' }) as LoginResult,
  passkeyRegisterOptions: async () => ({
    challenge: CHALLENGE,
    rp: { name: 'Marketplace', id: 'wrong.example' },
    user: { id: toBase64Url(new Uint8Array(80)), name: 'secret@example.test', displayName: 'Secret Name' },
    pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  }),
  passkeyRegister: async () => ({ credentialId: 'c' }),
} as unknown as Pick<Api, 'passkeyLoginOptions' | 'loginByPasskey' | 'passkeyRegisterOptions' | 'passkeyRegister'>;

describe('passkey options the browser refuses', () => {
  beforeEach(() => {
    reports = [];
    window.mktMonitor = { report: (entry) => reports.push(entry) };
  });
  afterEach(() => {
    navigator.credentials.get = realGet;
    navigator.credentials.create = realCreate;
    delete window.mktMonitor;
  });

  for (const name of ['SecurityError', 'TypeError', 'NotSupportedError']) {
    it(`a ${name} from navigator.credentials.get is reported with the call and the reason`, async () => {
      navigator.credentials.get = () => Promise.reject(name === 'TypeError' ? new TypeError('bad extension') : new DOMException('refused', name));
      const outcome = await loginWithPasskey(api, { signal: new AbortController().signal });
      expect(outcome.kind).to.equal('failed');
      await waitUntil(() => reports.length > 0, 'a monitoring report');
      expect(reports[0].key).to.equal('passkey-options-rejected');
      expect(reports[0].detail).to.deep.equal({ call: 'navigator.credentials.get', reason: name });
    });
  }

  it('navigator.credentials.create refusing a user id over 64 bytes is reported without the values', async () => {
    navigator.credentials.create = () => Promise.reject(new TypeError('user.id too long'));
    const outcome = await createPasskey(api, { signal: new AbortController().signal, userId: 'u1' });
    expect(outcome.kind).to.equal('failed');
    await waitUntil(() => reports.length > 0, 'a monitoring report');
    expect(reports[0].detail).to.deep.equal({ call: 'navigator.credentials.create', reason: 'TypeError' });
    expect(JSON.stringify(reports)).not.to.match(/secret|Secret|wrong\.example/);
  });

  it("the shopper's own cancel is not reported", async () => {
    navigator.credentials.get = () => Promise.reject(new DOMException('cancelled', 'NotAllowedError'));
    const outcome = await loginWithPasskey(api, { signal: new AbortController().signal });
    expect(outcome.kind).to.equal('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reports).to.deep.equal([]);
  });
});

describe('passkey prompt time limits', () => {
  it('a time limit under 10 s is dropped for the browser default; a longer one is kept', () => {
    for (const timeout of [0, 1, PASSKEY_MIN_TIMEOUT_MS - 1]) {
      expect(requestOptionsFromJSON({ challenge: CHALLENGE, timeout }).timeout, String(timeout)).to.equal(undefined);
    }
    expect(requestOptionsFromJSON({ challenge: CHALLENGE, timeout: 60_000 }).timeout).to.equal(60_000);
    const creation = creationOptionsFromJSON({
      challenge: CHALLENGE,
      rp: { name: 'M' },
      user: { id: toBase64Url(new Uint8Array([1])), name: 'n', displayName: 'N' },
      pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
      timeout: 5,
    });
    expect(creation.timeout).to.equal(undefined);
  });
});
