// Member host REST calls (/user/api/*), envelope { success, errorCode, module } (SPEC §3, §7).
import { ApiError, currentSession, ensureSession, messageFor } from './common.mjs';
import { requestLanguage } from './server-texts.mjs';
import { HttpError, parseJsonObject, readBody, sendJson } from './http.mjs';
import { currentUser, logout, oauthLogin, passwordLogin, resetPassword, validatePhone } from './account-calls.mjs';
import { bindPhone, submitSmsUplink, verifyPhoneCode } from './codes.mjs';
import { loginByQrCode } from './qr.mjs';
import { loginByPasskey, passkeyLoginOptions, passkeyRegister, passkeyRegisterOptions } from './passkeys.mjs';
import {
  securityAccount,
  securityChangePassword,
  securityLinkProvider,
  securityPasskeys,
  securityRemovePasskey,
  securityRenamePasskey,
  securityStepUpPasskeyOptions,
  securityStepUpSendCode,
  securityUnlinkProvider,
  securityVerifyRecent,
} from './account-security.mjs';
import { securityEndOtherSessions, securityEndSession, securitySessions } from './devices.mjs';

export const MEMBER_PREFIX = '/user/api/';
export const CSRF_PARAMETER = '_csrf';

/**
 * @type {Record<string, (ctx: import('./common.mjs').CallContext, data: Record<string, unknown>) => unknown>}
 */
const POST_CALLS = {
  login: passwordLogin,
  loginByOAuthCode: oauthLogin,
  loginByOneTap: (ctx, data) => oauthLogin(ctx, { ...data, oauthType: 'GOOGLE', operateType: 'LOGIN' }),
  validatePhone,
  verifyPhoneCode,
  bindPhone,
  smsUplink: submitSmsUplink,
  resetPassword,
  loginByQrCode,
  logout,
  // The passkey relying party (sandbox/passkeys.mjs).
  loginByPasskey,
  passkeyRegisterOptions,
  passkeyRegister,
  // The signed-in shopper's account security (sandbox/account-security.mjs, sandbox/devices.mjs).
  securityRenamePasskey,
  securityRemovePasskey,
  securityChangePassword,
  securityLinkProvider,
  securityUnlinkProvider,
  securityEndSession,
  securityEndOtherSessions,
  securityStepUpSendCode,
  securityVerifyRecent,
};

/** @type {Record<string, (ctx: import('./common.mjs').CallContext) => unknown>} */
const GET_CALLS = {
  getCsrfToken: (ctx) => ({ parameterName: CSRF_PARAMETER, token: ensureSession(ctx).csrfToken }),
  currentUser,
  // A GET, so the autofill request's challenge never races a login for the session.
  passkeyLoginOptions,
  securityAccount,
  securityPasskeys,
  securitySessions,
  securityStepUpPasskeyOptions,
};

/** @param {string} pathname */
export function memberCallName(pathname) {
  return pathname.slice(MEMBER_PREFIX.length).replace(/\/$/, '');
}

/**
 * @param {import('./common.mjs').CallContext} ctx
 * @param {string} name
 */
export async function handleMemberCall(ctx, name) {
  const { req, res, state } = ctx;
  const method = req.method ?? 'GET';
  try {
    if (method === 'GET' && Object.hasOwn(GET_CALLS, name)) {
      return sendJson(res, 200, { success: true, module: await GET_CALLS[name](ctx) });
    }
    if (method === 'POST' && Object.hasOwn(POST_CALLS, name)) {
      const body = parseJsonObject(await readBody(req));
      if (!body) throw new HttpError(400, 'The body must be a JSON object');
      checkCsrf(ctx, body);
      return sendJson(res, 200, { success: true, module: (await POST_CALLS[name](ctx, body)) ?? {} });
    }
    const known = Object.hasOwn(GET_CALLS, name) || Object.hasOwn(POST_CALLS, name);
    sendJson(res, known ? 405 : 404, { success: false, errorCode: { key: known ? 'METHOD_NOT_ALLOWED' : 'NOT_FOUND', displayMessage: known ? 'Method not allowed' : 'Not found' } });
  } catch (error) {
    if (error instanceof ApiError) {
      sendJson(res, error.status, {
        success: false,
        errorCode: { key: error.key, displayMessage: error.explicitMessage ?? messageFor(state.seed, error.key, requestLanguage(req)) },
        ...(error.data ? { module: error.data } : {}),
      });
      return;
    }
    if (error instanceof HttpError) {
      sendJson(res, error.status, { success: false, errorCode: { key: 'PL_USER_PARAM_INVALID', displayMessage: error.message } });
      return;
    }
    throw error;
  }
}

/**
 * Every POST carries the token of its own session twice: header X-CSRF-TOKEN and the body field.
 * @param {import('./common.mjs').CallContext} ctx
 * @param {Record<string, unknown>} body
 */
function checkCsrf(ctx, body) {
  const expected = currentSession(ctx)?.session.csrfToken;
  const header = ctx.req.headers['x-csrf-token'];
  if (!expected || header !== expected || body[CSRF_PARAMETER] !== expected) {
    throw new ApiError('CSRF_TOKEN_INVALID', { status: 403 });
  }
}
