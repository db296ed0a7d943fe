// The sandbox as a real WebAuthn relying party, with @simplewebauthn/server. Four
// member-host calls (docs/wire-protocol.md): options and verification for registration (signed
// in) and for login (anonymous); and the passkey step of a recent verification (signed in, see
// account-security.mjs). Challenges live 5 minutes, are single use and bound to the browser
// session when the request has one; the rpID is the request's host name and the origin must be
// on that host; the signature counter must grow when the authenticator keeps one.
//
// Login options are a GET that neither needs nor makes a session: the widget asks for them when
// the shopper first acts on Login, often while a password login is on its way, and a POST then
// could carry the session id that login is about to replace (refused, retried, logged as a 403).
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { ApiError, browserBinder, finishLogin, requireRecentProofOrLogin, signedInAccount } from './common.mjs';
import { passkeyNameFor } from './devices.mjs';
import { sendSecurityNotice } from './notices.mjs';

export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Keeps a long-running demo server from growing without end. */
const MAX_CHALLENGES = 5000;
const RP_NAME = 'Marketplace';

/** The relying party's id: the request's host name, without port. @param {import('./common.mjs').CallContext} ctx */
function rpIdOf(ctx) {
  return new URL(ctx.origin).hostname;
}

/**
 * The page's origin, which must be on the relying party's host (a page of another site cannot
 * use our passkeys even through this server).
 * @param {import('./common.mjs').CallContext} ctx
 */
function expectedOrigin(ctx) {
  const origin = ctx.req.headers.origin;
  if (typeof origin !== 'string') throw new ApiError('PL_PASSKEY_VERIFY_FAILED');
  let host;
  try {
    host = new URL(origin).hostname;
  } catch {
    throw new ApiError('PL_PASSKEY_VERIFY_FAILED');
  }
  if (host !== rpIdOf(ctx)) throw new ApiError('PL_PASSKEY_VERIFY_FAILED');
  return origin;
}

/** @typedef {'register' | 'login' | 'step-up'} ChallengePurpose */

/**
 * @param {import('./common.mjs').CallContext} ctx
 * @param {string} challenge
 * @param {ChallengePurpose} purpose
 * @param {string | null} accountId
 */
function keepChallenge(ctx, challenge, purpose, accountId) {
  const challenges = ctx.state.passkeyChallenges;
  challenges.set(challenge, { purpose, binder: browserBinder(ctx), accountId, expiresAt: ctx.state.now() + PASSKEY_CHALLENGE_TTL_MS });
  while (challenges.size > MAX_CHALLENGES) challenges.delete(challenges.keys().next().value);
}

/**
 * Takes the challenge the browser signed (from clientDataJSON) if this session asked for it, for
 * this purpose, less than 5 minutes ago; it is gone afterwards either way.
 * @param {import('./common.mjs').CallContext} ctx
 * @param {unknown} credential
 * @param {ChallengePurpose} purpose
 */
function takeChallenge(ctx, credential, purpose) {
  let challenge;
  try {
    const clientData = JSON.parse(Buffer.from(String(/** @type {any} */ (credential)?.response?.clientDataJSON ?? ''), 'base64url').toString('utf8'));
    challenge = typeof clientData?.challenge === 'string' ? clientData.challenge : undefined;
  } catch {
    challenge = undefined;
  }
  const record = challenge === undefined ? undefined : ctx.state.passkeyChallenges.get(challenge);
  if (challenge !== undefined) ctx.state.passkeyChallenges.delete(challenge);
  const foreign = record?.binder != null && record.binder !== browserBinder(ctx);
  if (!record || record.purpose !== purpose || foreign || record.expiresAt <= ctx.state.now()) {
    throw new ApiError('PL_PASSKEY_CHALLENGE_INVALID');
  }
  return { challenge: /** @type {string} */ (challenge), record };
}

/** @param {import('./state.mjs').Account} account */
function userNameOf(account) {
  return account.email || `+${account.phonePrefixCode}${account.phone}`;
}

/**
 * POST passkeyRegisterOptions { proof? }: a new passkey is a new way in, so it takes a recent
 * verification (or a login of this session as recent).
 * @param {import('./common.mjs').CallContext} ctx
 * @param {Record<string, unknown>} [data]
 */
export async function passkeyRegisterOptions(ctx, data = {}) {
  const account = signedInAccount(ctx);
  requireRecentProofOrLogin(ctx, account, data.proof);
  const known = ctx.state.passkeys.get(account.id) ?? [];
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rpIdOf(ctx),
    userName: userNameOf(account),
    userDisplayName: account.name || userNameOf(account),
    userID: new TextEncoder().encode(account.id),
    attestationType: 'none',
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    excludeCredentials: known.map((c) => ({ id: c.credentialId, transports: /** @type {any} */ (c.transports) })),
  });
  keepChallenge(ctx, options.challenge, 'register', account.id);
  return options;
}

/**
 * @param {import('./common.mjs').CallContext} ctx
 * @param {Record<string, unknown>} data
 */
