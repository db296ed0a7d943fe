// Debian's Chromium through playwright-core with the project's launch flags, and pages set up
// the way every section needs them: fresh context (empty HTTP cache) or a shared one, CPU
// throttling through CDP, init scripts, and a record of page errors.
import { chromium } from 'playwright-core';
import { chromeArgs, findChrome } from '../../scripts/chrome.mjs';

export const PROBES = {
  renderWatch: new URL('./probes/render-watch.js', import.meta.url).pathname,
  longFrames: new URL('./probes/long-frames.js', import.meta.url).pathname,
  leakCounters: new URL('./probes/leak-counters.js', import.meta.url).pathname,
};

export async function launchBrowser() {
  const executablePath = findChrome();
  if (!executablePath) throw new Error('No Chromium found: set CHROME_PATH or install Debian chromium.');
  return chromium.launch({ executablePath, args: chromeArgs });
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ probes?: string[], contextOptions?: object, setup?: (context: import('playwright-core').BrowserContext) => Promise<void> }} [options]
 */
export async function newContext(browser, { probes = [], contextOptions = {}, setup } = {}) {
  const context = await browser.newContext(contextOptions);
  for (const path of probes) await context.addInitScript({ path });
  await setup?.(context);
  return context;
}

/**
 * A page with its CDP session and CPU throttling applied (rate 1 = none).
 * @param {import('playwright-core').BrowserContext} context
 */
export async function newPage(context, throttle = 1) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  const problems = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  return { page, cdp, problems };
}

/**
 * Resolves once no request of the page has been in flight for `quietMs` (after `ready()` holds).
 * Started before navigation so it sees every request.
 */
export function trackNetwork(page) {
  const inFlight = new Set();
  let lastChange = Date.now();
  const change = () => {
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    inFlight.add(request);
    change();
  });
  const settle = (request) => {
    inFlight.delete(request);
    change();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    async quiet(quietMs = 100, timeoutMs = 15000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (inFlight.size === 0 && Date.now() - lastChange >= quietMs) return true;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return false;
    },
  };
}

/** CPU throttling rates every timed section runs at: none and 4x. */
export const THROTTLE_RATES = [1, 4];

/** Resolves once Login's phone-or-e-mail field (the pre-painted copy's or React's) has focus. */
export function loginFieldFocused(page) {
  return page.waitForFunction(
    () => {
      let active = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return active?.getAttribute('name') === 'loginName';
    },
    null,
    { polling: 'raf', timeout: 20000 },
  );
}
