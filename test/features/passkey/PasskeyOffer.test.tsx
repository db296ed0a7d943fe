/**
 * Issue 18: the offer after a login, as the shopper meets it: "Not now" is remembered for 30 days,
 * "Create a passkey" registers what the device made and says so in a toast, a dismissed prompt
 * keeps the screen, and closing the popup ends the device's prompt.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { Api, LoginResult } from '../../../src/api/index.ts';
import { passkeyFeature } from '../../../src/features/passkey/index.ts';
import { shouldOfferPasskey } from '../../../src/features/passkey/offer.ts';
import { PASSKEY_OFFER_SNOOZE_KEY, PASSKEY_USERS_KEY, hasKnownPasskey, passkeyOfferSnoozed, snoozePasskeyOffer } from '../../../src/flows/passkey-memory.ts';
import { toBase64Url } from '../../../src/flows/webauthn.ts';
import { $toast, hideToast } from '../../../src/stores/toast.ts';
import { renderScreen, type ScreenHarness } from '../../helpers/popup-harness.tsx';
import { actAsync } from '../../helpers/render.tsx';

const DAY = 24 * 60 * 60 * 1000;
const realCreate = navigator.credentials.create;
const realPlatform = PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable;

const creationOptions = {
  challenge: toBase64Url(new Uint8Array([1, 2, 3])),
  rp: { name: 'Marketplace', id: location.hostname },
  user: { id: toBase64Url(new TextEncoder().encode('u1')), name: '+6591234567', displayName: 'Siti Tan' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  excludeCredentials: [{ id: toBase64Url(new Uint8Array([7])), type: 'public-key' }],
};

function attestation(): PublicKeyCredential {
  return Object.create(PublicKeyCredential.prototype, {
    id: { value: 'bmV3' },
    rawId: { value: new TextEncoder().encode('new').buffer },
    type: { value: 'public-key' },
    authenticatorAttachment: { value: 'platform' },
    response: { value: { clientDataJSON: new TextEncoder().encode('{}').buffer, attestationObject: new Uint8Array([0xa0]).buffer, getTransports: () => ['internal'] } },
    getClientExtensionResults: { value: () => ({}) },
  }) as PublicKeyCredential;
}

const press = (popup: ScreenHarness, part: string) =>
  actAsync(() => {
    popup.$<HTMLButtonElement>(`[part~="${part}"]`)!.click();
  });

const closeReasons: string[] = [];
async function offer(api: Partial<Api>) {
  closeReasons.length = 0;
  const popup = await renderScreen('passkey-offer', { lang: 'en', params: { userId: 'u1' }, api });
  popup.state.onClose((reason) => closeReasons.push(reason));
  await waitUntil(() => popup.$('[part~="passkey-create"]'), 'the offer');
  return popup;
}

describe('the passkey offer (issue 18)', () => {
  beforeEach(() => {
    localStorage.removeItem(PASSKEY_OFFER_SNOOZE_KEY);
    localStorage.removeItem(PASSKEY_USERS_KEY);
    hideToast();
  });
  afterEach(() => {
    navigator.credentials.create = realCreate;
    PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable = realPlatform;
  });

  it('shows its title and the two buttons in the words of the issue', async () => {
    const popup = await offer({});
    expect(popup.$('h2')!.textContent).to.equal('Log in faster next time');
    expect(popup.$('[part~="passkey-create"]')!.textContent).to.equal('Create a passkey');
    expect(popup.$('[part~="passkey-not-now"]')!.textContent).to.equal('Not now');
    await popup.close();
  });

  it('"Not now" closes the popup and keeps the offer away for 30 days', async () => {
    const popup = await offer({});
    await press(popup, 'passkey-not-now');
    await waitUntil(() => closeReasons.length > 0, 'closed');
    expect(closeReasons).to.deep.equal(['success']);
    expect(passkeyOfferSnoozed()).to.equal(true);
    expect(passkeyOfferSnoozed(Date.now() + 29 * DAY)).to.equal(true);
    expect(passkeyOfferSnoozed(Date.now() + 31 * DAY)).to.equal(false);
  });

  it('"Create a passkey" sends what the device made, confirms it in a toast and closes', async () => {
    const registered: unknown[] = [];
    let asked: CredentialCreationOptions | undefined;
    navigator.credentials.create = async (options) => {
      asked = options;
      return attestation();
    };
    const popup = await offer({
      passkeyRegisterOptions: async () => creationOptions,
      passkeyRegister: async (request) => {
        registered.push(request.credential);
        return { credentialId: 'bmV3' };
      },
    });
    await press(popup, 'passkey-create');
    await waitUntil(() => closeReasons.length > 0, 'closed');
    expect(closeReasons).to.deep.equal(['success']);
    expect([...new Uint8Array(asked!.publicKey!.challenge as ArrayBuffer)]).to.deep.equal([1, 2, 3]);
    expect(new TextDecoder().decode(asked!.publicKey!.user.id as ArrayBuffer)).to.equal('u1');
    expect(registered).to.have.length(1);
    expect(registered[0]).to.deep.include({ id: 'bmV3', rawId: 'bmV3', type: 'public-key' });
    expect((registered[0] as { response: Record<string, unknown> }).response).to.deep.include({ attestationObject: 'oA', transports: ['internal'] });
    expect($toast.get()?.content).to.equal('Passkey created. Next time, log in with one tap.');
    expect(hasKnownPasskey('u1')).to.equal(true);
  });

  it('a dismissed prompt keeps the offer on screen with a short message', async () => {
    navigator.credentials.create = () => Promise.reject(new DOMException('not allowed', 'NotAllowedError'));
    const popup = await offer({ passkeyRegisterOptions: async () => creationOptions });
    await press(popup, 'passkey-create');
    await waitUntil(() => $toast.get(), 'the message');
    expect($toast.get()?.content).to.equal('The passkey request was cancelled or timed out. Please try again.');
    expect(popup.$('[part~="passkey-create"]')).to.not.equal(null);
    expect(closeReasons).to.deep.equal([]);
    await popup.close();
  });

  it('closing the popup while the device asks ends the prompt', async () => {
    let signal: AbortSignal | undefined;
    navigator.credentials.create = (options) => {
      signal = options!.signal!;
      return new Promise(() => undefined);
    };
    const popup = await offer({ passkeyRegisterOptions: async () => creationOptions });
    await press(popup, 'passkey-create');
    await waitUntil(() => signal, 'the prompt');
    expect(signal!.aborted).to.equal(false);
    await popup.close();
    expect(signal!.aborted).to.equal(true);
  });
});

describe('when the offer comes (issue 18)', () => {
  const result = (extra: Partial<LoginResult>) => ({ loginType: 'PHONE', userId: 'u1', ...extra }) as LoginResult;
  beforeEach(() => {
    localStorage.removeItem(PASSKEY_OFFER_SNOOZE_KEY);
    localStorage.removeItem(PASSKEY_USERS_KEY);
    PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable = async () => true;
  });
  afterEach(() => {
    PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable = realPlatform;
  });

  it('after a password or OTP login on a device with a platform authenticator', async () => {
    for (const loginType of ['PHONE', 'EMAIL', 'PASSWORD', 'PHONE_OTP']) expect(await shouldOfferPasskey(result({ loginType })), loginType).to.equal(true);
  });

  it('not after a passkey, QR or third-party login', async () => {
    for (const extra of [{ loginType: 'PASSKEY' }, { loginType: 'QRCODE' }, { loginType: 'GOOGLE', oauthType: 'GOOGLE' }]) {
      expect(await shouldOfferPasskey(result(extra)), JSON.stringify(extra)).to.equal(false);
    }
  });

  it('not without a platform authenticator, not within 30 days of "Not now", not when this browser knows a passkey of the account', async () => {
    PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable = async () => false;
    expect(await shouldOfferPasskey(result({}))).to.equal(false);
    PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable = async () => true;
    snoozePasskeyOffer();
    expect(await shouldOfferPasskey(result({}))).to.equal(false);
    localStorage.removeItem(PASSKEY_OFFER_SNOOZE_KEY);
    localStorage.setItem(PASSKEY_USERS_KEY, JSON.stringify(['u1']));
    expect(await shouldOfferPasskey(result({}))).to.equal(false);
    expect(await shouldOfferPasskey(result({ userId: 'u2' }))).to.equal(true);
  });

  it('names the offer screen for the account signed in, for the popup to show after the login', async () => {
    expect(await passkeyFeature.loginOffer(result({}))).to.deep.equal({ screen: 'passkey-offer', params: { userId: 'u1' } });
    expect(await passkeyFeature.loginOffer(result({ userId: undefined, user: { id: 'u7' } as LoginResult['user'] }))).to.deep.equal({
      screen: 'passkey-offer',
      params: { userId: 'u7' },
    });
    PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable = async () => false;
    expect(await passkeyFeature.loginOffer(result({}))).to.equal(undefined);
  });
});
