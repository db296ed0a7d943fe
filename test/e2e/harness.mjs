// Shared set-up for the Playwright journeys: the demo server in-process on a free port and
// Debian's Chromium through playwright-core (never a downloaded browser).
//
// Besides the page, every journey gets what a security review wants to look at afterwards:
// - `violations`: every Content-Security-Policy / Trusted Types violation any page reported. The
//   demo server sends a strict CSP (sandbox/security-headers.mjs); useDemo() fails a test that
//   caused one, so every journey is also a CSP and Trusted Types journey.
// - `requests`: every request the browser made (method, URL, body), for secrets scans.
// - `consoleLines`: every console line of every page ("type: text").
// - `monitorReports`: what the widget handed to `window.mktMonitor` (a recording stand-in the
//   harness installs), and `trackingQueue()` for what waits on `window.mktTrackQueue`.
import { before, after, beforeEach, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { startServer } from '../../sandbox/server.mjs';
import { chromeArgs, findChrome } from '../../scripts/chrome.mjs';

/** Name of the binding through which pages hand violation reports to the harness. */
const VIOLATION_BINDING = '__mktHarnessViolation';
/** Name of the binding through which the recording monitor hands reports to the harness. */
const MONITOR_BINDING = '__mktHarnessMonitor';

/**
 * Runs in every page and frame before any page script: listens for violation events on the
 * document in the capture phase (shadow-root violations are composed and arrive here too) and
 * installs a monitor that only records. Violations are queued as tasks after the offending call,
 * so the harness asks for a flush (a binding call with no report) before it reads the list.
 */
function pageRecorder({ violationBinding, monitorBinding }) {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      window[violationBinding]?.({
        page: location.href,
        violatedDirective: event.violatedDirective,
        effectiveDirective: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sample: event.sample,
        sourceFile: event.sourceFile,
        lineNumber: event.lineNumber,
        disposition: event.disposition,
      });
    },
    true,
  );
  if (!window.mktMonitor) {
    window.mktMonitor = { report: (entry) => void window[monitorBinding]?.(JSON.parse(JSON.stringify(entry))) };
  }
}

/** One line per violation, for the failure message. */
export function describeViolations(violations) {
  return violations
    .map(
      (v) =>
        `- ${v.violatedDirective} blocked ${v.blockedURI || '(nothing)'} on ${v.page}` +
        `${v.sample ? ` sample=${JSON.stringify(v.sample)}` : ''}${v.sourceFile ? ` at ${v.sourceFile}:${v.lineNumber}` : ''}`,
    )
    .join('\n');
}

/**
 * The sandbox's QR clock for journeys: the widget polls at the interval the server hands it, so
 * a scan or a confirm from the phone-app hooks shows within half a second (the smallest interval
 * the widget accepts) instead of up to the SPEC sample's 5 s. A code still lives 100 s, as with
 * the sample (5 s x 20 rounds), so no journey meets a refresh it did not ask for.
 */
export const JOURNEY_QR_CLOCK = { qrIntervalMs: 500, qrExpireRounds: 200 };

export async function startDemo() {
  const server = await startServer({ port: 0, log: false, ...JOURNEY_QR_CLOCK });
  const browser = await chromium.launch({ executablePath: findChrome(), args: chromeArgs });
  const context = await browser.newContext();
  const violations = [];
  const requests = [];
  const consoleLines = [];
  const monitorReports = [];
  await context.exposeBinding(VIOLATION_BINDING, (_source, report) => {
    if (report) violations.push(report);
  });
  await context.exposeBinding(MONITOR_BINDING, (_source, entry) => {
    monitorReports.push(entry);
  });
  await context.addInitScript(pageRecorder, { violationBinding: VIOLATION_BINDING, monitorBinding: MONITOR_BINDING });
  context.on('request', (request) => {
    requests.push({ method: request.method(), url: request.url(), body: request.postData() ?? '' });
  });
  context.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));

  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  return {
    url: server.url,
    page,
    context,
    browser,
    problems,
    violations,
    requests,
    consoleLines,
    monitorReports,
    /** Waits until every open page has delivered the violation reports already queued in it. */
    async flushViolations() {
      for (const open of context.pages()) {
        if (open.isClosed()) continue;
        await open
          .evaluate(async (binding) => {
            // Violation events are tasks queued after the offending call: let them run first.
            await new Promise((resolve) => setTimeout(resolve, 0));
            await window[binding]?.(null);
          }, VIOLATION_BINDING)
          .catch(() => {}); // a page that is navigating away has nothing more to say
      }
    },
    /** The events waiting on `window.mktTrackQueue` of the current page (no tracker in the demo). */
    async trackingQueue() {
      return page.evaluate(() => JSON.parse(JSON.stringify(window.mktTrackQueue ?? [])));
    },
    async sandbox(path, body, method = body === undefined ? 'GET' : 'POST') {
      const response = await fetch(new URL(path, server.url), {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }).catch((error) => {
        // fetch says only "fetch failed": the reason is in its cause.
        throw new Error(`${method} ${path}: ${error.message} (${error.cause?.code ?? ''} ${error.cause?.message ?? ''})`, { cause: error });
      });
      const text = await response.text();
      return text ? JSON.parse(text) : undefined;
    },
    /**
     * Gives `target` (a browser context, the file's own by default) the session a password login
     * of `account` (prefix + number, or an e-mail) would, through the sandbox's sign-in hook on
     * the member host: a journey whose subject comes after the login starts from a page opened
     * signed in, as a returning shopper's does.
     */
    async signIn(account, target = context) {
      const answer = await target.request.post(new URL('/__sandbox/sign-in', server.url).href, { data: { account } });
      if (answer.status() !== 200) throw new Error(`the sandbox's sign-in hook answered ${answer.status()}: ${await answer.text()}`);
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * The usual journey set-up in one call: one demo server and browser for the file, and before
 * each test a sandbox reset, no cookies, and empty lists of page problems, violations, requests,
 * console lines and monitor reports. After each test: no CSP or Trusted Types violation.
 */
export function useDemo() {
  const demo = {};
  before(async () => {
    Object.assign(demo, await startDemo());
  });
  after(async () => {
    await demo.close?.();
  });
  beforeEach(async () => {
    await demo.sandbox('/__sandbox/reset', {});
    await demo.context.clearCookies();
    for (const list of [demo.problems, demo.violations, demo.requests, demo.consoleLines, demo.monitorReports]) {
      list.length = 0;
    }
  });
  afterEach(async () => {
    await demo.flushViolations();
    assert.equal(
      demo.violations.length,
      0,
      `the page reported ${demo.violations.length} Content-Security-Policy violation(s):\n${describeViolations(demo.violations)}`,
    );
  });
  return demo;
}
