// Gateway (mtop-style) calls: /h5/{api}/{version}/?...&api={api}, answer { api, v, ret, data }.
import { ApiError, currentSession, messageFor, prefixOf, regionOf, regionOfPrefix } from './common.mjs';
import { localized, requestLanguage } from './server-texts.mjs';
import { HttpError, parseJsonObject, readBody, sendJson } from './http.mjs';
import { applyResetPassword, cancelDeletion, completeProfile, getUser, updateProfile } from './account-calls.mjs';
import { sendVerificationEmailCode, sendVerificationSms, verifyEmailCode, verifyPhoneCode } from './codes.mjs';
import { checkQrCodeStatus, generateQrCode } from './qr.mjs';
import { OTP_LENGTH } from './constants.mjs';

export const GATEWAY_PREFIX = '/h5/';
export const API_NAMESPACE = 'mtop.mkt.member.';

/**
 * Region's send channels (SPEC §3 send-channel list).
 * @param {any} seed
 * @param {string} region
 * @param {string} [language] the request's language (button texts are localized)
 */
export function channelList(seed, region, language) {
  /** @type {string[]} */
  const channels = seed.channels[region] ?? seed.channels.default;
  return {
    result: channels.map((deliveryType) => ({
      deliveryType,
      buttonContent: localized(language, 'channels', deliveryType, seed.channelTexts[deliveryType]),
      icon: deliveryType.toLowerCase(),
      supportOneClickVerify: false,
    })),
    codeLength: OTP_LENGTH,
    notAvailableChannel: [],
    smsUplinkSupport: channels.includes('SMS_UPLINK'),
  };
}

/**
 * Providers for the third-party buttons: `result` (SPEC §7) and `sendChannel.thirdList` (SPEC §3)
 * carry the same list.
 * @param {any} seed
 */
export function thirdPartyList(seed) {
  return { result: [...seed.thirdPartyProviders], sendChannel: { thirdList: [...seed.thirdPartyProviders] } };
}

/**
 * @typedef {(ctx: import('./common.mjs').CallContext, data: Record<string, unknown>) => unknown} GatewayCall
 * @type {Record<string, { call: GatewayCall, csrf?: boolean }>}
 */
const CALLS = {
  generateQrCodeUrl: { call: generateQrCode },
  checkQrCodeStatus: { call: checkQrCodeStatus },
  checkSmsChannel: { call: (ctx, data) => channelList(ctx.state.seed, regionOf(ctx, data), requestLanguage(ctx.req)) },
  checkMsChannelLimit: {
    call: (ctx, data) => ({ availableChannel: channelList(ctx.state.seed, regionOfPrefix(prefixOf(ctx, data))).result.map((c) => c.deliveryType) }),
  },
  webSiteIdSupport3rd: { call: (ctx) => thirdPartyList(ctx.state.seed) },
  sendVerificationSms: { call: sendVerificationSms },
  sendVerificationEmailCode: { call: sendVerificationEmailCode },
  verifyEmailCode: { call: verifyEmailCode },
  verifyPhoneCode: { call: verifyPhoneCode },
  applyResetPasswordWithSecurity: { call: applyResetPassword },
  // SPEC §7: these two send the anti-forgery header.
  completeProfileByRegisterToken: { call: completeProfile, csrf: true },
  updateUserProfile: { call: updateProfile, csrf: true },
  cancelDeletion: { call: cancelDeletion },
  getUser: { call: (ctx) => getUser(ctx) },
};

/**
 * /h5/mtop.mkt.member.getUser/1.0/ -> { apiName, name, version }
 * @param {string} pathname
 */
export function gatewayCallOf(pathname) {
  const [apiName = '', version = ''] = pathname.slice(GATEWAY_PREFIX.length).split('/');
  const name = apiName.startsWith(API_NAMESPACE) ? apiName.slice(API_NAMESPACE.length) : apiName;
  return { apiName, name, version };
}

/**
 * @param {import('./common.mjs').CallContext} ctx
 * @param {URL} url
 */
export async function handleGatewayCall(ctx, url) {
  const { req, res, state } = ctx;
  const { apiName, name, version } = gatewayCallOf(url.pathname);
  /** @param {number} status @param {string[]} ret @param {unknown} data */
  const answer = (status, ret, data) => sendJson(res, status, { api: apiName, v: version, ret, data });
  try {
    const entry = apiName.startsWith(API_NAMESPACE) && Object.hasOwn(CALLS, name) ? CALLS[name] : undefined;
    if (!entry) throw new ApiError('FAIL_SYS_API_NOT_FOUNDED', { status: 404 });
    const rawData = req.method === 'POST' ? new URLSearchParams(await readBody(req)).get('data') : url.searchParams.get('data');
    const data = rawData === null || rawData === '' ? {} : parseJsonObject(rawData);
    if (!data) throw new ApiError('FAIL_SYS_PARAM_PARSE_ERROR');
    if (entry.csrf) {
      const expected = currentSession(ctx)?.session.csrfToken;
      if (!expected || req.headers['x-csrf-token'] !== expected) throw new ApiError('CSRF_TOKEN_INVALID', { status: 403 });
    }
    answer(200, ['SUCCESS::OK'], entry.call(ctx, data) ?? {});
  } catch (error) {
    if (error instanceof ApiError) {
      answer(error.status, [`${error.key}::${error.explicitMessage ?? messageFor(state.seed, error.key, requestLanguage(req))}`], error.data ?? {});
      return;
    }
    if (error instanceof HttpError) {
      answer(error.status, [`FAIL_SYS_PARAM_PARSE_ERROR::${error.message}`], {});
      return;
    }
    throw error;
  }
}
