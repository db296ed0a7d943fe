// One-time codes (SPEC §4 OTP flow, forgot password, add phone, SMS uplink, the code step of a
// recent verification). Every code "sent" lands in the outbox instead of a phone; an SMS uplink
// waits for the panel's "SMS from phone".
import { ApiError, finishLogin, normalizePhone, phoneTarget, prefixOf, regionOfPrefix, riskTextsFor, tokenAccount } from './common.mjs';
import { requestLanguage } from './server-texts.mjs';
import { EMAIL_MAX_LENGTH, EMAIL_MIN_LENGTH, OTP_LENGTH, RESEND_COUNTDOWN_SECONDS } from './constants.mjs';
import { newNumericCode } from './state.mjs';
import { str } from './http.mjs';

/** How long a sent code can be verified. */
export const CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong tries before a code is thrown away (the user must ask for a new one). */
export const CODE_MAX_ATTEMPTS = 5;

const DELIVERY_TYPES = ['SMS', 'VOICE', 'WHATSAPP', 'ZALO', 'SMS_UPLINK'];
const CODE_TYPES = ['OTP_LOGIN', 'OTP_REGISTER', 'ADD_PHONE', 'RESET_PASSWORD'];
/** Channels that a risk account may not use without the PL-USER-RISK detour (SPEC §2 PhoneCall). */
const RISK_CHECKED_CHANNELS = ['SMS', 'WHATSAPP', 'ZALO'];
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * OTP_LOGIN and OTP_REGISTER share their codes: SPEC §4 re-uses the login code to register.
 * @param {string} type
 */
function codeFamily(type) {
  return type === 'OTP_LOGIN' || type === 'OTP_REGISTER' ? 'OTP' : type;
}

/**
 * @param {string} family
 * @param {string} target
 */
function codeKey(family, target) {
  return `${family}|${target}`;
}

/**
 * @param {import('./common.mjs').CallContext} ctx
 * @param {Record<string, unknown>} data
 */
function phoneOf(ctx, data) {
  const prefix = prefixOf(ctx, data);
  const phone = normalizePhone(ctx.state.seed, prefix, data.phone);
  if (!phone) throw new ApiError('PL_USER_PHONE_INVALID');
  return { prefix, phone, target: phoneTarget(prefix, phone) };
}

/** @param {unknown} value */
function emailOf(value) {
  const email = str(value).trim().toLowerCase();
  if (email.length < EMAIL_MIN_LENGTH || email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) {
    throw new ApiError('PL_USER_EMAIL_INVALID');
  }
  return email;
}

/**
 * A new code replaces (and so invalidates) the previous one for the same target and purpose.
 * @param {import('./common.mjs').CallContext} ctx
 * @param {{ family: string, target: string, token: string | null, deliverTo: string | null, channel: string, type: string }} what
 */
function issueCode(ctx, what) {
  const code = newNumericCode(OTP_LENGTH);
  ctx.state.codes.set(codeKey(what.family, what.target), { code, expiresAt: ctx.state.now() + CODE_TTL_MS, attempts: 0, token: what.token });
  if (what.deliverTo) ctx.state.deliver({ to: what.deliverTo, channel: what.channel, type: what.type, code, text: messageText(ctx, what.channel, code) });
}

/**
 * The message as the shopper's phone would show it. An SMS follows the origin-bound one-time
 * code format (WebOTP): its last line is `@<host> #<code>` for the page's host, so a
 * browser that reads SMS codes offers it to that page only.
 * @param {import('./common.mjs').CallContext} ctx
 * @param {string} channel
 * @param {string} code
 */
export function messageText(ctx, channel, code) {
  const human = `${code} is your Marketplace verification code. Do not share it with anyone.`;
  return channel === 'SMS' ? `${human}\n\n@${pageHost(ctx)} #${code}` : human;
}

/** The host name of the page that asked: its Origin, else the host it called. @param {import('./common.mjs').CallContext} ctx */
function pageHost(ctx) {
  try {
    return new URL(String(ctx.req.headers.origin ?? ctx.origin)).hostname;
  } catch {
    return new URL(ctx.origin).hostname;
  }
}

