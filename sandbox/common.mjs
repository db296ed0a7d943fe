// Pieces every call family shares: the error type, the user and login-result shapes (SPEC §3),
// sessions, phone and password rules.
import { createHash } from 'node:crypto';
import { appendSetCookie, parseCookies, sessionCookie, str } from './http.mjs';
import { stringConstant, PASSWORD_ALLOWED_SYMBOLS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.mjs';
import { localized } from './server-texts.mjs';
import { RECENT_VERIFICATION_TTL_MS } from './state.mjs';

export const SESSION_COOKIE = 'mkt_sid';
/** Sessions made before login (they carry the CSRF token). */
export const ANONYMOUS_SESSION_TTL_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_SESSION_DAYS = 30;
const DEFAULT_SESSION_EXPIRY = stringConstant('SESSION_COOKIE_EXPIRY');
/** Enough for every real browser's user-agent; longer headers are cut, not stored whole. */
const USER_AGENT_MAX_LENGTH = 300;

/** A business error: the member envelope shows it as errorCode, the gateway as ret KEY::message. */
export class ApiError extends Error {
  /**
   * @param {string} key
   * @param {{ data?: Record<string, unknown>, status?: number, message?: string }} [options]
   */
  constructor(key, options = {}) {
    super(options.message ?? key);
    this.key = key;
    this.data = options.data;
    this.status = options.status ?? 200;
    this.explicitMessage = options.message;
  }
}

/**
 * @typedef {object} CallContext
 * @property {import('./state.mjs').SandboxState} state
 * @property {import('node:http').IncomingMessage} req
 * @property {import('node:http').ServerResponse} res
 * @property {{ publicKeyPem: string, decryptPassword(base64: string): string | undefined }} rsa
 * @property {string} origin          scheme://host of the request, for URLs the server hands out
 * @property {{ qrIntervalMs: number, qrExpireRounds: number }} settings
 */

/**
 * An error's message in the request's language, else English (the marketplace's server answers
 * displayMessage in the x-i18n-language it is asked for).
 * @param {any} seed
 * @param {string} key
 * @param {string} [language]
 */
export function messageFor(seed, key, language) {
  return localized(language, 'errors', key, seed.errors[key]) ?? `Sandbox error ${key}`;
}

/**
 * The risk step's texts (PL-USER-RISK data) in the request's language.
 * @param {any} seed
 * @param {string} [language]
 */
export function riskTextsFor(seed, language) {
  return Object.fromEntries(Object.entries(seed.riskTexts).map(([key, english]) => [key, localized(language, 'risk', key, english)]));
}

// --- region and phone ---

/**
 * The region the request speaks for: data.regionID, then the x-i18n-regionID header, then SG.
 * @param {CallContext} ctx
 * @param {Record<string, unknown>} [data]
 */
export function regionOf(ctx, data = {}) {
  const raw = str(data.regionID) || str(ctx.req.headers['x-i18n-regionid']) || 'SG';
  return /^[A-Za-z]{2}$/.test(raw) ? raw.toUpperCase() : 'SG';
}

/** SPEC §3 phone prefixes (the sandbox only needs them to default a missing phonePrefixCode). */
const PREFIX_BY_REGION = { SG: '65', PH: '63', VN: '84', TH: '66', ID: '62', MY: '60', PK: '92', LK: '94', MM: '95', BD: '880', NP: '977' };

/**
 * @param {CallContext} ctx
 * @param {Record<string, unknown>} data
 */
export function prefixOf(ctx, data) {
  const given = str(data.phonePrefixCode).replace(/\D/g, '');
  return given || PREFIX_BY_REGION[/** @type {keyof typeof PREFIX_BY_REGION} */ (regionOf(ctx, data))] || '65';
}

/** Region code of a phone prefix, for the channel list. @param {string} prefix */
export function regionOfPrefix(prefix) {
  return Object.entries(PREFIX_BY_REGION).find(([, p]) => p === prefix)?.[0] ?? 'SG';
}

/**
 * National number in digits, without the prefix or a trunk zero. Undefined when the number does
 * not fit the region's pattern in seed.json.
 * @param {any} seed
 * @param {string} prefix
 * @param {unknown} phone
 */
export function normalizePhone(seed, prefix, phone) {
  let digits = str(phone).replace(/[\s()+-]/g, '');
  if (!/^\d+$/.test(digits)) return undefined;
  const pattern = new RegExp(seed.phonePatterns[prefix] ?? seed.phonePatterns.default);
  if (!pattern.test(digits) && digits.startsWith(prefix) && pattern.test(digits.slice(prefix.length))) {
    digits = digits.slice(prefix.length);
  }
  if (!pattern.test(digits)) return undefined;
  return digits.replace(/^0/, '');
}

/**
 * @param {string} prefix
 * @param {string} phone
 */
export function phoneTarget(prefix, phone) {
  return `${prefix}${phone}`;
}

// --- passwords (SPEC §5) ---

const PASSWORD_SYMBOL_CLASS = PASSWORD_ALLOWED_SYMBOLS.replace(/[\]\\^-]/g, '\\$&');
const PASSWORD_ALLOWED = new RegExp(`^[A-Za-z0-9${PASSWORD_SYMBOL_CLASS}]+$`);
const PASSWORD_HAS_SYMBOL = new RegExp(`[${PASSWORD_SYMBOL_CLASS}]`);