export async function passkeyRegister(ctx, data) {
  const account = signedInAccount(ctx);
  const { challenge, record } = takeChallenge(ctx, data.credential, 'register');
  if (record.accountId !== account.id) throw new ApiError('PL_PASSKEY_CHALLENGE_INVALID');
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: /** @type {any} */ (data.credential),
      expectedChallenge: challenge,
      expectedOrigin: expectedOrigin(ctx),
      expectedRPID: rpIdOf(ctx),
      requireUserVerification: false,
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('PL_PASSKEY_VERIFY_FAILED');
  }
  if (!verification.verified || !verification.registrationInfo) throw new ApiError('PL_PASSKEY_VERIFY_FAILED');
  const { credential } = verification.registrationInfo;
  /** @type {import('./state.mjs').StoredPasskey} */
  const stored = {
    credentialId: credential.id,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: credential.transports ?? [],
    createdAt: new Date(ctx.state.now()).toISOString(),
    // The shopper can rename it; until then it says where it was made.
    name: passkeyNameFor(ctx.req.headers['user-agent']),
    lastUsedAt: null,
  };
  const list = ctx.state.passkeys.get(account.id) ?? [];
  ctx.state.passkeys.set(account.id, [...list.filter((c) => c.credentialId !== stored.credentialId), stored]);
  sendSecurityNotice(ctx, account, 'passkey-added');
  return { credentialId: stored.credentialId, createdAt: stored.createdAt };
}

/** @param {import('./common.mjs').CallContext} ctx */
export async function passkeyLoginOptions(ctx) {
  // Discoverable credentials: no allow-list, so the browser's autofill can offer every passkey.
  const options = await generateAuthenticationOptions({ rpID: rpIdOf(ctx), allowCredentials: [], userVerification: 'preferred' });
  keepChallenge(ctx, options.challenge, 'login', null);
  return options;
}

/**
 * @param {import('./common.mjs').CallContext} ctx
 * @param {string} credentialId
 */
function findPasskey(ctx, credentialId) {
  for (const [accountId, list] of ctx.state.passkeys) {
    const passkey = list.find((c) => c.credentialId === credentialId);
    if (passkey) return { account: ctx.state.accounts.get(accountId), passkey };
  }
  return undefined;
}

/**
 * @param {import('./common.mjs').CallContext} ctx
 * @param {Record<string, unknown>} data
 */
export async function loginByPasskey(ctx, data) {
  const credential = /** @type {any} */ (data.credential);
  const { challenge } = takeChallenge(ctx, credential, 'login');
  const found = typeof credential?.id === 'string' ? findPasskey(ctx, credential.id) : undefined;
  if (!found?.account) throw new ApiError('PL_PASSKEY_NOT_FOUND');
  const { account, passkey } = found;
  await verifyAssertion(ctx, credential, challenge, passkey);
  return finishLogin(ctx, account, { method: 'PASSKEY', loginType: 'PASSKEY', cookieExpiredTime: data.cookieExpiredTime });
}

/**
 * Request options for the passkey step of a recent verification: only the account's own
 * passkeys, the challenge bound to this browser session and this account.
 * @param {import('./common.mjs').CallContext} ctx
 * @param {import('./state.mjs').Account} account
 */
export async function passkeyStepUpOptions(ctx, account) {
  const known = ctx.state.passkeys.get(account.id) ?? [];
  const options = await generateAuthenticationOptions({
    rpID: rpIdOf(ctx),
    allowCredentials: known.map((c) => ({ id: c.credentialId, transports: /** @type {any} */ (c.transports) })),
    userVerification: 'preferred',
  });
  keepChallenge(ctx, options.challenge, 'step-up', account.id);
  return options;
}

/**
 * Checks the passkey step of a recent verification: a step-up challenge this session asked for
 * this account, signed by one of the account's own passkeys.
 * @param {import('./common.mjs').CallContext} ctx
 * @param {import('./state.mjs').Account} account
 * @param {unknown} credential
 */
export async function verifyPasskeyStepUp(ctx, account, credential) {
  const { challenge, record } = takeChallenge(ctx, credential, 'step-up');
  if (record.accountId !== account.id) throw new ApiError('PL_PASSKEY_CHALLENGE_INVALID');
  const id = /** @type {any} */ (credential)?.id;
  const passkey = typeof id === 'string' ? (ctx.state.passkeys.get(account.id) ?? []).find((c) => c.credentialId === id) : undefined;
  if (!passkey) throw new ApiError('PL_PASSKEY_NOT_FOUND');
  await verifyAssertion(ctx, credential, challenge, passkey);
}

/**
 * Verifies an assertion against a stored passkey, then moves its counter on and marks it used.
 * @param {import('./common.mjs').CallContext} ctx
 * @param {any} credential
 * @param {string} challenge
 * @param {import('./state.mjs').StoredPasskey} passkey
 */
async function verifyAssertion(ctx, credential, challenge, passkey) {
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: expectedOrigin(ctx),
      expectedRPID: rpIdOf(ctx),
      credential: { id: passkey.credentialId, publicKey: passkey.publicKey, counter: passkey.counter, transports: /** @type {any} */ (passkey.transports) },
      requireUserVerification: false,
    });
  } catch (error) {
    // Among others: a counter that did not grow (a cloned authenticator, a replayed assertion).
    if (error instanceof ApiError) throw error;
    throw new ApiError('PL_PASSKEY_VERIFY_FAILED');
  }
  if (!verification.verified) throw new ApiError('PL_PASSKEY_VERIFY_FAILED');
  passkey.counter = verification.authenticationInfo.newCounter;
  passkey.lastUsedAt = new Date(ctx.state.now()).toISOString();
}

/**
 * The hook GET /__sandbox/passkeys?account=<prefix+phone or e-mail>.
 * @param {import('./state.mjs').SandboxState} state
 * @param {string} account
 */
export function passkeysOf(state, account) {
  const found = state.findByHookName(account);
  return found ? (state.passkeys.get(found.id) ?? []).map(({ credentialId, createdAt }) => ({ credentialId, createdAt })) : [];
}
