// QR login (SPEC §4): the widget asks for a code and polls; the panel's "phone app" scans,
// confirms as an account or rejects. PENDING -> (scanned) -> SUCCESS with a token | FAILURE.
import { finishLogin, normalizePhone, tokenAccount } from './common.mjs';
import { newToken } from './state.mjs';
import { str } from './http.mjs';

/** Requests kept at most; the oldest go first. */
const MAX_QR_REQUESTS = 200;

/**
 * @param {import('./common.mjs').CallContext} ctx
 * @param {Record<string, unknown>} data
 */
export function generateQrCode(ctx, data) {
  const { state, settings } = ctx;
  const requestId = newToken();
  const createdAt = state.now();
  state.qrRequests.set(requestId, {
    requestId,
    clientId: str(data.clientId),
    status: 'PENDING',
    scanned: false,
    createdAt,
    expiresAt: createdAt + settings.qrIntervalMs * settings.qrExpireRounds,
    token: null,
  });
  for (const id of state.qrRequests.keys()) {
    if (state.qrRequests.size <= MAX_QR_REQUESTS) break;
    state.qrRequests.delete(id);
  }
  return {
    expire: settings.qrExpireRounds,
    interval: settings.qrIntervalMs,
    qrLoginUrl: `${ctx.origin}/__sandbox/qr/${encodeURIComponent(requestId)}`,
    requestId,
  };
}

/**
 * @param {import('./state.mjs').SandboxState} state
 * @param {unknown} requestId
 */
function liveRequest(state, requestId) {
  const request = typeof requestId === 'string' ? state.qrRequests.get(requestId) : undefined;
  if (request && request.status === 'PENDING' && request.expiresAt <= state.now()) request.status = 'FAILURE';
  return request;
}

/**
 * @param {import('./common.mjs').CallContext} ctx
 * @param {Record<string, unknown>} data
 */
export function checkQrCodeStatus(ctx, data) {
  const request = liveRequest(ctx.state, data.requestId);
  if (!request) return { status: 'FAILURE', scanned: false };
  return request.status === 'SUCCESS' && request.token
    ? { status: 'SUCCESS', scanned: true, token: request.token }
    : { status: request.status, scanned: request.scanned };
}

/**
 * POST /user/api/loginByQrCode: exchanges the token of a confirmed request.
 * @param {import('./common.mjs').CallContext} ctx
 * @param {Record<string, unknown>} data
 */
export function loginByQrCode(ctx, data) {
  const { state } = ctx;
  const { record, account } = tokenAccount(ctx, data.token, 'QR_LOGIN');
  state.consumeToken(data.token);
  const request = state.qrRequests.get(str(record.data.requestId));
  if (request) request.token = null;
  return finishLogin(ctx, account, { method: 'QR', loginType: 'QRCODE', cookieExpiredTime: data.cookieExpiredTime });
}

// --- the "phone app" hooks ---

/** @param {import('./state.mjs').SandboxState} state */
export function pendingQrRequests(state) {
  return [...state.qrRequests.keys()]
    .map((id) => liveRequest(state, id))
    .filter((request) => request?.status === 'PENDING')
    .map((request) => ({ requestId: request?.requestId, status: request?.status, scanned: request?.scanned, createdAt: new Date(request?.createdAt ?? 0).toISOString() }));
}

/**
 * @param {import('./state.mjs').SandboxState} state
 * @param {string} requestId
 * @param {'scan' | 'confirm' | 'reject'} action
 * @param {Record<string, unknown>} body
 * @returns {{ status: number, body: Record<string, unknown> }}
 */
export function actOnQrRequest(state, requestId, action, body) {
  const request = liveRequest(state, requestId);
  if (!request) return { status: 404, body: { error: 'No such QR request' } };
  if (request.status !== 'PENDING') return { status: 409, body: { error: `The request is already ${request.status}` } };
  if (action === 'scan') {
    request.scanned = true;
  } else if (action === 'reject') {
    request.status = 'FAILURE';
  } else {
    const account = accountFromHook(state, str(body.account));
    if (!account) return { status: 400, body: { error: 'Unknown account: give a seeded phone number or e-mail' } };
    request.scanned = true;
    request.status = 'SUCCESS';
    request.token = state.issueToken('QR_LOGIN', account.id, { requestId });
  }
  return { status: 200, body: { requestId, status: request.status, scanned: request.scanned } };
}

/**
 * "91234567", "6591234567" or an e-mail.
 * @param {import('./state.mjs').SandboxState} state
 * @param {string} name
 */
function accountFromHook(state, name) {
  if (name.includes('@')) return state.findByEmail(name);
  for (const account of state.accounts.values()) {
    const phone = normalizePhone(state.seed, account.phonePrefixCode, name);
    if (phone && account.phone === phone) return account;
  }
  return undefined;
}
