/**
 * Monitoring and analytics reports (SPEC §7, §8).
 *
 * Host contract
 * - `window.mktMonitor`: the monitoring service, `{ report(entry: MonitorEntry): void }`. It may
 *   load after us: login diagnostics wait for it, retried every MONITOR_RETRY_MS, at most
 *   MONITOR_MAX_RETRIES times, then dropped.
 * - Analytics (user-id cookie failures, code-generation failures) travel through the tracking
 *   queue (see tracking.ts) as events of type 'analytics'.
 * Everything is scrubbed first (scrub.ts): no password, code, token or full phone number leaves.
 */
import { MONITOR_MAX_RETRIES, MONITOR_QUEUE_LIMIT, MONITOR_RETRY_MS } from '../config/constants.ts';
import { scrubSecrets } from './scrub.ts';
import { track } from './tracking.ts';

export type MonitorCategory = 'login-diagnostic' | 'error';

export interface MonitorEntry {
  category: MonitorCategory;
  key: string;
  detail: Record<string, unknown>;
}

export interface MktMonitor {
  report(entry: MonitorEntry): void;
}

declare global {
  interface Window {
    mktMonitor?: MktMonitor;
  }
}

/** The timer functions the retry loop uses; tests pass a fake clock. */
export interface MonitorClock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const systemClock: MonitorClock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * SPEC §8: error keys of these families go only to monitoring. A key matches when its words
 * (split on anything that is not a letter or digit, in any case) contain a family's words in
 * order, so `mtop.mkt.member.user.get`, `MEMBER_USER_NOT_FOUND` and `buy-render` all match.
 */
export const REPORTABLE_ERROR_FAMILIES = [
  'member.user',
  'member.session',
  'member.address',
  'return.order',
  'order.return',
  'refund.order',
  'order.refund',
  'review',
  'buy',
  'payment',
] as const;

/** Analytics codes of SPEC §8; other strings are allowed for codes we have not named. */
export type AnalyticsCode = 'NOT_LOGGED_IN' | 'CATCH_ERROR' | 'CODE_GENERATION_FAILED' | (string & {});
export const ANALYTICS_EVENT_TYPE = 'analytics';
export const ANALYTICS_SPM = 'mkt.member.analytics';

interface Pending {
  entry: MonitorEntry;
  attempts: number;
}

let clock: MonitorClock = systemClock;
let pending: Pending[] = [];
let retryTimer: unknown;

/** Use another clock for the retry loop (undefined: the real one). Stops a running loop. */
export function setMonitorClock(next?: MonitorClock): void {
  stopMonitorRetries();
  clock = next ?? systemClock;
}

/** Cancel the retry loop and drop everything still waiting for the monitor. */
export function stopMonitorRetries(): void {
  if (retryTimer !== undefined) clock.clearTimeout(retryTimer);
  retryTimer = undefined;
  pending = [];
}

/** How many reports are waiting for the monitor (host pages and tests can observe the bound). */
export function pendingMonitorReports(): number {
  return pending.length;
}

function currentMonitor(): MktMonitor | undefined {
  const monitor = (globalThis as { mktMonitor?: MktMonitor }).mktMonitor;
  return monitor && typeof monitor.report === 'function' ? monitor : undefined;
}

function deliver(monitor: MktMonitor, entry: MonitorEntry): void {
  try {
    monitor.report(entry);
  } catch {
    // A failing monitor must not fail the login it is watching.
  }
}

function scheduleRetry(): void {
  if (retryTimer !== undefined || pending.length === 0) return;
  retryTimer = clock.setTimeout(retry, MONITOR_RETRY_MS);
}

function retry(): void {
  retryTimer = undefined;
  const monitor = currentMonitor();
  const waiting = pending;
  pending = [];
  for (const item of waiting) {
    if (monitor) deliver(monitor, item.entry);
    else if (item.attempts + 1 < MONITOR_MAX_RETRIES) pending.push({ ...item, attempts: item.attempts + 1 });
    // else: MONITOR_MAX_RETRIES tries without a monitor: dropped.
  }
  scheduleRetry();
}

function send(entry: MonitorEntry): void {
  const monitor = currentMonitor();
  if (monitor && pending.length === 0) {
    deliver(monitor, entry);
    return;
  }
  pending.push({ entry, attempts: 0 });
  if (pending.length > MONITOR_QUEUE_LIMIT) pending.splice(0, pending.length - MONITOR_QUEUE_LIMIT);
  if (monitor) retry();
  else scheduleRetry();
}

function entryOf(category: MonitorCategory, key: string, detail: unknown): MonitorEntry {
  let data: unknown = detail;
  // An Error's message is not an own enumerable field: wrap it so the scrubber keeps it.
  if (detail instanceof Error || Array.isArray(detail) || !detail || typeof detail !== 'object') {
    data = detail instanceof Error ? { error: detail } : { value: detail };
  }
  return { category, key: String(key), detail: scrubSecrets({ ...(data as Record<string, unknown>) }) };
}

/** SPEC §7: a login diagnostic for the monitoring service, waiting for it if it is not ready. */
export function reportLoginDiagnostic(key: string, detail: unknown = {}): void {
  send(entryOf('login-diagnostic', key, detail));
}

function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
}

const FAMILY_WORDS = REPORTABLE_ERROR_FAMILIES.map((family) => family.split('.'));

/** Whether an error key belongs to a SPEC §8 reportable family. */
export function isReportableErrorKey(key: string): boolean {
  if (typeof key !== 'string' || key === '') return false;
  const words = wordsOf(key);
  return FAMILY_WORDS.some((family) =>
    words.some((_, start) => family.every((word, offset) => words[start + offset] === word)),
  );
}

/**
 * SPEC §8: errors of the reportable families go to monitoring and nowhere else; other keys are
 * not reported. Returns whether the error was reported.
 */
export function reportError(key: string, detail: unknown = {}): boolean {
  if (!isReportableErrorKey(key)) return false;
  send(entryOf('error', key, detail));
  return true;
}

/** SPEC §8: user-id cookie failures and code-generation failures go to analytics (tracking). */
export function reportAnalytics(code: AnalyticsCode, detail: unknown = {}): void {
  const { detail: data } = entryOf('error', code, detail);
  track({ type: ANALYTICS_EVENT_TYPE, spm: ANALYTICS_SPM, data: { ...data, reason: String(code) } });
}
