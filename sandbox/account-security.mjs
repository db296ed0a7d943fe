// The signed-in shopper's account security (docs/wire-protocol.md "Account security"): passkeys,
// password, linked Google and Facebook sign-ins, and the recent verification that the sensitive
// changes need. The signed-in devices are in devices.mjs.
//
// A recent verification (securityVerifyRecent: password, passkey or a code to the account's
// phone) gives a proof that lives 5 minutes and serves only the browser session and account it
// was issued to. Adding a way in (linking a provider; a passkey, in passkeys.mjs, where a login
// of the last 5 minutes serves too), removing a passkey, unlinking a provider, ending the other
// sessions and setting a password without the current one need it. A call that would be refused anyway (unknown
// passkey, weak password, last way to sign in) answers that first, so the shopper is not asked
// to verify for nothing.
import {
  ApiError,
  browserBinder,
  decryptPassword,
  hasPassword,
  newPasswordFrom,
  requireRecentProof,
  signedInAccount,
} from './common.mjs';
import { identityFromCode } from './account-calls.mjs';
import { endOtherSessionsOf } from './devices.mjs';
import { sendSecurityNotice } from './notices.mjs';
import { countingGuesses, isWrongGuess } from './guess-limit.mjs';
import { sendStepUpCode, stepUpChannels, verifyStepUpCode } from './codes.mjs';
import { passkeyStepUpOptions, verifyPasskeyStepUp } from './passkeys.mjs';
import { RECENT_VERIFICATION_TTL_MS } from './state.mjs';
import { str } from './http.mjs';

export { RECENT_VERIFICATION_TTL_MS };

const PASSKEY_NAME_MAX_LENGTH = 64;
/** Control and format characters (a bidi override would make a name read as something it is not), but the zero-width joiner and non-joiner that Sinhala, Urdu and emoji need. */
const PASSKEY_NAME_FORBIDDEN = /\p{Cc}|(?![\u200C\u200D])\p{Cf}/u;

/** @typedef {import('./common.mjs').CallContext} CallContext */
/** @typedef {import('./state.mjs').Account} Account */

/**
 * "+65 ****4567"; '' without a phone.
 * @param {Account} account
 */
function maskedPhone(account) {
  return account.phone ? `+${account.phonePrefixCode} ****${account.phone.slice(-4)}` : '';
}

/**
 * @param {CallContext} ctx
 * @param {Account} account
 */
function passkeysOfAccount(ctx, account) {
  return ctx.state.passkeys.get(account.id) ?? [];
}

/** @param {import('./state.mjs').StoredPasskey} passkey */
function passkeyView(passkey) {
  return { id: passkey.credentialId, name: passkey.name, createdAt: passkey.createdAt, lastUsedAt: passkey.lastUsedAt };
}

/**
 * @param {CallContext} ctx
 * @param {Account} account
 * @param {unknown} id
 */
function passkeyOf(ctx, account, id) {
  const passkey = typeof id === 'string' ? passkeysOfAccount(ctx, account).find((c) => c.credentialId === id) : undefined;
  if (!passkey) throw new ApiError('PL_PASSKEY_NOT_FOUND');
  return passkey;
}

/**
 * A provider the sandbox offers (seed.json thirdPartyProviders, the same for every region).
 * @param {CallContext} ctx
 * @param {unknown} value
 */
function providerOf(ctx, value) {
  const provider = str(value).toUpperCase();
  if (!ctx.state.seed.thirdPartyProviders.includes(provider)) throw new ApiError('PL_USER_PARAM_INVALID');
  return provider;
}

/**
 * Refuses a change that would leave the account no way to sign in: no password, no phone (codes),
 * no passkey and no linked provider.
 * @param {CallContext} ctx
 * @param {Account} account
 * @param {{ passkeyId?: string, provider?: string }} removing
 */
function keepOneWayToSignIn(ctx, account, removing) {
  const passkeysLeft = passkeysOfAccount(ctx, account).filter((c) => c.credentialId !== removing.passkeyId).length;
  const providersLeft = Object.entries(account.oauth).filter(([provider, identity]) => identity && provider !== removing.provider).length;
  if (!hasPassword(account) && !account.phone && passkeysLeft === 0 && providersLeft === 0) throw new ApiError('PL_LAST_SIGN_IN_METHOD');
}

