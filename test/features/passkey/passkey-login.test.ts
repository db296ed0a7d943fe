/**
 * Issue 18: the Login screen's passkey requests end when they should. The browser's
 * `navigator.credentials.get` is replaced by a fake prompt that stays up until its signal aborts
 * or the test answers it, so each abort path is observed as the browser would see it.
 */
import { expect } from '@open-wc/testing';
import type { Api, LoginResult } from '../../../src/api/index.ts';
import { createPasskeyLogin } from '../../../src/features/passkey/passkey-login.ts';
import type { PasskeyLoginOutcome } from '../../../src/features/passkey/passkey.ts';
import { fromBase64Url, toBase64Url } from '../../../src/flows/webauthn.ts';

interface Prompt {
  options: CredentialRequestOptions;
  signal: AbortSignal;
  answer(credential: unknown): void;
  refuse(error: unknown): void;
}

const prompts: Prompt[] = [];
const realGet = navigator.credentials.get;
const realConditional = PublicKeyCredential.isConditionalMediationAvailable;

function fakePrompts() {
  prompts.length = 0;
  navigator.credentials.get = (options?: CredentialRequestOptions) =>
    new Promise((resolve, reject) => {
      const signal = options!.signal!;
      if (signal.aborted) return reject(new DOMException('aborted', 'AbortError'));
      signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')), { once: true });
      prompts.push({ options: options!, signal, answer: resolve as (c: unknown) => void, refuse: reject });
    });
  PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(true);
}

/** An object the flow takes for a PublicKeyCredential (own fields shadow the prototype's getters). */
function assertion(id = 'cred-1'): PublicKeyCredential {
  const bytes = new TextEncoder().encode(id);
  return Object.create(PublicKeyCredential.prototype, {
    id: { value: toBase64Url(bytes) },
    rawId: { value: bytes.buffer },
    type: { value: 'public-key' },
    authenticatorAttachment: { value: 'platform' },
    response: { value: { clientDataJSON: new TextEncoder().encode('{}').buffer, authenticatorData: new Uint8Array([1, 2]).buffer, signature: new Uint8Array([3]).buffer, userHandle: null } },
    getClientExtensionResults: { value: () => ({}) },
  }) as PublicKeyCredential;
}

function fakeApi() {
  const sent: unknown[] = [];
  const api: Pick<Api, 'passkeyLoginOptions' | 'loginByPasskey'> = {
    passkeyLoginOptions: async () => ({ challenge: toBase64Url(new Uint8Array([9, 9, 9])), rpId: location.hostname, allowCredentials: [] }),
    loginByPasskey: async (request) => {
      sent.push(request.credential);
      return { loginType: 'PASSKEY', userId: 'u1' } as LoginResult;
    },
  };
  return { api, sent };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await tick();
  expect(check(), 'waited for a condition').to.equal(true);
}