/** @param {string} password */
export function isAcceptablePassword(password) {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    PASSWORD_ALLOWED.test(password) &&
    /[A-Za-z]/.test(password) &&
    /\d/.test(password) &&
    PASSWORD_HAS_SYMBOL.test(password)
  );
}

/**
 * Whether the account has a password it can sign in with (one still to be completed does not count).
 * @param {import('./state.mjs').Account} account
 */
export function hasPassword(account) {
  return Boolean(account.passwordDigest) && !account.needCompletePassword;
}

/**
 * Decrypts data.encryptPassword; a body that is not ours gives PL_USER_PASSWORD_DECRYPT_FAILED.
 * @param {CallContext} ctx
 * @param {unknown} encrypted
 */
export function decryptPassword(ctx, encrypted) {
  if (typeof encrypted !== 'string' || !encrypted) throw new ApiError('PL_USER_PARAM_INVALID');
  const password = ctx.rsa.decryptPassword(encrypted);
  if (password === undefined) throw new ApiError('PL_USER_PASSWORD_DECRYPT_FAILED');
  return password;
}

/**
 * A new password: decrypted and checked against the SPEC §5 rules.
 * @param {CallContext} ctx
 * @param {unknown} encrypted
 */
export function newPasswordFrom(ctx, encrypted) {
  const password = decryptPassword(ctx, encrypted);
  if (!isAcceptablePassword(password)) throw new ApiError('PL_USER_PASSWORD_FORMAT_ERROR');
  return password;
}

// --- tokens ---

/**
 * The account a live token of `purpose` was issued for, with the token's record. A token that is
 * unknown, expired, of another purpose or names no account is PL_USER_TOKEN_INVALID.
 * @param {CallContext} ctx
 * @param {unknown} token
 * @param {string | string[]} purpose
 */
export function tokenAccount(ctx, token, purpose) {
  const record = ctx.state.peekToken(token, purpose);
  const account = record?.accountId ? ctx.state.accounts.get(record.accountId) : undefined;
  if (!record || !account) throw new ApiError('PL_USER_TOKEN_INVALID');
  return { record, account };
}

// --- sessions ---

/** The request's live session; resolving it counts as activity (the devices list shows it). @param {CallContext} ctx */
export function currentSession(ctx) {
  const sid = parseCookies(ctx.req)[SESSION_COOKIE];
  const session = ctx.state.getSession(sid);
  if (!session) return undefined;
  session.lastActiveAt = ctx.state.now();
  return { sid: /** @type {string} */ (sid), session };
}

/** The signed-in account of the request, if any. @param {CallContext} ctx */
export function currentAccount(ctx) {
  const userId = currentSession(ctx)?.session.userId;
  return userId ? ctx.state.accounts.get(userId) : undefined;
}

/** The signed-in account of the request; NEED_LOGIN without one. @param {CallContext} ctx */
export function signedInAccount(ctx) {
  const account = currentAccount(ctx);
  if (!account) throw new ApiError('NEED_LOGIN');
  return account;
}

/**
 * What ties server-side records (passkey challenges, recent-verification proofs) to this browser:
 * its session's anti-forgery token, which survives the new session id of a login. Null for a
 * browser without a session yet.
 * @param {CallContext} ctx
 */
export function browserBinder(ctx) {
  return currentSession(ctx)?.session.csrfToken ?? null;
}

/**
 * Sensitive account changes need a proof that this browser verified the shopper in the last
 * minutes (securityVerifyRecent); without a live one: PL_RECENT_VERIFICATION_REQUIRED.
 * @param {CallContext} ctx
 * @param {import('./state.mjs').Account} account
 * @param {unknown} proof
 */
export function requireRecentProof(ctx, account, proof) {
  const binder = browserBinder(ctx);
  if (!binder || !ctx.state.proofHolds(proof, account.id, binder)) throw new ApiError('PL_RECENT_VERIFICATION_REQUIRED');
}

