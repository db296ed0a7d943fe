// Fault switches (POST /__sandbox/faults): make chosen calls fail the way real networks do.
import { messageFor, riskTextsFor } from './common.mjs';
import { send, sendJson } from './http.mjs';

const SIMPLE_FAULTS = ['http500', 'http429', 'timeout', 'malformed', 'html', 'empty'];
/**
 * `answer`: a successful answer whose module (member) or data (gateway) is the switch's `answer`,
 * any JSON: broken or hostile answers for the hardening journeys. `error:<KEY>` may
 * carry `data` in place of the key's usual data. Both are capped in size.
 */
const ANSWER_FAULT = 'answer';
const MAX_ANSWER_BYTES = 16 * 1024;
const ERROR_FAULT = /^error:([A-Za-z0-9_.-]{1,80})$/;
/** `delay:<ms>`: the real answer, late (a slow server). Capped so a test cannot stall the server. */
const DELAY_FAULT = /^delay:(\d{1,5})$/;
export const MAX_DELAY_MS = 30000;
/** What a 429 says (the gateway's traffic-limit key, SPEC §8). */
const TRAFFIC_LIMIT_KEY = 'FAIL_SYS_TRAFFIC_LIMIT';
const MAX_FAULTS = 50;

/**
 * @typedef {object} CallIdentity
 * @property {'member' | 'gateway' | 'jsonp'} family
 * @property {string} name       short call name (login, generateQrCodeUrl, checkSmsChannel ...)
 * @property {string} apiName    the full gateway api name, else the name
 * @property {string} version
 * @property {string} pathname
 * @property {string} origin     scheme://host of the request
 * @property {string} [language] the request's language (x-i18n-language, or the JSONP path's)
 * @property {string} [callback] JSONP callback name (already checked)
 */

/**
 * @typedef {object} FaultSwitch
 * @property {string} match
 * @property {string} fault
 * @property {number | null} times
 * @property {unknown} [answer] the module / data of an `answer` fault
 * @property {unknown} [data]   the data of an `error:<KEY>` fault, in place of the usual one
 */

/**
 * Validates a fault switch from the hook body; a string says what is wrong.
 * @param {Record<string, unknown>} body
 * @returns {FaultSwitch | string}
 */
export function parseFault(body) {
  const match = typeof body.match === 'string' ? body.match.trim() : '';
  const fault = typeof body.fault === 'string' ? body.fault.trim() : '';
  if (!match || match.length > 200) return 'match must be a call name or a part of the path';
  const delay = DELAY_FAULT.exec(fault);
  if (delay && Number(delay[1]) > MAX_DELAY_MS) return `a delay may be at most ${MAX_DELAY_MS} ms`;
  if (!SIMPLE_FAULTS.includes(fault) && !ERROR_FAULT.test(fault) && !delay && fault !== ANSWER_FAULT) {
    return `fault must be one of ${SIMPLE_FAULTS.join(', ')}, answer, error:<KEY> or delay:<ms>`;
  }
  /** @type {FaultSwitch} */
  const parsed = { match, fault, times: null };
  if (fault === ANSWER_FAULT) {
    if (!('answer' in body)) return 'an answer fault needs "answer": the module or data to send';
    parsed.answer = body.answer;
  }
  if (ERROR_FAULT.test(fault) && body.data !== undefined) parsed.data = body.data;
  if (JSON.stringify(parsed).length > MAX_ANSWER_BYTES) return `answer and data may be at most ${MAX_ANSWER_BYTES} bytes of JSON`;
  if (body.times === undefined || body.times === null) return parsed;
  const times = Number(body.times);
  if (!Number.isInteger(times) || times < 1) return 'times must be a whole number of at least 1 (leave it out for "until cleared")';
  return { ...parsed, times };
}

/**
 * A switch hits a call when `match` is the call's name (short or full gateway api name), one
 * whole segment of its path, or (when it holds a "/") any part of the path.
 * @param {string} match
 * @param {CallIdentity} call
 */
function hits(match, call) {
  if (match === call.name || match === call.apiName) return true;
  if (call.pathname.split('/').includes(match)) return true;
  return match.includes('/') && call.pathname.includes(match);
}

/**
 * The fault for this call, if any; counts one use of a limited switch.
 * @param {import('./state.mjs').SandboxState} state
 * @param {CallIdentity} call
 */
export function takeFault(state, call) {
  const index = state.faults.findIndex((f) => hits(f.match, call));
  if (index < 0) return undefined;
  const fault = state.faults[index];
  if (fault.times !== null) {
    fault.times -= 1;
    if (fault.times <= 0) state.faults.splice(index, 1);
  }
  return fault;
}

/**
 * The wait of a `delay:<ms>` fault, else undefined (every other fault answers by itself).
 * @param {FaultSwitch | undefined} fault
 */
