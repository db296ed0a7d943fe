// The signed-in devices of an account: its live sessions, named by the browser and system their
// user-agent header tells. Session ids stay on the server; clients only ever see a session's
// publicId.
import { ApiError, currentSession, endSession, requireRecentProof, signedInAccount } from './common.mjs';
import { str } from './http.mjs';
import { sendSecurityNotice } from './notices.mjs';

/**
 * Browsers in the order they must be tested: most browsers also name the engines they descend
 * from (Edge, Opera and Samsung Internet say "Chrome", Chrome says "Safari").
 * @type {[string, RegExp][]}
 */
const BROWSERS = [
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Edge', /\b(?:Edg|EdgA|EdgiOS|Edge)\//],
  ['Opera', /\b(?:OPR|OPiOS|OPT)\/|\bOpera\b/],
  ['Firefox', /\b(?:Firefox|FxiOS)\//],
  ['Chrome', /\b(?:HeadlessChrome|Chrome|Chromium|CriOS)\//],
  ['Safari', /\bSafari\//],
];

/**
 * Systems in test order: iOS says "like Mac OS X", Android and ChromeOS say "Linux".
 * @type {[string, RegExp][]}
 */
const SYSTEMS = [
  ['iPad', /\biPad\b/],
  ['iPhone', /\biP(?:hone|od)\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b|\bX11\b/],
];

/**
 * The browser and system a user-agent header names; 'Browser' and 'Unknown' when it names none
 * the sandbox knows.
 * @param {unknown} userAgent
 * @returns {{ browser: string, os: string }}
 */
export function deviceOf(userAgent) {
  const text = str(userAgent);
  const browser = BROWSERS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'Browser';
  const os = SYSTEMS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'Unknown';
  return { browser, os };
}

/**
 * The device as a shopper names it ("Chrome on Android"), or undefined when the browser or the
 * system is not known.
 * @param {unknown} userAgent
 */
export function deviceLabelOf(userAgent) {
  const { browser, os } = deviceOf(userAgent);
  return browser === 'Browser' || os === 'Unknown' ? undefined : `${browser} on ${os}`;
}

/**
 * A new passkey's name: the device it was made on ("Chrome on Android"), else "Passkey".
 * @param {unknown} userAgent
 */
export function passkeyNameFor(userAgent) {
  return deviceLabelOf(userAgent) ?? 'Passkey';
}

/**
 * @param {import('./state.mjs').Session} session
 * @param {boolean} current
 */
function sessionView(session, current) {
  return {
    id: session.publicId,
    ...deviceOf(session.userAgent),
    region: session.region,
    createdAt: new Date(session.createdAt).toISOString(),
    lastActiveAt: new Date(session.lastActiveAt).toISOString(),
    current,
  };
}

/**
 * The account's live signed-in sessions, the current one first, then the most recently active.
 * @param {import('./state.mjs').SandboxState} state
 * @param {string} accountId
 * @param {string | undefined} currentSid
 */
function sessionsOfAccount(state, accountId, currentSid) {
  const now = state.now();
  /** @type {{ sid: string, session: import('./state.mjs').Session }[]} */
  const found = [];
  for (const [sid, session] of state.sessions) {
    if (session.userId === accountId && session.expiresAt > now) found.push({ sid, session });
  }
  return found.sort((a, b) => Number(b.sid === currentSid) - Number(a.sid === currentSid) || b.session.lastActiveAt - a.session.lastActiveAt);
}

/**
 * GET securitySessions.
 * @param {import('./common.mjs').CallContext} ctx
 */
export function securitySessions(ctx) {
  const account = signedInAccount(ctx);
  const currentSid = currentSession(ctx)?.sid;
  return { sessions: sessionsOfAccount(ctx.state, account.id, currentSid).map(({ sid, session }) => sessionView(session, sid === currentSid)) };
}

/**
 * POST securityEndSession { id }: signs one device out. The current one is a logout, so the
 * browser keeps an anonymous session with its anti-forgery token.
 * @param {import('./common.mjs').CallContext} ctx
 * @param {Record<string, unknown>} data
 */
export function securityEndSession(ctx, data) {
  const account = signedInAccount(ctx);
  const id = str(data.id);
  const currentSid = currentSession(ctx)?.sid;
  const target = id ? sessionsOfAccount(ctx.state, account.id, currentSid).find(({ session }) => session.publicId === id) : undefined;
  if (!target) throw new ApiError('PL_SESSION_NOT_FOUND');
  if (target.sid === currentSid) endSession(ctx);
  else ctx.state.sessions.delete(target.sid);
  return {};
}

/**
 * POST securityEndOtherSessions { proof }: signs every other device out.
 * @param {import('./common.mjs').CallContext} ctx
 * @param {Record<string, unknown>} data
 */
export function securityEndOtherSessions(ctx, data) {
  const account = signedInAccount(ctx);
  requireRecentProof(ctx, account, data.proof);
  const ended = endOtherSessionsOf(ctx, account);
  if (ended > 0) sendSecurityNotice(ctx, account, 'sessions-ended');
  return { ended };
}

/**
 * Ends every session of the account but the request's own; answers how many ended.
 * @param {import('./common.mjs').CallContext} ctx
 * @param {import('./state.mjs').Account} account
 */
export function endOtherSessionsOf(ctx, account) {
  const currentSid = currentSession(ctx)?.sid;
  let ended = 0;
  for (const { sid } of sessionsOfAccount(ctx.state, account.id, currentSid)) {
    if (sid === currentSid) continue;
    ctx.state.sessions.delete(sid);
    ended += 1;
  }
  return ended;
}

/**
 * The hook GET /__sandbox/sessions?account=<prefix+phone or e-mail>: the account's signed-in
 * sessions as securitySessions shows them to another browser (none is current).
 * @param {import('./state.mjs').SandboxState} state
 * @param {string} name
 */
export function sessionsOf(state, name) {
  const account = state.findByHookName(name);
  if (!account) return { sessions: [] };
  return { sessions: sessionsOfAccount(state, account.id, undefined).map(({ session }) => sessionView(session, false)) };
}