/**
 * The browser session the signed-in request came from (always there: signing in makes one).
 * @param {CallContext} ctx
 */
function binderOf(ctx) {
  const binder = browserBinder(ctx);
  if (!binder) throw new ApiError('NEED_LOGIN');
  return binder;
}

/**
 * GET securityAccount.
 * @param {CallContext} ctx
 */
export function securityAccount(ctx) {
  const { seed } = ctx.state;
  const account = signedInAccount(ctx);
  const providers = seed.thirdPartyProviders.map((/** @type {string} */ provider) => {
    const identityId = account.oauth[provider];
    if (!identityId) return { provider, linked: false };
    const email = seed.identities.find((/** @type {{ id: string }} */ i) => i.id === identityId)?.email;
    return email ? { provider, linked: true, email } : { provider, linked: true };
  });
  /** @type {('password' | 'passkey' | 'otp')[]} */
  const methods = [];
  if (hasPassword(account)) methods.push('password');
  if (passkeysOfAccount(ctx, account).length > 0) methods.push('passkey');
  if (account.phone) methods.push('otp');
  return {
    userId: account.id,
    hasPassword: hasPassword(account),
    loginName: account.phone || account.email || '',
    phone: maskedPhone(account),
    providers,
    stepUp: { methods, channels: stepUpChannels(seed, account) },
  };
}

/**
 * GET securityPasskeys: oldest first.
 * @param {CallContext} ctx
 */
export function securityPasskeys(ctx) {
  const account = signedInAccount(ctx);
  const passkeys = [...passkeysOfAccount(ctx, account)].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return { passkeys: passkeys.map(passkeyView) };
}

/**
 * POST securityRenamePasskey { id, name }.
 * @param {CallContext} ctx
 * @param {Record<string, unknown>} data
 */
export function securityRenamePasskey(ctx, data) {
  const account = signedInAccount(ctx);
  const name = typeof data.name === 'string' ? data.name.trim() : '';
  const length = [...name].length;
  if (length < 1 || length > PASSKEY_NAME_MAX_LENGTH || PASSKEY_NAME_FORBIDDEN.test(name)) throw new ApiError('PL_PASSKEY_NAME_INVALID');
  const passkey = passkeyOf(ctx, account, data.id);
  passkey.name = name;
  return { passkey: passkeyView(passkey) };
}

/**
 * POST securityRemovePasskey { id, proof }. The credential can no longer sign in.
 * @param {CallContext} ctx
 * @param {Record<string, unknown>} data
 */
export function securityRemovePasskey(ctx, data) {
  const account = signedInAccount(ctx);
  const passkey = passkeyOf(ctx, account, data.id);
  keepOneWayToSignIn(ctx, account, { passkeyId: passkey.credentialId });
  requireRecentProof(ctx, account, data.proof);
  ctx.state.passkeys.set(account.id, passkeysOfAccount(ctx, account).filter((c) => c !== passkey));
  sendSecurityNotice(ctx, account, 'passkey-removed');
  return {};
}

/**
 * POST securityChangePassword { password, currentPassword?, proof?, signOutOthers? }, both
 * passwords RSA-encrypted like the login's. Changing a password takes the current one or a proof;
 * setting the first password takes a proof. The old password stops working at once. With
 * `signOutOthers: true` every other session of the account ends (whoever else knew the old
 * password is out); this one stays signed in. Without it every session stays.
 * @param {CallContext} ctx
 * @param {Record<string, unknown>} data
 */
export function securityChangePassword(ctx, data) {
  const { state } = ctx;
  const account = signedInAccount(ctx);
  const password = newPasswordFrom(ctx, data.password);
  const currentGiven = data.currentPassword !== undefined && data.currentPassword !== null && data.currentPassword !== '';
  if (hasPassword(account) && currentGiven) {
    const current = decryptPassword(ctx, data.currentPassword);
    countingGuesses(ctx, account, () => {
      if (!state.passwordMatches(account, current)) throw new ApiError('PL_CURRENT_PASSWORD_INCORRECT');
    }, isWrongGuess);
  } else {
    requireRecentProof(ctx, account, data.proof);
  }
  const had = hasPassword(account);
  state.setPassword(account, password);
  sendSecurityNotice(ctx, account, had ? 'password-changed' : 'password-set');
  if (data.signOutOthers !== true) return { hasPassword: true };
  const signedOut = endOtherSessionsOf(ctx, account);
  if (signedOut > 0) sendSecurityNotice(ctx, account, 'sessions-ended');
  return { hasPassword: true, signedOut };
}

