// Calls about who the user is: password and third-party login, reset, profile, restore.
import {
  ApiError,
  currentAccount,
  decryptPassword,
  endSession,
  finishLogin,
  newPasswordFrom,
  normalizePhone,
  prefixOf,
  tokenAccount,
  userView,
} from './common.mjs';
import { BIRTHDAY_RANGE_YEARS } from './constants.mjs';
import { sendSecurityNotice } from './notices.mjs';
import { str } from './http.mjs';

const OAUTH_TYPES = ['GOOGLE', 'FACEBOOK'];
const GENDERS = ['male', 'female'];
const NICKNAME_MAX_LENGTH = 50;

/**
 * A login name is an e-mail when it has an @ (SPEC §4), otherwise a phone number of the region.
 * @param {import('./common.mjs').CallContext} ctx
 * @param {Record<string, unknown>} data
 */
function accountByLoginName(ctx, data) {
  const loginName = str(data.loginName).trim();
  if (loginName.includes('@')) return ctx.state.findByEmail(loginName);
  const prefix = prefixOf(ctx, data);
  const phone = normalizePhone(ctx.state.seed, prefix, loginName);
  return phone ? ctx.state.findByPhone(prefix, phone) : undefined;
}

/**
 * POST /user/api/login. Wrong password, unknown account and locked account give the same answer,
 * so the answer never tells whether an account exists or is locked. The password is compared
 * every time (against a dummy for unknown names), so the timing does not tell either.
 * @param {import('./common.mjs').CallContext} ctx
 * @param {Record<string, unknown>} data
 */
export function passwordLogin(ctx, data) {
  const loginName = str(data.loginName).trim();
  if (!loginName) throw new ApiError('PL_USER_PARAM_INVALID');
  const password = decryptPassword(ctx, data.encryptPassword);
  const account = accountByLoginName(ctx, data);
  const matches = ctx.state.passwordMatches(account, password);
  if (!matches || !account || account.status === 'LOCKED') throw new ApiError('PL_USER_LOGIN_PASSWORD_ERROR');
  return finishLogin(ctx, account, { method: 'PASSWORD', loginType: loginName.includes('@') ? 'EMAIL' : 'PHONE', cookieExpiredTime: data.cookieExpiredTime });
}

/**
 * The identity a provider's code stands for. The fake provider scripts hand out codes of the form
 * `sandbox-google:<identity>`.
 * @param {import('./common.mjs').CallContext} ctx
 * @param {string} oauthType
 * @param {unknown} code
 * @returns {{ id: string, name: string, email: string }}
 */
export function identityFromCode(ctx, oauthType, code) {
  const match = /^sandbox-(google|facebook):([a-z0-9-]{1,40})$/.exec(str(code));
  if (!match || match[1].toUpperCase() !== oauthType) throw new ApiError('PL_USER_OAUTH_CODE_INVALID');
  const identity = ctx.state.seed.identities.find((/** @type {{ id: string }} */ i) => i.id === match[2]);
  if (!identity) throw new ApiError('PL_USER_OAUTH_CODE_INVALID');
  return identity;
}

/**
 * loginByOAuthCode and loginByOneTap. LOGIN of an unknown identity answers
 * PL_USER_LOGIN_OAUTH_NOT_EXIST; REGISTER creates the account (SPEC §4 third-party login).
 * @param {import('./common.mjs').CallContext} ctx
 * @param {Record<string, unknown>} data
 */
export function oauthLogin(ctx, data) {
  const { state } = ctx;
  const oauthType = (str(data.oauthType) || str(ctx.req.headers.oauthtype)).toUpperCase();
  if (!OAUTH_TYPES.includes(oauthType)) throw new ApiError('PL_USER_PARAM_INVALID');
  const operateType = (str(data.operateType) || str(ctx.req.headers.operatetype) || 'LOGIN').toUpperCase();
  const identity = identityFromCode(ctx, oauthType, data.oauthCode);
  const oauth = { type: oauthType, identityId: identity.id, name: identity.name, email: identity.email };
  let account = state.findByIdentity(oauthType, identity.id);
  if (!account) {
    if (operateType !== 'REGISTER') throw new ApiError('PL_USER_LOGIN_OAUTH_NOT_EXIST');
    // Never linked to an existing account by e-mail alone: that would let a provider account
    // take over a marketplace account. The e-mail is only copied when nobody uses it yet.
    const emailFree = !state.findByEmail(identity.email);
    account = state.createAccount({ email: emailFree ? identity.email : '', name: identity.name });
    account.oauth = { ...account.oauth, [oauthType]: identity.id };
  }
  return finishLogin(ctx, account, { method: 'OAUTH', loginType: oauthType, cookieExpiredTime: data.cookieExpiredTime, oauth });
}

/**
 * Gateway applyResetPasswordWithSecurity: a token for the reset flow, the same for every name.
 * @param {import('./common.mjs').CallContext} ctx
 * @param {Record<string, unknown>} data
 */
export function applyResetPassword(ctx, data) {
  const loginName = str(data.loginName).trim();
  if (!loginName) throw new ApiError('PL_USER_PARAM_INVALID');
  const account = accountByLoginName(ctx, data);
  const token = ctx.state.issueToken('RESET_APPLY', account?.id ?? null);
  return { token, tokenType: 'RESET_PASSWORD', type: loginName.includes('@') ? 'EMAIL' : 'PHONE', verifyUrl: '' };
}

