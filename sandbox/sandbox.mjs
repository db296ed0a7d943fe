// The sandbox API: plays the marketplace server for the demo and the tests (docs/wire-protocol.md).
// createSandbox() is used by sandbox/server.mjs and, as middleware, inside web-test-runner.
import { readFileSync } from 'node:fs';
import { SANDBOX_PATH_PREFIXES } from './paths.mjs';
import { createRsaKeys } from './rsa.mjs';
import { createState } from './state.mjs';
import { QR_EXPIRE_ROUNDS, QR_INTERVAL_MS } from './constants.mjs';
import { sendJson } from './http.mjs';
import { answerWithFault, delayOf, takeFault } from './faults.mjs';
import { MEMBER_PREFIX, handleMemberCall, memberCallName } from './member-api.mjs';
import { GATEWAY_PREFIX, gatewayCallOf, handleGatewayCall } from './gateway-api.mjs';
import { JSONP_PREFIX, handleJsonp, jsonpCallOf } from './jsonp.mjs';
import { HOOKS_PREFIX, handleHook } from './hooks.mjs';
import { LOGOUT_PAGE_PATH, logoutPage } from './logout-page.mjs';
import { requestLanguage } from './server-texts.mjs';
import { applyCors, parseAllowedOrigins } from './cors.mjs';

const SEED_FILE = new URL('./seed.json', import.meta.url);
const HOST_PATTERN = /^[A-Za-z0-9.-]+(?::\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](?::\d{1,5})?$/;

/**
 * @typedef {object} SandboxOptions
 * @property {(line: string) => void} [log]  one line per request (method, path, status, time); never bodies
 * @property {number} [qrIntervalMs]         QR poll interval handed to the widget (journeys shorten it)
 * @property {number} [qrExpireRounds]       QR poll rounds before the code is refreshed
 * @property {() => number} [now]            clock, for tests
 * @property {string} [seedFile]             another seed file (same shape as seed.json)
 * @property {string[]} [allowedOrigins]     page origins allowed to call cross-origin, besides the
 *                                           sandbox's own and http://localhost:<port>; default: the
 *                                           comma-separated SANDBOX_ORIGINS environment variable
 */

/**
 * @typedef {object} Sandbox
 * @property {(pathname: string) => boolean} matches
 * @property {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>} handle
 * @property {() => void} reset        back to the seed (the RSA pair stays: pages keep their key)
 * @property {string} publicKeyPem
 * @property {() => void} close        drops requests held open by a `timeout` fault
 */

/**
 * @param {SandboxOptions} [options]
 * @returns {Sandbox}
 */
export function createSandbox(options = {}) {
  const seed = JSON.parse(readFileSync(options.seedFile ?? SEED_FILE, 'utf8'));
  const rsa = createRsaKeys();
  const state = createState(seed, { now: options.now });
  const settings = { qrIntervalMs: options.qrIntervalMs ?? QR_INTERVAL_MS, qrExpireRounds: options.qrExpireRounds ?? QR_EXPIRE_ROUNDS };
  const log = typeof options.log === 'function' ? options.log : () => {};
  const extraOrigins = options.allowedOrigins ?? parseAllowedOrigins(process.env.SANDBOX_ORIGINS);
  /** Responses a `timeout` fault keeps unanswered until the client gives up or we close. */
  /** @type {Set<import('node:http').ServerResponse>} */
  const held = new Set();

  /** @param {import('node:http').ServerResponse} res */
  const hold = (res) => {
    held.add(res);
    res.on('close', () => held.delete(res));
  };

  return {
    publicKeyPem: rsa.publicKeyPem,
    matches: (pathname) => SANDBOX_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix)),
    reset: () => state.reset(),
    close() {
      for (const res of held) res.destroy();
      held.clear();
    },
    async handle(req, res) {
      const started = Date.now();
      const host = HOST_PATTERN.test(req.headers.host ?? '') ? req.headers.host : 'localhost';
      const encrypted = Boolean(/** @type {import('node:tls').TLSSocket} */ (req.socket).encrypted);
      const url = new URL(req.url ?? '/', `${encrypted ? 'https' : 'http'}://${host}`);
      /** @type {import('./common.mjs').CallContext} */
      const ctx = { state, req, res, rsa, origin: url.origin, settings };
      if (applyCors(req, res, { ownOrigin: url.origin, extraOrigins, log })) {
        log(`${req.method} ${redactPath(url.pathname)} ${res.statusCode} ${Date.now() - started} ms`);
        return;
      }
      try {
        await route(ctx, url, { hold, resetAll: () => state.reset() });
      } catch (error) {
        log(`sandbox: ${req.method} ${redactPath(url.pathname)} failed: ${error instanceof Error ? error.name : 'error'}`);
        sendJson(res, 500, { error: 'Sandbox internal error' });
      }
      log(`${req.method} ${redactPath(url.pathname)} ${held.has(res) ? 'held (timeout fault)' : res.statusCode} ${Date.now() - started} ms`);
    },
  };
}

/**
 * @param {import('./common.mjs').CallContext} ctx
 * @param {URL} url
 * @param {{ hold: (res: import('node:http').ServerResponse) => void, resetAll: () => void }} tools
 */
async function route(ctx, url, tools) {
  const { pathname } = url;
  if (pathname.startsWith(HOOKS_PREFIX)) return handleHook(ctx, url, tools.resetAll);
  if (pathname === LOGOUT_PAGE_PATH) return logoutPage(ctx, url);

  /** @type {import('./faults.mjs').CallIdentity | undefined} */
  let call;
  if (pathname.startsWith(MEMBER_PREFIX)) {
    const name = memberCallName(pathname);
    call = { family: 'member', name, apiName: name, version: '', pathname, origin: ctx.origin, language: requestLanguage(ctx.req) };
  } else if (pathname.startsWith(GATEWAY_PREFIX)) {
    const { apiName, name, version } = gatewayCallOf(pathname);
    call = { family: 'gateway', name, apiName, version, pathname, origin: ctx.origin, language: requestLanguage(ctx.req) };
  } else if (pathname.startsWith(JSONP_PREFIX)) {
    const { api, language, callback } = jsonpCallOf(pathname, url.searchParams);
    call = { family: 'jsonp', name: api, apiName: api, version: '', pathname, origin: ctx.origin, callback, language: language.toLowerCase().split('-')[0] };
  }
  if (!call) return sendJson(ctx.res, 404, { error: 'Not found' });

  const fault = takeFault(ctx.state, call);
  const delayMs = delayOf(fault);
  // A slow server: the call is answered (and acted on) as usual, only later. The timer does not
  // keep the process alive on shutdown.
  if (delayMs !== undefined) await new Promise((resolve) => setTimeout(resolve, delayMs).unref());
  else if (fault) return answerWithFault(ctx.state, fault, call, ctx.res, tools.hold);
  if (call.family === 'member') return handleMemberCall(ctx, call.name);
  if (call.family === 'gateway') return handleGatewayCall(ctx, url);
  return handleJsonp(ctx, url);
}

/**
 * Paths may carry a QR request id (which can be exchanged for a login): never log it.
 * @param {string} pathname
 */
export function redactPath(pathname) {
  return pathname.replace(/^(\/__sandbox\/qr\/)[^/]+/, '$1:requestId');
}