/**
 * Checks a code without using it up; wrong tries count against it.
 * @param {import('./common.mjs').CallContext} ctx
 * @param {string} family
 * @param {string} target
 * @param {unknown} code
 */
function checkCode(ctx, family, target, code) {
  const key = codeKey(family, target);
  const record = ctx.state.codes.get(key);
  if (!record || record.expiresAt <= ctx.state.now()) {
    ctx.state.codes.delete(key);
    throw new ApiError('PL_USER_VERIFY_CODE_ERROR');
  }
  if (str(code) !== record.code) {
    record.attempts += 1;
    if (record.attempts >= CODE_MAX_ATTEMPTS) ctx.state.codes.delete(key);
    throw new ApiError('PL_USER_VERIFY_CODE_ERROR');
  }
  return { record, useUp: () => ctx.state.codes.delete(key) };
}

/**
 * @param {any} seed
 * @param {import('./state.mjs').Account} account
 */
function riskData(seed, account, language) {
  return { ...riskTextsFor(seed, language), smsUplinkSupport: true, experimentalBucket: account.experimentalBucket ?? 0 };
}

/**
 * Gateway sendVerificationSms.
 * @param {import('./common.mjs').CallContext} ctx
 * @param {Record<string, unknown>} data
 */
export function sendVerificationSms(ctx, data) {
  const { state } = ctx;
  const type = str(data.type) || 'OTP_LOGIN';
  if (!CODE_TYPES.includes(type)) throw new ApiError('PL_USER_PARAM_INVALID');
  const deliveryType = str(data.deliveryType) || 'SMS';
  if (!DELIVERY_TYPES.includes(deliveryType)) throw new ApiError('PL_SMS_CHANNEL_NOT_SUPPORTED');
  const { prefix, phone, target } = phoneOf(ctx, data);
  const account = state.findByPhone(prefix, phone);

  /** @type {string | null} */
  let relatedToken = null;
  let deliverable = true;
  if (type === 'ADD_PHONE') {
    const record = state.peekToken(data.token, 'ADD_PHONE');
    if (!record) throw new ApiError('PL_USER_TOKEN_INVALID');
    if (account && account.id !== record.accountId) throw new ApiError('PL_USER_PHONE_ALREADY_BOUND');
    relatedToken = /** @type {string} */ (data.token);
  } else if (type === 'RESET_PASSWORD') {
    if (deliveryType === 'SMS_UPLINK') throw new ApiError('PL_SMS_CHANNEL_NOT_SUPPORTED');
    const record = state.peekToken(data.token, 'RESET_APPLY');
    if (!record) throw new ApiError('PL_USER_TOKEN_INVALID');
    // Unknown login names and numbers that are not the account's own get the same answer, but
    // the code goes nowhere (no enumeration, no resetting someone else's account).
    const owner = record.accountId ? state.accounts.get(record.accountId) : undefined;
    deliverable = Boolean(owner && owner.phone && phoneTarget(owner.phonePrefixCode, owner.phone) === target);
    relatedToken = /** @type {string} */ (data.token);
  } else if (account?.scenario === 'risk' && RISK_CHECKED_CHANNELS.includes(deliveryType) && data.checkRisk !== false && data.checkRisk !== 'false') {
    throw new ApiError('PL-USER-RISK', { data: riskData(state.seed, account, requestLanguage(ctx.req)) });
  }

  const registeredField = type === 'RESET_PASSWORD' ? {} : { registered: Boolean(account) };
  if (deliveryType === 'SMS_UPLINK') {
    const token = state.issueToken('SMS_UPLINK', account?.id ?? null);
    const smsUplinkCode = `MKT ${newNumericCode(OTP_LENGTH)}`;
    const smsUplinkTargetPhone = state.seed.smsUplinkTargetPhone;
    // One waiting uplink per number and purpose: a new request replaces the old one.
    for (const [key, uplink] of state.uplinks) if (uplink.target === target && codeFamily(uplink.type) === codeFamily(type)) state.uplinks.delete(key);
    state.uplinks.set(token, { token, target, type, smsUplinkCode, smsUplinkTargetPhone, status: 'WAITING', relatedToken, expiresAt: state.now() + CODE_TTL_MS });
    return { ...registeredField, codeLength: OTP_LENGTH, token, tokenType: 'SMS_UPLINK', smsUplinkCode, smsUplinkTargetPhone };
  }

  issueCode(ctx, { family: codeFamily(type), target, token: relatedToken, deliverTo: deliverable ? target : null, channel: deliveryType, type });
  const token = relatedToken ?? state.issueToken('OTP', account?.id ?? null);
  const tokenType = type === 'RESET_PASSWORD' ? 'RESET_PASSWORD' : type === 'ADD_PHONE' ? str(data.tokenType) || 'ADD_PHONE' : 'OTP';
  return { ...registeredField, codeLength: OTP_LENGTH, token, tokenType };
}