describe('passkey requests of the Login screen (issue 18)', () => {
  beforeEach(fakePrompts);
  afterEach(() => {
    navigator.credentials.get = realGet;
    PublicKeyCredential.isConditionalMediationAvailable = realConditional;
  });

  it('starts a conditional request with the server challenge, and signs in when a passkey is picked', async () => {
    const popup = new AbortController();
    const { api, sent } = fakeApi();
    const outcomes: [PasskeyLoginOutcome, string][] = [];
    const login = createPasskeyLogin({ api, signal: popup.signal, onOutcome: (o, how) => outcomes.push([o, how]) });
    void login.startAutofill();
    await until(() => prompts.length === 1);
    expect(prompts[0].options.mediation).to.equal('conditional');
    expect([...new Uint8Array(prompts[0].options.publicKey!.challenge as ArrayBuffer)]).to.deep.equal([9, 9, 9]);
    prompts[0].answer(assertion());
    await until(() => outcomes.length === 1);
    expect(outcomes[0][1]).to.equal('autofill');
    expect(outcomes[0][0].kind).to.equal('success');
    expect(sent).to.have.length(1);
    expect(sent[0]).to.deep.include({ id: toBase64Url(new TextEncoder().encode('cred-1')), type: 'public-key' });
  });

  it('closing the popup during a prompt aborts it and reports nothing', async () => {
    const popup = new AbortController();
    const { api, sent } = fakeApi();
    const outcomes: PasskeyLoginOutcome[] = [];
    const login = createPasskeyLogin({ api, signal: popup.signal, onOutcome: (o) => outcomes.push(o) });
    const pressed = login.press();
    await until(() => prompts.length === 1);
    expect(prompts[0].options.mediation).to.equal('optional');
    popup.abort();
    await pressed;
    expect(prompts[0].signal.aborted).to.equal(true);
    expect(outcomes).to.deep.equal([]);
    expect(sent).to.deep.equal([]);
    // And nothing starts again afterwards.
    await tick();
    expect(prompts).to.have.length(1);
  });

  it('the button aborts the pending conditional request before its modal one', async () => {
    const popup = new AbortController();
    const { api } = fakeApi();
    const outcomes: [PasskeyLoginOutcome, string][] = [];
    const login = createPasskeyLogin({ api, signal: popup.signal, onOutcome: (o, how) => outcomes.push([o, how]) });
    void login.startAutofill();
    await until(() => prompts.length === 1);
    const conditional = prompts[0];
    const pressed = login.press();
    await until(() => prompts.length === 2);
    expect(conditional.signal.aborted, 'the conditional request was aborted first').to.equal(true);
    expect(prompts[1].options.mediation).to.equal('optional');
    prompts[1].answer(assertion());
    await pressed;
    expect(outcomes.map(([o, how]) => [o.kind, how])).to.deep.equal([['success', 'button']]);
    popup.abort();
  });

  it('a second click while the prompt is up makes no second request', async () => {
    const popup = new AbortController();
    const { api } = fakeApi();
    const login = createPasskeyLogin({ api, signal: popup.signal, onOutcome: () => undefined });
    const first = login.press();
    await until(() => prompts.length === 1);
    await login.press();
    await tick();
    expect(prompts).to.have.length(1);
    expect(prompts[0].signal.aborted).to.equal(false);
    popup.abort();
    await first;
  });

  it('a dismissed modal prompt is reported as cancelled, then autofill offers passkeys again', async () => {
    const popup = new AbortController();
    const { api } = fakeApi();
    const outcomes: [string, string][] = [];
    const login = createPasskeyLogin({ api, signal: popup.signal, onOutcome: (o, how) => outcomes.push([o.kind, how]) });
    const pressed = login.press();
    await until(() => prompts.length === 1);
    prompts[0].refuse(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));
    await pressed;
    expect(outcomes).to.deep.equal([['cancelled', 'button']]);
    await until(() => prompts.length === 2);
    expect(prompts[1].options.mediation).to.equal('conditional');
    popup.abort();
    expect(prompts[1].signal.aborted).to.equal(true);
  });

  it('after a login by the button no new autofill request starts (it would sign in twice)', async () => {
    const popup = new AbortController();
    const { api, sent } = fakeApi();
    const login = createPasskeyLogin({ api, signal: popup.signal, onOutcome: () => undefined });
    const pressed = login.press();
    await until(() => prompts.length === 1);
    prompts[0].answer(assertion());
    await pressed;
    for (let i = 0; i < 5; i++) await tick();
    expect(prompts).to.have.length(1);
    expect(sent).to.have.length(1);
    popup.abort();
  });

  it('a passkey picked from autofill just before the press signs in once, with no second prompt', async () => {
    const popup = new AbortController();
    let release: () => void = () => undefined;
    const sent: unknown[] = [];
    const api: Pick<Api, 'passkeyLoginOptions' | 'loginByPasskey'> = {
      passkeyLoginOptions: async () => ({ challenge: 'AAAA' }),
      // The login answer is on its way when the button is pressed.
      loginByPasskey: (request) =>
        new Promise((resolve) => {
          sent.push(request.credential);
          release = () => resolve({ loginType: 'PASSKEY', userId: 'u1' } as LoginResult);
        }),
    };
    const outcomes: [string, string][] = [];
    const login = createPasskeyLogin({ api, signal: popup.signal, onOutcome: (o, how) => outcomes.push([o.kind, how]) });
    void login.startAutofill();
    await until(() => prompts.length === 1);
    prompts[0].answer(assertion());
    await until(() => sent.length === 1);
    const pressed = login.press();
    release();
    await pressed;
    await until(() => outcomes.length === 1);
    expect(prompts).to.have.length(1);
    popup.abort();
  });

  it('stop() (the screen left) aborts the conditional request', async () => {
    const popup = new AbortController();
    const { api } = fakeApi();
    const login = createPasskeyLogin({ api, signal: popup.signal, onOutcome: () => undefined });
    void login.startAutofill();
    await until(() => prompts.length === 1);
    login.stop();
    expect(prompts[0].signal.aborted).to.equal(true);
  });

  it('a server refusal after the shopper picked a passkey is reported; a refused options call at open is not', async () => {
    const popup = new AbortController();
    const refused = new Error('PL_PASSKEY_NOT_FOUND');
    const outcomes: PasskeyLoginOutcome[] = [];
    const api: Pick<Api, 'passkeyLoginOptions' | 'loginByPasskey'> = {
      passkeyLoginOptions: async () => ({ challenge: 'AAAA' }),
      loginByPasskey: async () => {
        throw refused;
      },
    };
    const login = createPasskeyLogin({ api, signal: popup.signal, onOutcome: (o) => outcomes.push(o) });
    void login.startAutofill();
    await until(() => prompts.length === 1);
    prompts[0].answer(assertion('unknown'));
    await until(() => outcomes.length === 1);
    expect(outcomes[0]).to.deep.equal({ kind: 'failed', error: refused, chosen: true });

    const quiet: PasskeyLoginOutcome[] = [];
    const offline = createPasskeyLogin({
      api: { ...api, passkeyLoginOptions: async () => Promise.reject(new TypeError('Failed to fetch')) },
      signal: popup.signal,
      onOutcome: (o) => quiet.push(o),
    });
    await offline.startAutofill();
    expect(quiet).to.deep.equal([]);
    popup.abort();
  });

  it('base64url round-trips every byte value', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    const text = toBase64Url(bytes);
    expect(text).to.match(/^[\w-]+$/);
    expect([...new Uint8Array(fromBase64Url(text))]).to.deep.equal([...bytes]);
  });
});
