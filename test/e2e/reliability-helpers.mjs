// Shared pieces of the reliability journeys (issue 10): fault switches, request counting, the
// toast, the page problems that are ours, and a count of what our code leaves pending.
import assert from 'node:assert/strict';

/** The time limit the reliability journeys give every call (?gatewayTimeoutMs=, SPEC §9 is 20 s). */
export const SHORT_TIMEOUT_MS = 1500;

/** SPEC §8 texts, quoted exactly. */
export const TEXTS = {
  retryLater: 'Network error, please try again later',
  networkError: 'Network error',
  networkErrorQr: 'Network Error',
  /** The sandbox's displayMessage of a member SYSTEM_ERROR: never shown (issue 16: 5xx gets our words). */
  internalServerError: 'Internal server error',
  retryLaterTitle: 'Too many requests, please try again later',
};

/**
 * The fault kinds of issue 10. `offline` is not a sandbox switch: the browser drops the one call
 * (`net::ERR_INTERNET_DISCONNECTED`) as if the connection went away under it.
 */
export const FAULT_KINDS = ['http500', 'html', 'malformed', 'empty', 'timeout', 'offline'];

/** What a user sees for a member-host call failing with each kind (SPEC §8 catalogue). */
export const MEMBER_MESSAGES = {
  http500: TEXTS.retryLater,
  html: TEXTS.retryLater,
  malformed: TEXTS.retryLater,
  empty: TEXTS.retryLater,
  timeout: TEXTS.retryLater,
  offline: TEXTS.networkError,
};

/** The same for a gateway call (its 500 carries FAIL_SYS_INTERNAL_ERROR, a generic key). */
export const GATEWAY_MESSAGES = { ...MEMBER_MESSAGES };

/** The QR screen's variant: 'Network Error' where the others say 'Network error'. */
export const QR_MESSAGES = { ...GATEWAY_MESSAGES, offline: TEXTS.networkErrorQr };

export const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `condition` until it returns something truthy; fails with `what` after `timeoutMs`. */
export async function waitFor(condition, what = 'condition', timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await pause(50);
  }
}

/**
 * Resolves once `locator`'s box is the same in two frames in a row (placed, and no longer moved
 * by a scroll or a placement); fails after `timeoutMs` of movement.
 */
export function steady(locator, timeoutMs = 5000) {
  return locator.evaluate(
    (node, timeout) =>
      new Promise((resolve, reject) => {
        const deadline = performance.now() + timeout;
        let last = '';
        const frame = () => {
          const now = JSON.stringify(node.getBoundingClientRect());
          if (now === last) resolve();
          else if (performance.now() > deadline) reject(new Error(`still moving after ${timeout} ms: ${now}`));
          else {
            last = now;
            requestAnimationFrame(frame);
          }
        };
        requestAnimationFrame(frame);
      }),
    timeoutMs,
  );
}

/** Whether a request is the call `name`: member path name or gateway short name. */
export function isCall(request, name) {
  const { pathname } = new URL(request.url());
  return pathname === `/user/api/${name}` || pathname.startsWith(`/h5/mtop.mkt.member.${name}/`);
}

/** Counts the page's requests per call name from now on (every attempt the browser made). */
export function countCalls(page) {
  const seen = [];
  const listener = (request) => {
    const { pathname } = new URL(request.url());
    const member = /^\/user\/api\/([^/]+)$/.exec(pathname);
    const gateway = /^\/h5\/mtop\.mkt\.member\.([^/]+)\//.exec(pathname);
    const name = member?.[1] ?? gateway?.[1];
    if (name) seen.push({ name, method: request.method(), url: request.url() });
  };
  page.on('request', listener);
  return {
    of: (name) => seen.filter((call) => call.name === name).length,
    list: (name) => seen.filter((call) => call.name === name),
    reset: () => {
      seen.length = 0;
    },
    stop: () => page.off('request', listener),
  };
}

/**
 * Applies one fault kind to the next call `name` (once). `offline` drops it in the browser and
 * returns the function that lifts that; sandbox faults use themselves up.
 */
export async function applyFault(demo, kind, name) {
  if (kind !== 'offline') {
    await demo.sandbox('/__sandbox/faults', { match: name, fault: kind, times: 1 });
    return async () => {};
  }
  const matcher = (url) => url.pathname === `/user/api/${name}` || url.pathname.startsWith(`/h5/mtop.mkt.member.${name}/`);
  let used = false;
  const handler = async (route) => {
    if (used) return route.fallback();
    used = true;
    await route.abort('internetdisconnected');
  };
  await demo.page.route(matcher, handler);
  return () => demo.page.unroute(matcher, handler);
}

/** React's chunk in the built package: the pre-painted Login shows until it has arrived. */
export const REACT_CHUNK = /\/dist\/esm\/chunks\/react-[^/]+\.js$/;

/** Holds React's chunk until release() (the shopper's network is slow); stop() ends the hold. */
export async function holdReact(page) {
  let release;
  const released = new Promise((resolve) => (release = resolve));
  const handler = async (route) => {
    await released;
    await route.continue();
  };
  await page.route(REACT_CHUNK, handler);
  return {
    release: () => release(),
    stop: () => page.unroute(REACT_CHUNK, handler),
  };
}