/**
 * POST securityLinkProvider { oauthType, oauthCode, redirectUri, proof }: a linked identity is a
 * new way in, so it takes a recent verification, checked before the code is read. The provider's
 * code resolves to an identity as at login; one identity belongs to one account at most.
 * @param {CallContext} ctx
 * @param {Record<string, unknown>} data
 */
export function securityLinkProvider(ctx, data) {
  const { state } = ctx;
  const account = signedInAccount(ctx);
  const provider = providerOf(ctx, data.oauthType);
  requireRecentProof(ctx, account, data.proof);
  const identity = identityFromCode(ctx, provider, data.oauthCode);
  const owner = state.findByIdentity(provider, identity.id);
  if (owner && owner.id !== account.id) throw new ApiError('PL_OAUTH_LINKED_ELSEWHERE');
  account.oauth = { ...account.oauth, [provider]: identity.id };
  account.modifiedAt = state.now();
  sendSecurityNotice(ctx, account, 'provider-linked', { provider });
  return { provider, linked: true };
}

/**
 * POST securityUnlinkProvider { provider, proof }. Unlinking a provider that is not linked
 * changes nothing.
 * @param {CallContext} ctx
 * @param {Record<string, unknown>} data
 */
export function securityUnlinkProvider(ctx, data) {
  const account = signedInAccount(ctx);
  const provider = providerOf(ctx, data.provider);
  if (account.oauth[provider]) keepOneWayToSignIn(ctx, account, { provider });
  requireRecentProof(ctx, account, data.proof);
  if (account.oauth[provider]) {
    const rest = { ...account.oauth };
    delete rest[provider];
    account.oauth = rest;
    account.modifiedAt = ctx.state.now();
    sendSecurityNotice(ctx, account, 'provider-unlinked', { provider });
  }
  return {};
}

/**
 * GET securityStepUpPasskeyOptions: WebAuthn request options for the account's own passkeys.
 * @param {CallContext} ctx
 */
export function securityStepUpPasskeyOptions(ctx) {
  const account = signedInAccount(ctx);
  if (passkeysOfAccount(ctx, account).length === 0) throw new ApiError('PL_PASSKEY_NOT_FOUND');
  return passkeyStepUpOptions(ctx, account);
}

/**
 * POST securityStepUpSendCode { deliveryType }: a code to the account's own phone.
 * @param {CallContext} ctx
 * @param {Record<string, unknown>} data
 */
export function securityStepUpSendCode(ctx, data) {
  const account = signedInAccount(ctx);
  const { countdown } = sendStepUpCode(ctx, account, str(data.deliveryType) || 'SMS', binderOf(ctx));
  return { countdown, target: maskedPhone(account) };
}

/**
 * POST securityVerifyRecent { method: 'password', password } | { method: 'passkey', credential }
 * | { method: 'otp', code } -> a proof for this browser session and account.
 * @param {CallContext} ctx
 * @param {Record<string, unknown>} data
 */
export async function securityVerifyRecent(ctx, data) {
  const { state } = ctx;
  const account = signedInAccount(ctx);
  const binder = binderOf(ctx);
  const method = str(data.method);
  if (method === 'password') {
    const password = decryptPassword(ctx, data.password);
    countingGuesses(ctx, account, () => {
      if (!hasPassword(account) || !state.passwordMatches(account, password)) throw new ApiError('PL_CURRENT_PASSWORD_INCORRECT');
    }, isWrongGuess);
  } else if (method === 'passkey') {
    // A passkey is no guess: it serves while passwords and codes are locked.
    await verifyPasskeyStepUp(ctx, account, data.credential);
  } else if (method === 'otp') {
    countingGuesses(ctx, account, () => verifyStepUpCode(ctx, account, data.code, binder), isWrongGuess);
  } else {
    throw new ApiError('PL_USER_PARAM_INVALID');
  }
  const { proof, expiresAt } = state.issueProof(account.id, binder);
  return { proof, expiresAt: new Date(expiresAt).toISOString() };
}