/**
 * Adding a way in (a passkey) takes a proof too, or a login of this session as recent as a proof
 * would be: the popup's passkey offer comes right after the login, which verified the shopper.
 * @param {CallContext} ctx
 * @param {import('./state.mjs').Account} account
 * @param {unknown} proof
 */
export function requireRecentProofOrLogin(ctx, account, proof) {
  const session = currentSession(ctx)?.session;
  const justLoggedIn = session?.userId === account.id && ctx.state.now() - session.createdAt < RECENT_VERIFICATION_TTL_MS;
  if (!justLoggedIn) requireRecentProof(ctx, account, proof);
}

/**
 * What a new session remembers of the browser that starts it, for the signed-in devices list.
 * @param {CallContext} ctx
 */
function clientOf(ctx) {
  return { userAgent: str(ctx.req.headers['user-agent']).slice(0, USER_AGENT_MAX_LENGTH), region: regionOf(ctx) };
}

/** The request's session, made (anonymous) when missing. @param {CallContext} ctx */
export function ensureSession(ctx) {
  const existing = currentSession(ctx);
  if (existing) return existing.session;
  const [sid, session] = ctx.state.createSession({ ttlMs: ANONYMOUS_SESSION_TTL_MS, ...clientOf(ctx) });
  appendSetCookie(ctx.res, sessionCookie(SESSION_COOKIE, sid));
  return session;
}

/**
 * "3D" -> milliseconds; anything else falls back to the default expiry.
 * @param {unknown} value
 */
export function sessionTtlMs(value) {
  const match = /^(\d{1,2})D$/i.exec(str(value)) ?? /^(\d{1,2})D$/i.exec(DEFAULT_SESSION_EXPIRY);
  const days = Math.min(Math.max(Number(match?.[1] ?? 1), 1), MAX_SESSION_DAYS);
  return days * DAY_MS;
}

/**
 * Signs the account in: a fresh session id (no fixation), the CSRF token carried over so the
 * page can go on posting.
 * @param {CallContext} ctx
 * @param {import('./state.mjs').Account} account
 * @param {unknown} cookieExpiredTime
 */
export function startUserSession(ctx, account, cookieExpiredTime) {
  const previous = currentSession(ctx);
  if (previous) ctx.state.sessions.delete(previous.sid);
  const ttlMs = sessionTtlMs(cookieExpiredTime);
  const [sid, session] = ctx.state.createSession({ csrfToken: previous?.session.csrfToken, userId: account.id, ttlMs, ...clientOf(ctx) });
  appendSetCookie(ctx.res, sessionCookie(SESSION_COOKIE, sid, { maxAgeSeconds: Math.floor(ttlMs / 1000) }));
  return { sid, session };
}

/** @param {CallContext} ctx */
export function endSession(ctx) {
  const previous = currentSession(ctx);
  if (previous) ctx.state.sessions.delete(previous.sid);
  const [sid] = ctx.state.createSession({ csrfToken: previous?.session.csrfToken, ttlMs: ANONYMOUS_SESSION_TTL_MS, ...clientOf(ctx) });
  appendSetCookie(ctx.res, sessionCookie(SESSION_COOKIE, sid));
}

// --- shapes of SPEC §3 ---

/**
 * The User entity.
 * @param {import('./state.mjs').Account} account
 */
export function userView(account) {
  return {
    id: account.id,
    name: account.name,
    avatar: '',
    birthday: account.birthday,
    gender: account.gender,
    email: account.email,
    emailConfirmed: Boolean(account.email),
    contactEmail: account.email,
    phone: account.phone,
    phonePrefixCode: account.phonePrefixCode,
    language: 'en',
    taxId: '',
    branchId: '',
    b2b: false,
    isTest: true,
    isVerified: Boolean(account.phone),
    status: account.status,
    type: 'BUYER',
    memberLevel: 'TRUSTED',
    liveUpStatus: 'NONE',
    isLiveUp: false,
    enableEwallet: false,
    enableNewsletter: false,
    enableSmsNewsletter: false,
    hasAddress: false,
    hasPassword: hasPassword(account),
    hasPinCode: false,
    isShowPinCode: false,
    isShowBiometric: false,
    isShowLazadaId: false,
    lazadaId: '',
    alipayUserId: '',
    siteId: 'sandbox',
    site: 'sandbox',
    userTag1: '',
    userTag2: '',
    userTag3: '',
    userTag4: '',
    userTag5: '',
    gmtCreate: account.createdAt,
    gmtModified: account.modifiedAt,
  };
}