/**
 * Gateway sendVerificationEmailCode (forgot password by e-mail).
 * @param {import('./common.mjs').CallContext} ctx
 * @param {Record<string, unknown>} data
 */
export function sendVerificationEmailCode(ctx, data) {
  const { state } = ctx;
  const email = emailOf(data.email);
  const record = state.peekToken(data.token, 'RESET_APPLY');
  if (!record) throw new ApiError('PL_USER_TOKEN_INVALID');
  const owner = record.accountId ? state.accounts.get(record.accountId) : undefined;
  const deliverable = Boolean(owner && owner.email.toLowerCase() === email);
  issueCode(ctx, { family: 'RESET_PASSWORD', target: email, token: /** @type {string} */ (data.token), deliverTo: deliverable ? email : null, channel: 'EMAIL', type: 'RESET_PASSWORD' });
  return { codeLength: OTP_LENGTH, token: data.token, tokenType: 'RESET_PASSWORD' };
}

/**
 * After a right reset code: a token for resetPassword, or (SPEC §4) a second verification.
 * @param {import('./common.mjs').CallContext} ctx
 * @param {string | null} applyToken
 */
function resetVerified(ctx, applyToken) {
  const { state } = ctx;
  const { account } = tokenAccount(ctx, applyToken, 'RESET_APPLY');
  state.consumeToken(applyToken);
  if (account.scenario === 'secondVerification') {
    const token = state.issueToken('SECOND_VERIFICATION', account.id);
    return { token, tokenType: 'ACCOUNT_SECOND_VERIFICATION', verifyUrl: `${ctx.origin}/__sandbox/pages/second-verification.html` };
  }
  return { token: state.issueToken('RESET_VERIFIED', account.id), tokenType: 'RESET_PASSWORD', verifyUrl: '' };
}

/**
 * verifyPhoneCode (member REST and gateway): OTP login / sign-up or the reset step.
 * @param {import('./common.mjs').CallContext} ctx
 * @param {Record<string, unknown>} data
 */
export function verifyPhoneCode(ctx, data) {
  const { state } = ctx;
  const type = str(data.type) || 'OTP_LOGIN';
  if (type === 'ADD_PHONE') return bindPhone(ctx, data);
  if (!CODE_TYPES.includes(type)) throw new ApiError('PL_USER_PARAM_INVALID');
  const { prefix, phone, target } = phoneOf(ctx, data);
  const { record, useUp } = checkCode(ctx, codeFamily(type), target, data.code);

  if (type === 'RESET_PASSWORD') {
    useUp();
    return resetVerified(ctx, record.token);
  }
  const account = state.findByPhone(prefix, phone);
  if (type === 'OTP_LOGIN' && !account) {
    // SPEC §4: the widget re-sends the same code as OTP_REGISTER, so the code stays valid.
    throw new ApiError('PL_USER_LOGIN_PHONE_NOT_EXIST');
  }
  useUp();
  const cookieExpiredTime = data.cookieExpiredTime;
  if (account) return { loginResponseDTO: finishLogin(ctx, account, { method: 'OTP', loginType: 'PHONE_OTP', cookieExpiredTime }) };
  const created = state.createAccount({ phonePrefixCode: prefix, phone });
  return { loginResponseDTO: finishLogin(ctx, created, { method: 'OTP', loginType: 'PHONE_OTP', cookieExpiredTime, registered: true }) };
}