export function delayOf(fault) {
  const delay = fault ? DELAY_FAULT.exec(fault.fault) : null;
  return delay ? Number(delay[1]) : undefined;
}

/**
 * @param {import('./state.mjs').SandboxState} state
 * @param {FaultSwitch} fault
 */
export function addFault(state, fault) {
  state.faults.push(fault);
  if (state.faults.length > MAX_FAULTS) state.faults.shift();
}

/**
 * Answers a call with its fault. `timeout` keeps the socket open and unanswered; the caller
 * registers it so shutdown can drop it.
 * @param {import('./state.mjs').SandboxState} state
 * @param {FaultSwitch} faultSwitch
 * @param {CallIdentity} call
 * @param {import('node:http').ServerResponse} res
 * @param {(res: import('node:http').ServerResponse) => void} hold
 */
export function answerWithFault(state, faultSwitch, call, res, hold) {
  const { fault } = faultSwitch;
  if (fault === ANSWER_FAULT) {
    const body = call.family === 'member'
      ? { success: true, module: faultSwitch.answer }
      : { api: call.apiName, v: call.version, ret: ['SUCCESS::OK'], data: faultSwitch.answer };
    if (call.family === 'jsonp') sendJsonp(res, call, body);
    else sendJson(res, 200, body);
    return;
  }
  const errorKey = ERROR_FAULT.exec(fault)?.[1];
  if (errorKey) {
    const message = messageFor(state.seed, errorKey, call.language);
    const data = 'data' in faultSwitch ? faultSwitch.data : errorData(state, errorKey, call);
    if (call.family === 'member') {
      sendJson(res, 200, { success: false, errorCode: { key: errorKey, displayMessage: message }, module: data });
    } else {
      const body = { api: call.apiName, v: call.version, ret: [`${errorKey}::${message}`], data };
      if (call.family === 'jsonp') sendJsonp(res, call, body);
      else sendJson(res, 200, body);
    }
    return;
  }
  switch (fault) {
    case 'http500':
      if (call.family === 'member') {
        sendJson(res, 500, { success: false, errorCode: { key: 'SYSTEM_ERROR', displayMessage: messageFor(state.seed, 'SYSTEM_ERROR', call.language) } });
      } else {
        sendJson(res, 500, { api: call.apiName, v: call.version, ret: [`FAIL_SYS_INTERNAL_ERROR::${messageFor(state.seed, 'FAIL_SYS_INTERNAL_ERROR', call.language)}`], data: {} });
      }
      return;
    case 'http429':
      // Too many requests, with the traffic-limit key in the call's own envelope.
      if (call.family === 'member') {
        sendJson(res, 429, { success: false, errorCode: { key: TRAFFIC_LIMIT_KEY, displayMessage: messageFor(state.seed, TRAFFIC_LIMIT_KEY, call.language) } });
      } else {
        sendJson(res, 429, { api: call.apiName, v: call.version, ret: [`${TRAFFIC_LIMIT_KEY}::${messageFor(state.seed, TRAFFIC_LIMIT_KEY, call.language)}`], data: {} });
      }
      return;
    case 'malformed':
      // The first bytes of a real answer, cut off.
      send(res, 200, call.family === 'member' ? '{"success":true,"module":{"' : `{"api":"${call.apiName}","ret":["SUCC`, {
        'Content-Type': call.family === 'jsonp' ? 'application/javascript; charset=utf-8' : 'application/json; charset=utf-8',
      });
      return;
    case 'html':
      send(res, 502, '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><p>The upstream server did not answer.</p></body></html>', {
        'Content-Type': 'text/html; charset=utf-8',
      });
      return;
    case 'empty':
      send(res, 200, '', { 'Content-Type': 'application/json; charset=utf-8' });
      return;
    case 'timeout':
    default:
      hold(res);
  }
}

/**
 * Extra data a few error keys carry so the widget's handling of them can be tried (SPEC §3, §8).
 * @param {import('./state.mjs').SandboxState} state
 * @param {string} key
 * @param {CallIdentity} call
 */
function errorData(state, key, call) {
  if (key === 'PL-USER-RISK') return { ...riskTextsFor(state.seed, call.language), smsUplinkSupport: true, experimentalBucket: 1 };
  if (key === 'FAIL_SYS_USER_VALIDATE' || key === 'FAIL_SYS_ANTI_CRAWLER') return { url: `${call.origin}/__sandbox/pages/verification.html` };
  return {};
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {CallIdentity} call
 * @param {unknown} body
 */
function sendJsonp(res, call, body) {
  const callback = call.callback ?? 'callback';
  send(res, 200, `${callback}(${JSON.stringify(body)});`, { 'Content-Type': 'application/javascript; charset=utf-8' });
}