/**
 * POST /user/api/resetPassword: after the reset code, or the COMPLETE_PASSWORD_FOR_LOGIN step.
 * @param {import('./common.mjs').CallContext} ctx
 * @param {Record<string, unknown>} data
 */
export function resetPassword(ctx, data) {
  const { state } = ctx;
  const { account } = tokenAccount(ctx, data.token, ['RESET_VERIFIED', 'COMPLETE_PASSWORD']);
  const password = newPasswordFrom(ctx, data.encryptPassword);
  state.consumeToken(data.token);
  state.setPassword(account, password);
  // A new password signs every other browser out.
  state.endSessionsOf(account.id);
  sendSecurityNotice(ctx, account, 'password-reset');
  return { loginResponseDTO: finishLogin(ctx, account, { method: 'RESET', loginType: 'PASSWORD', cookieExpiredTime: data.cookieExpiredTime }) };
}

/**
 * Gateway completeProfileByRegisterToken (ProfileComplete step 1: nickname and password).
 * @param {import('./common.mjs').CallContext} ctx
 * @param {Record<string, unknown>} data
 */
export function completeProfile(ctx, data) {
  const { state } = ctx;
  const { account } = tokenAccount(ctx, data.token, 'REGISTER');
  const name = nicknameOf(data.name);
  const password = data.encryptPassword ? newPasswordFrom(ctx, data.encryptPassword) : undefined;
  state.consumeToken(data.token);
  if (name) account.name = name;
  if (password) state.setPassword(account, password);
  account.modifiedAt = state.now();
  return { user: userView(account) };
}

/**
 * Gateway updateUserProfile (ProfileComplete step 2 and later edits). Needs a session.
 * @param {import('./common.mjs').CallContext} ctx
 * @param {Record<string, unknown>} data
 */
export function updateProfile(ctx, data) {
  const { state } = ctx;
  const account = currentAccount(ctx);
  if (!account) throw new ApiError('NEED_LOGIN');
  const gender = str(data.gender);
  if (gender && !GENDERS.includes(gender)) throw new ApiError('PL_USER_PROFILE_INVALID');
  const birthday = str(data.birthday);
  if (birthday && !isBirthdayInRange(birthday, state.now())) throw new ApiError('PL_USER_PROFILE_INVALID');
  const name = nicknameOf(data.name ?? data.nickname);
  const password = data.encryptPassword ? newPasswordFrom(ctx, data.encryptPassword) : undefined;
  // SPEC §5: empty fields are left out of the payload, so only given ones change.
  if (gender) account.gender = gender;
  if (birthday) account.birthday = birthday;
  if (name) account.name = name;
  if (password) state.setPassword(account, password);
  account.modifiedAt = state.now();
  return { user: userView(account) };
}

/** @param {unknown} value */
function nicknameOf(value) {
  const name = str(value).trim();
  if (name.length > NICKNAME_MAX_LENGTH || /[<>]/.test(name)) throw new ApiError('PL_USER_PROFILE_INVALID');
  return name;
}

/**
 * SPEC §5: year-month-day joined by hyphens, from 100 years ago up to today.
 * @param {string} birthday
 * @param {number} now
 */
function isBirthdayInRange(birthday, now) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  const thisYear = new Date(now).getUTCFullYear();
  return year >= thisYear - BIRTHDAY_RANGE_YEARS && date.getTime() <= now;
}

/**
 * Gateway cancelDeletion {token}: restores an account in its closure cool-off.
 * @param {import('./common.mjs').CallContext} ctx
 * @param {Record<string, unknown>} data
 */
export function cancelDeletion(ctx, data) {
  const { state } = ctx;
  const { account } = tokenAccount(ctx, data.token, 'DELETION_COOL');
  state.consumeToken(data.token);
  account.status = 'NORMAL';
  account.modifiedAt = state.now();
  return { loginResponse: finishLogin(ctx, account, { method: 'RESTORE', loginType: 'PASSWORD', cookieExpiredTime: data.cookieExpiredTime }) };
}

/**
 * Gateway getUser: the signed-in user.
 * @param {import('./common.mjs').CallContext} ctx
 */
export function getUser(ctx) {
  const account = currentAccount(ctx);
  if (!account) throw new ApiError('NEED_LOGIN');
  return userView(account);
}

/**
 * GET /user/api/currentUser.
 * @param {import('./common.mjs').CallContext} ctx
 */
export function currentUser(ctx) {
  const account = currentAccount(ctx);
  if (!account) throw new ApiError('NEED_LOGIN');
  return { id: account.id };
}

/**
 * POST /user/api/logout.
 * @param {import('./common.mjs').CallContext} ctx
 */
export function logout(ctx) {
  endSession(ctx);
  return {};
}

/**
 * POST /user/api/validatePhone: the address-type check before a code is sent (SPEC §5).
 * @param {import('./common.mjs').CallContext} ctx
 * @param {Record<string, unknown>} data
 */
export function validatePhone(ctx, data) {
  return { isValid: Boolean(normalizePhone(ctx.state.seed, prefixOf(ctx, data), data.phone)) };
}