/**
 * Gateway verifyEmailCode (forgot password by e-mail).
 * @param {import('./common.mjs').CallContext} ctx
 * @param {Record<string, unknown>} data
 */
export function verifyEmailCode(ctx, data) {
  const email = emailOf(data.email);
  const { record, useUp } = checkCode(ctx, 'RESET_PASSWORD', email, data.code);
  useUp();
  return resetVerified(ctx, record.token);
}

/**
 * bindPhone: the add-phone step after a third-party sign-up (SPEC §4 AddPhone).
 * @param {import('./common.mjs').CallContext} ctx
 * @param {Record<string, unknown>} data
 */
export function bindPhone(ctx, data) {
  const { account } = tokenAccount(ctx, data.token, 'ADD_PHONE');
  const { prefix, phone, target } = phoneOf(ctx, data);
  const { record, useUp } = checkCode(ctx, 'ADD_PHONE', target, data.code);
  if (record.token !== data.token) throw new ApiError('PL_USER_VERIFY_CODE_ERROR');
  return { loginResponseDTO: bindAndLogin(ctx, account, { prefix, phone, token: /** @type {string} */ (data.token), cookieExpiredTime: data.cookieExpiredTime, useUp }) };
}

/**
 * @param {import('./common.mjs').CallContext} ctx
 * @param {import('./state.mjs').Account} account
 * @param {{ prefix: string, phone: string, token: string, cookieExpiredTime: unknown, useUp: () => void }} what
 */
function bindAndLogin(ctx, account, what) {
  const owner = ctx.state.findByPhone(what.prefix, what.phone);
  if (owner && owner.id !== account.id) throw new ApiError('PL_USER_PHONE_ALREADY_BOUND');
  what.useUp();
  ctx.state.consumeToken(what.token);
  account.phonePrefixCode = what.prefix;
  account.phone = what.phone;
  account.modifiedAt = ctx.state.now();
  const provider = Object.keys(account.oauth)[0] ?? '';
  return finishLogin(ctx, account, { method: 'BIND', loginType: provider || 'PHONE_OTP', cookieExpiredTime: what.cookieExpiredTime });
}

/**
 * smsUplink: the user says they sent the SMS; log in, sign up or bind (SPEC §4 SmsUplink).
 * @param {import('./common.mjs').CallContext} ctx
 * @param {Record<string, unknown>} data
 */
export function submitSmsUplink(ctx, data) {
  const { state } = ctx;
  const uplink = typeof data.token === 'string' ? state.uplinks.get(data.token) : undefined;
  if (!uplink || uplink.expiresAt <= state.now()) throw new ApiError('PL_SMS_UPLINK_CODE_ALREADY_INVALID');
  const { prefix, phone, target } = phoneOf(ctx, data);
  if (target !== uplink.target) throw new ApiError('PL_SMS_UPLINK_CODE_ALREADY_INVALID');
  if (uplink.status === 'WAITING') throw new ApiError('PL_SMS_UPLINK_NOT_RECEIVED');
  if (uplink.status === 'NOT_MATCHED') {
    state.uplinks.delete(uplink.token);
    throw new ApiError('PL_SMS_UPLINK_CODE_NOT_MATCHED');
  }
  const type = str(data.type) || uplink.type;
  const useUp = () => state.uplinks.delete(uplink.token);
  const cookieExpiredTime = data.cookieExpiredTime;

  if (uplink.type === 'ADD_PHONE') {
    const tokenRecord = state.peekToken(uplink.relatedToken, 'ADD_PHONE');
    const account = tokenRecord?.accountId ? state.accounts.get(tokenRecord.accountId) : undefined;
    if (!account || !uplink.relatedToken) throw new ApiError('PL_USER_TOKEN_INVALID');
    return { loginResponseDTO: bindAndLogin(ctx, account, { prefix, phone, token: uplink.relatedToken, cookieExpiredTime, useUp }) };
  }
  const account = state.findByPhone(prefix, phone);
  if (type === 'OTP_LOGIN' && !account) throw new ApiError('PL_USER_LOGIN_PHONE_NOT_EXIST');
  useUp();
  if (account) return { loginResponseDTO: finishLogin(ctx, account, { method: 'OTP', loginType: 'PHONE_OTP', cookieExpiredTime }) };
  const created = state.createAccount({ phonePrefixCode: prefix, phone });
  return { loginResponseDTO: finishLogin(ctx, created, { method: 'OTP', loginType: 'PHONE_OTP', cookieExpiredTime, registered: true }) };
}