/** The toast's text once one shows, or waits for the text `expected`. */
export async function toastText(page, expected) {
  const toast = expected ? page.locator('mkt-toast [part="toast"]', { hasText: expected }) : page.locator('mkt-toast [part="toast"]');
  await toast.first().waitFor();
  return toast.first().textContent();
}

/** Hides the package's toast (its public hideToast) so the next case's toast is a new one. */
export async function clearToast(page) {
  await page.evaluate(async () => {
    const { hideToast } = await import('/dist/esm/index.js');
    hideToast();
  });
  await page.locator('mkt-toast [part="toast"]').waitFor({ state: 'detached' });
}

/**
 * Page problems that come from our code: Chromium itself logs every failed request as
 * "Failed to load resource" (a 500, a 502, a dropped connection); those lines are the browser's
 * network log, which a fault test provokes on purpose, not an error of the widget.
 */
export function ownProblems(demo) {
  return demo.problems.filter((line) => !/^console\.error: Failed to load resource: /.test(line));
}

/** A button is back: enabled and not busy (SPEC §4 "double-submit blocked while busy" ended). */
export async function assertButtonBack(locator, what) {
  await waitFor(async () => (await locator.getAttribute('aria-busy')) === null, `${what} not busy`, 5000);
  assert.equal(await locator.isEnabled(), true, `${what} is enabled`);
}

/**
 * An init script: counts the timers, intervals, fetches and script tags started from our
 * package's files (`/dist/` in the stack) that are still pending. Read with `pendingWork(page)`.
 */
export function installPendingWorkProbe() {
  const ours = () => String(new Error().stack).includes('/dist/');
  const timers = new Map();
  const intervals = new Set();
  const fetches = new Set();
  let fetchId = 0;
  const realSetTimeout = window.setTimeout.bind(window);
  const realClearTimeout = window.clearTimeout.bind(window);
  const realSetInterval = window.setInterval.bind(window);
  const realClearInterval = window.clearInterval.bind(window);
  const realFetch = window.fetch.bind(window);
  window.setTimeout = (callback, ms, ...args) => {
    if (!ours()) return realSetTimeout(callback, ms, ...args);
    const stack = String(new Error().stack);
    const id = realSetTimeout(
      (...a) => {
        timers.delete(id);
        if (typeof callback === 'function') callback(...a);
      },
      ms,
      ...args,
    );
    timers.set(id, { ms, stack });
    return id;
  };
  window.clearTimeout = (id) => {
    timers.delete(id);
    realClearTimeout(id);
  };
  window.setInterval = (callback, ms, ...args) => {
    const id = realSetInterval(callback, ms, ...args);
    if (ours()) intervals.add(id);
    return id;
  };
  window.clearInterval = (id) => {
    intervals.delete(id);
    realClearInterval(id);
  };
  window.fetch = (input, init) => {
    if (!ours()) return realFetch(input, init);
    const id = ++fetchId;
    fetches.add(id);
    return realFetch(input, init).finally(() => fetches.delete(id));
  };
  window.__mktPendingWork = () => ({
    timers: [...timers.values()].map((timer) => ({ ms: timer.ms, from: timer.stack.split('\n').slice(2, 4).join(' | ') })),
    intervals: intervals.size,
    fetches: fetches.size,
    // JSONP script tags left in the document (ours carry the callback in their src).
    scripts: [...document.querySelectorAll('script[src*="callback="]')].length,
  });
}

/** What our code still has pending on the page (see installPendingWorkProbe). */
export function pendingWork(page) {
  return page.evaluate(() => window.__mktPendingWork());
}

/** The seeded plain account (sandbox/README.md) the reliability journeys log in with. */
export const SEEDED = Object.freeze({ phone: '91234567', password: 'Mkt@2024go', prefix: '65' });

export const inPopup = (selector) => `mkt-login-popup ${selector}`;

/** Opening the popup on a Login tab and filling the password form, shared by the journeys. */
export function popupDriver(demo) {
  const screen = (name) => demo.page.locator(inPopup(`[data-screen="${name}"]`));
  return {
    screen,
    async openLogin(tab = 'Password') {
      const { page } = demo;
      await page.goto(demo.url);
      await page.locator('mkt-header-account [part="login-link"]').click();
      await screen('login').waitFor({ state: 'attached' });
      await page.locator(inPopup('[role="tab"]'), { hasText: tab }).click();
    },
    async fillPassword() {
      await demo.page.locator(inPopup('input[autocomplete~="username"]')).fill(SEEDED.phone);
      await demo.page.locator(inPopup('input[autocomplete="current-password"]')).fill(SEEDED.password);
    },
  };
}

/**
 * Records what the page hands the browser's password manager (`navigator.credentials.store` with
 * a PasswordCredential), then lets the browser store it; `storedPasswords(page)` reads the list.
 */
export async function recordStoredPasswords(page) {
  await page.evaluate(() => {
    window.__storedPasswords = [];
    const store = navigator.credentials.store.bind(navigator.credentials);
    navigator.credentials.store = (credential) => {
      window.__storedPasswords.push({ type: credential.type, id: credential.id, password: credential.password });
      return store(credential);
    };
  });
}

export const storedPasswords = (page) => page.evaluate(() => window.__storedPasswords);
