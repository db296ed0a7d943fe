// /__sandbox/* : hooks for people (the demo panel) and tests, plus the fake provider scripts
// and the few pages the server's next-step URLs point at. All answers are JSON.
import { readFile } from 'node:fs/promises';
import { HttpError, parseJsonObject, readBody, send, sendHtml, sendJson, str } from './http.mjs';
import { actOnQrRequest, pendingQrRequests } from './qr.mjs';
import { addFault, parseFault } from './faults.mjs';
import { receiveUplinkSms } from './codes.mjs';
import { passkeysOf } from './passkeys.mjs';
import { sessionsOf } from './devices.mjs';
import { answerRange } from './pwned-range.mjs';
import { finishLogin } from './common.mjs';

export const HOOKS_PREFIX = '/__sandbox/';
const PUBLIC_DIR = new URL('./public/', import.meta.url);

/** Static files of sandbox/public by their URL path; the provider scripts share the chooser. */
const PUBLIC_FILES = {
  'scripts/google.js': { files: ['chooser.js', 'google.js'], type: 'application/javascript; charset=utf-8' },
  'scripts/facebook.js': { files: ['chooser.js', 'facebook.js'], type: 'application/javascript; charset=utf-8' },
  'pages/second-verification.html': { files: ['second-verification.html'], type: 'html' },
  'pages/close-account-restore.html': { files: ['close-account-restore.html'], type: 'html' },
  'pages/verification.html': { files: ['verification.html'], type: 'html' },
  'pages/sandbox-page.css': { files: ['sandbox-page.css'], type: 'text/css; charset=utf-8' },
};

/**
 * @param {import('./common.mjs').CallContext} ctx
 * @param {URL} url
 * @param {() => void} resetAll
 */