/**
 * The panel's "SMS from phone": marks the waiting uplink of that number as received (or not
 * matched when the text is not the code).
 * @param {import('./state.mjs').SandboxState} state
 * @param {{ from: string, to?: string, text: string }} sms
 * @returns {number} how many waiting requests the SMS answered
 */
export function receiveUplinkSms(state, sms) {
  const from = sms.from.replace(/\D/g, '');
  const to = (sms.to ?? '').replace(/\D/g, '');
  const text = sms.text.replace(/\s+/g, '').toUpperCase();
  let answered = 0;
  for (const uplink of state.uplinks.values()) {
    if (uplink.status !== 'WAITING' || uplink.expiresAt <= state.now() || uplink.target !== from) continue;
    if (to && to !== uplink.smsUplinkTargetPhone.replace(/\D/g, '')) continue;
    uplink.status = text === uplink.smsUplinkCode.replace(/\s+/g, '').toUpperCase() ? 'RECEIVED' : 'NOT_MATCHED';
    answered += 1;
  }
  return answered;
}

// --- the code step of a recent verification (account-security.mjs) ---

/** The outbox type and code family of step-up codes: never usable as a login or reset code. */
const STEP_UP = 'STEP_UP';

/**
 * The channels a step-up code can go by: the account's region's code channels. SMS from phone
 * is not one: it proves a number, not the session that asks.
 * @param {any} seed
 * @param {import('./state.mjs').Account} account
 * @returns {string[]}
 */
export function stepUpChannels(seed, account) {
  if (!account.phone) return [];
  const channels = seed.channels[regionOfPrefix(account.phonePrefixCode)] ?? seed.channels.default;
  return channels.filter((/** @type {string} */ channel) => channel !== 'SMS_UPLINK');
}

/**
 * Sends a step-up code to the account's own phone. The code is kept for this browser session
 * only (binder), and a new one replaces the last, as every other code does.
 * @param {import('./common.mjs').CallContext} ctx
 * @param {import('./state.mjs').Account} account
 * @param {string} deliveryType
 * @param {string} binder
 */
export function sendStepUpCode(ctx, account, deliveryType, binder) {
  if (!account.phone) throw new ApiError('PL_NO_PHONE');
  if (!stepUpChannels(ctx.state.seed, account).includes(deliveryType)) throw new ApiError('PL_SMS_CHANNEL_NOT_SUPPORTED');
  const target = phoneTarget(account.phonePrefixCode, account.phone);
  issueCode(ctx, { family: STEP_UP, target, token: binder, deliverTo: target, channel: deliveryType, type: STEP_UP });
  return { countdown: RESEND_COUNTDOWN_SECONDS };
}

/**
 * Checks and uses up a step-up code, with the attempt limit and errors of every other code. A
 * code asked for by another browser session does not count.
 * @param {import('./common.mjs').CallContext} ctx
 * @param {import('./state.mjs').Account} account
 * @param {unknown} code
 * @param {string} binder
 */
export function verifyStepUpCode(ctx, account, code, binder) {
  if (!account.phone) throw new ApiError('PL_NO_PHONE');
  const { record, useUp } = checkCode(ctx, STEP_UP, phoneTarget(account.phonePrefixCode, account.phone), code);
  if (record.token !== binder) throw new ApiError('PL_USER_VERIFY_CODE_ERROR');
  useUp();
}
