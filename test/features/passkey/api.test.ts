import { apiSlice } from '../../../src/features/passkey/api.ts';
import { type CallCase, brokenLogin, checkAnswerCases } from '../../api/answer-cases.ts';

const passkeyCredential = { id: 'cred', rawId: 'cred', type: 'public-key', response: { clientDataJSON: 'e30' }, clientExtensionResults: {} };
const creationOptions = { challenge: 'Y2hhbGxlbmdl', rp: { name: 'Marketplace', id: 'localhost' }, user: { id: 'dTE', name: 'a@example.test', displayName: 'Ana' }, pubKeyCredParams: [{ type: 'public-key', alg: -7 }] };

const CASES: CallCase[] = [
  // Passkey options go to navigator.credentials only when their binary fields are base64url.
  { call: 'passkeyLoginOptions', host: 'member', run: (api) => api.passkeyLoginOptions(), malformed: [{}, { challenge: '' }, { challenge: 'a+b/c=' }, { challenge: 'abc', allowCredentials: [{ id: 5, type: 'public-key' }] }, { challenge: 'abc', timeout: 'soon' }] },
  { call: 'loginByPasskey', host: 'member', run: (api) => api.loginByPasskey({ credential: passkeyCredential }), malformed: brokenLogin },
  { call: 'passkeyRegisterOptions', host: 'member', run: (api) => api.passkeyRegisterOptions(), malformed: [{}, { ...creationOptions, challenge: 7 }, { ...creationOptions, user: { id: 'not base64!', name: 'a', displayName: 'A' } }, { ...creationOptions, rp: 'shop' }, { ...creationOptions, pubKeyCredParams: [{ type: 'public-key', alg: 'ES256' }] }] },
  { call: 'passkeyRegister', host: 'member', run: (api) => api.passkeyRegister({ credential: passkeyCredential }), malformed: [{}, { credentialId: {} }, { credentialId: '' }] },
];

describe('passkey answers at the api boundary', () => {
  checkAnswerCases(CASES, [apiSlice]);
});