/**
 * @typedef {object} LoginOptions
 * @property {'PASSWORD' | 'OTP' | 'QR' | 'OAUTH' | 'RESET' | 'RESTORE' | 'BIND' | 'PROFILE' | 'PASSKEY'} method
 * @property {string} loginType
 * @property {unknown} [cookieExpiredTime]
 * @property {boolean} [registered]   the account was created by this very call (OTP sign-up)
 * @property {{ type: string, identityId: string, name: string, email: string }} [oauth]
 */

/**
 * The end of every login path: either a next step the widget must take (SPEC §4) with no session
 * yet, or a session and a finished login result.
 * @param {CallContext} ctx
 * @param {import('./state.mjs').Account} account
 * @param {LoginOptions} options
 */
export function finishLogin(ctx, account, options) {
  const { state } = ctx;
  const base = baseLoginResult(account, options);

  if (account.status === 'DELETION_COOL' && options.method !== 'RESTORE') {
    const token = state.issueToken('DELETION_COOL', account.id);
    return pendingStep(base, 'DELETION_COOL_CONFIRM', {
      // The demo's member page (examples/member/close-account-restore/) opens <mkt-restore-account> with this token.
      url: `${ctx.origin}/member/close-account-restore/?token=${encodeURIComponent(token)}`,
      token,
      tokenType: 'DELETION_COOL_CONFIRM',
    });
  }
  if (account.scenario === 'secondVerification' && (options.method === 'PASSWORD' || options.method === 'QR')) {
    const token = state.issueToken('SECOND_VERIFICATION', account.id);
    return pendingStep(base, 'SECOND_VERIFICATION', {
      url: `${ctx.origin}/__sandbox/pages/second-verification.html`,
      token,
      tokenType: 'ACCOUNT_SECOND_VERIFICATION',
    });
  }
  if (account.needCompletePassword && options.method === 'PASSWORD') {
    const token = state.issueToken('COMPLETE_PASSWORD', account.id);
    return { ...pendingStep(base, 'COMPLETE_PASSWORD_FOR_LOGIN', { token, tokenType: 'COMPLETE_PASSWORD' }), needCompletePassword: true, completePasswordToken: token };
  }
  if (!account.phone) {
    // SPEC §4: a third-party sign-up must add a phone before the login is complete.
    const token = state.issueToken('ADD_PHONE', account.id);
    return pendingStep(base, 'JUMP_TO_ADD_PHONE', { token, tokenType: 'ADD_PHONE', phoneToken: token, phoneTokenType: 'ADD_PHONE' });
  }

  const { sid, session } = startUserSession(ctx, account, options.cookieExpiredTime);
  const done = {
    ...base,
    sessionId: createHash('sha256').update(sid).digest('base64url').slice(0, 24),
    sessionExpiredTime: session.expiresAt,
    refreshToken: '',
    user: userView(account),
    userId: account.id,
    loginSuccess: true,
  };
  if (options.registered) {
    const token = state.issueToken('REGISTER', account.id);
    return {
      ...done,
      loginNextStepAction: 'COMPLETE_PROFILE',
      loginNextStepActionData: { token, tokenType: 'REGISTER_TOKEN' },
      toRegisterToken: token,
      isAutoRegister: true,
    };
  }
  return done;
}

/**
 * @param {import('./state.mjs').Account} account
 * @param {LoginOptions} options
 */
function baseLoginResult(account, options) {
  return {
    sessionId: '',
    sessionExpiredTime: 0,
    refreshToken: '',
    cookieList: [],
    loginType: options.loginType,
    needCompletePassword: false,
    completePasswordToken: '',
    completeEmailToken: '',
    toRegisterToken: '',
    userVerification: false,
    hasPhone: Boolean(account.phone),
    hasEmail: Boolean(account.email),
    oauthType: options.oauth?.type ?? '',
    oauthUserId: options.oauth?.identityId ?? '',
    oauthUserEmail: options.oauth?.email ?? '',
    oauthUserName: options.oauth?.name ?? '',
    redirectUrl: '',
    loginSuccess: false,
    isAutoRegister: false,
    isEmailOptional: true,
    isExclusiveFan: false,
    isShopOwner: false,
    loginSuccessTrustToken: '',
  };
}

/**
 * @param {Record<string, unknown>} base
 * @param {string} action
 * @param {Record<string, string>} data
 */
function pendingStep(base, action, data) {
  return { ...base, loginNextStepAction: action, loginNextStepActionData: { url: '', jumpUrl: '', phoneToken: '', phoneTokenType: '', ...data } };
}