export async function handleHook(ctx, url, resetAll) {
  const { req, res, state } = ctx;
  const method = req.method ?? 'GET';
  const route = url.pathname.slice(HOOKS_PREFIX.length);
  const segments = route.split('/');

  if (segments[0] === 'pwned-range' && segments.length === 2) return answerRange(req, res, segments[1]);
  if (method === 'GET' && Object.hasOwn(PUBLIC_FILES, route)) {
    const entry = PUBLIC_FILES[/** @type {keyof typeof PUBLIC_FILES} */ (route)];
    const parts = await Promise.all(entry.files.map((file) => readFile(new URL(file, PUBLIC_DIR), 'utf8')));
    const body = parts.join('\n');
    if (entry.type === 'html') sendHtml(res, 200, body);
    else send(res, 200, body, { 'Content-Type': entry.type });
    return;
  }

  // POSTs must say JSON: a cross-site form cannot, so other sites cannot drive the hooks.
  /** @returns {Promise<Record<string, unknown>>} */
  const jsonBody = async () => {
    if (!/^application\/json\b/i.test(str(req.headers['content-type']))) throw new HttpError(415, 'Send Content-Type: application/json');
    const text = await readBody(req);
    const body = text.trim() === '' ? {} : parseJsonObject(text);
    if (!body) throw new HttpError(400, 'The body must be a JSON object');
    return body;
  };

  try {
    if (route === 'config' && method === 'GET') {
      return sendJson(res, 200, {
        rsaPublicKey: ctx.rsa.publicKeyPem,
        accounts: state.seed.accounts.map((/** @type {any} */ a) => ({
          phonePrefixCode: a.phonePrefixCode,
          phone: a.phone,
          email: a.email,
          password: a.password,
          name: a.name,
          scenario: a.scenario,
          description: a.description,
        })),
        identities: state.seed.identities.map((/** @type {any} */ i) => ({ id: i.id, name: i.name, description: i.description })),
        smsUplinkTargetPhone: state.seed.smsUplinkTargetPhone,
      });
    }
    if (route === 'outbox' && method === 'GET') {
      const to = normalizeRecipient(url.searchParams.get('to') ?? '');
      const messages = state.outbox.filter((m) => !to || m.to === to);
      return sendJson(res, 200, { messages: to ? messages.map(({ channel, code, text, at, type, change, device }) => ({ channel, code, text, at, type, ...(change ? { change, device } : {}) })) : messages });
    }
    if (route === 'passkeys' && method === 'GET') return sendJson(res, 200, passkeysOf(state, url.searchParams.get('account') ?? ''));
    if (route === 'sessions' && method === 'GET') return sendJson(res, 200, sessionsOf(state, url.searchParams.get('account') ?? ''));
    if (route === 'sign-in' && method === 'POST') {
      // A signed-in start for journeys whose subject is what comes after the login (the account
      // page, the menu, a second device): the session a password login would give, as the
      // response's cookie, without the popup. A journey of the login itself walks the popup.
      const account = state.findByHookName(str((await jsonBody()).account));
      if (!account) return sendJson(res, 404, { error: 'No account by that name: give prefix + number or an e-mail' });
      const result = finishLogin(ctx, account, { method: 'PASSWORD', loginType: account.phone ? 'PHONE' : 'EMAIL' });
      if (!result.loginSuccess) return sendJson(res, 409, { error: `That account's login has a next step first (${result.loginNextStepAction})` });
      return sendJson(res, 200, { userId: result.userId });
    }
    if (route === 'restore-token' && method === 'POST') {
      // A restore token as a login of an account in its closure cool-off gives one (SPEC §4), so
      // that a page can open <mkt-restore-account> without walking the login first (the docs'
      // live example does).
      const account = state.findByHookName(str((await jsonBody()).account));
      if (account?.status !== 'DELETION_COOL') return sendJson(res, 404, { error: 'No account in its closure cool-off by that name: give prefix + number or an e-mail' });
      return sendJson(res, 200, { token: state.issueToken('DELETION_COOL', account.id) });
    }
    if (route === 'expire-proofs' && method === 'POST') {
      await jsonBody();
      return sendJson(res, 200, { expired: state.expireProofs() });
    }
    if (route === 'clock' && method === 'POST') {
      const advanceMs = Number((await jsonBody()).advanceMs);
      if (!Number.isFinite(advanceMs) || advanceMs < 0) return sendJson(res, 400, { error: 'Give advanceMs, a number of milliseconds >= 0' });
      return sendJson(res, 200, { now: new Date(state.advanceClock(advanceMs)).toISOString() });
    }
    if (route === 'qr' && method === 'GET') return sendJson(res, 200, pendingQrRequests(state));
    if (segments[0] === 'qr' && segments.length === 3 && method === 'POST' && ['scan', 'confirm', 'reject'].includes(segments[2])) {
      const body = await jsonBody();
      const result = actOnQrRequest(state, decodeURIComponent(segments[1]), /** @type {'scan' | 'confirm' | 'reject'} */ (segments[2]), body);
      return sendJson(res, result.status, result.body);
    }
    if (segments[0] === 'qr' && segments.length === 2 && method === 'GET') {
      // The URL inside the QR code: what a phone that opened it would see.
      const request = state.qrRequests.get(decodeURIComponent(segments[1]));
      if (!request) return sendJson(res, 404, { error: 'No such QR request' });
      return sendJson(res, 200, { requestId: request.requestId, status: request.status, scanned: request.scanned });
    }
    if (route === 'faults') {
      if (method === 'GET') return sendJson(res, 200, { faults: state.faults });
      if (method === 'DELETE') {
        state.faults.length = 0;
        return sendJson(res, 200, { faults: [] });
      }
      if (method === 'POST') {
        const fault = parseFault(await jsonBody());
        if (typeof fault === 'string') return sendJson(res, 400, { error: fault });
        addFault(state, fault);
        return sendJson(res, 200, { faults: state.faults });
      }
    }
    if (route === 'sms-uplink') {
      if (method === 'GET') {
        const waiting = [...state.uplinks.values()]
          .filter((u) => u.status === 'WAITING' && u.expiresAt > state.now())
          .map((u) => ({ from: u.target, type: u.type, smsUplinkCode: u.smsUplinkCode, smsUplinkTargetPhone: u.smsUplinkTargetPhone }));
        return sendJson(res, 200, { waiting });
      }
      if (method === 'POST') {
        const body = await jsonBody();
        const from = str(body.from);
        const text = str(body.text);
        if (!from || !text) return sendJson(res, 400, { error: 'Give from (prefix + number) and text' });
        const answered = receiveUplinkSms(state, { from, to: str(body.to), text });
        if (!answered) return sendJson(res, 404, { error: 'No SMS-from-phone request is waiting for that number' });
        return sendJson(res, 200, { answered });
      }
    }
    if (route === 'reset' && method === 'POST') {
      await jsonBody();
      resetAll();
      return sendJson(res, 200, { reset: true });
    }
    sendJson(res, 404, { error: 'No such sandbox hook' });
  } catch (error) {
    if (error instanceof HttpError) return sendJson(res, error.status, { error: error.message });
    throw error;
  }
}

/**
 * "+65 9123 4567" -> "6591234567"; e-mails lower-cased.
 * @param {string} to
 */
export function normalizeRecipient(to) {
  const trimmed = to.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed.replace(/\D/g, '');
}
