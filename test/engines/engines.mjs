// One small driver over two engines, so the journeys of journeys.mjs read the same in both:
// - Firefox ESR through puppeteer-core over WebDriver BiDi (console and page errors as events);
// - WebKitGTK through its WebDriver (classic, no BiDi) driving MiniBrowser under a virtual X server.
//
// Shoppers click and type: clicks are real pointer input at the element's centre, once the
// element is the one hit there (an opening popup or a mask in front waits); typing is real key
// input into the focused field. Elements are found through shadow roots with `a >>> b` (b inside
// a's shadow tree, at any depth), the first one that is rendered and, if asked, has the text.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import puppeteer from 'puppeteer-core';
import { Builder, Origin } from 'selenium-webdriver';
import { FIREFOX, WEBKIT_DRIVER, XVFB_RUN, ensureEngines, findMiniBrowser } from '../../scripts/ensure-engines.mjs';

export const VIEWPORT = { width: 1280, height: 800 };
const DEFAULT_TIMEOUT_MS = 15_000;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs in the page before every call: the deep finder, and (WebKit, which has no console events
 * over its driver) a recorder of console errors, uncaught errors and unhandled rejections. The
 * recorder is installed again after each navigation, on the first call into the new page.
 */
function pagePrelude(recordErrors) {
  if (recordErrors && !window.__mktEngineErrors) {
    const errors = (window.__mktEngineErrors = []);
    const original = console.error.bind(console);
    console.error = (...args) => {
      errors.push(`console.error: ${args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ')}`);
      original(...args);
    };
    window.addEventListener('error', (event) => errors.push(`pageerror: ${event.message}`));
    window.addEventListener('unhandledrejection', (event) => errors.push(`unhandledrejection: ${event.reason?.message ?? event.reason}`));
  }
  const rendered = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const within = (scope, selector, out) => {
    const roots = scope instanceof Element ? [scope.shadowRoot, scope].filter(Boolean) : [scope];
    for (const root of roots) {
      out.push(...root.querySelectorAll(selector));
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) within(el.shadowRoot, selector, out);
    }
    return out;
  };
  /** All rendered matches of `a >>> b`, with `text` (trimmed, exact) when given. */
  const findAll = (path, text) => {
    let scopes = [document];
    for (const part of path.split('>>>').map((p) => p.trim())) {
      scopes = [...new Set(scopes.flatMap((scope) => within(scope, part, [])))];
    }
    return scopes.filter((el) => rendered(el) && (text === undefined || el.textContent.trim() === text));
  };
  /** The element under a viewport point, through shadow roots. */
  const hitAt = (x, y) => {
    let el = document.elementFromPoint(x, y);
    while (el?.shadowRoot) {
      const inner = el.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === el) break;
      el = inner;
    }
    return el;
  };
  const deepActive = () => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el;
  };
  return { findAll, hitAt, deepActive };
}

/** `fn(page, ...args)` as a script: `page` is the prelude's helpers. */
function script(fn, args, recordErrors) {
  return `return (async () => { const page = (${pagePrelude})(${recordErrors}); return (${fn})(page, ...${JSON.stringify(args)}); })()`;
}

/** The driver calls both engines share; `run`, `clickAt`, `type` and the rest come per engine. */
function common(engine) {
  const api = {
    ...engine,
    evaluate: (fn, ...args) => engine.run(fn, args),
    /** Waits until `fn` (run in the page) returns something truthy, and returns it. */
    async waitUntil(fn, args = [], what = 'condition', timeout = DEFAULT_TIMEOUT_MS) {
      const deadline = Date.now() + timeout;
      let last;
      for (;;) {
        try {
          last = await engine.run(fn, args);
          if (last) return last;
        } catch (error) {
          // A navigation in flight loses the page the script ran in: ask the next one.
          last = error.message;
        }
        if (Date.now() > deadline) throw new Error(`${engine.name}: timed out after ${timeout} ms waiting for ${what} (last: ${JSON.stringify(last)})`);
        await pause(100);
      }
    },
    /** Waits for a rendered `path` (with `text`); returns its trimmed text. */
    async waitFor(path, { text, timeout } = {}) {
      const [found] = await api.waitUntil(
        (page, p, t) => {
          const el = page.findAll(p, t ?? undefined)[0];
          return el ? [el.textContent.trim()] : false;
        },
        [path, text ?? null],
        path + (text ? ` "${text}"` : ''),
        timeout,
      );
      return found;
    },
    /** Waits until nothing rendered matches `path`. */
    async waitGone(path, { timeout } = {}) {
      await api.waitUntil((page, p) => page.findAll(p).length === 0, [path], `${path} to go`, timeout);
    },
    /** A real click at the centre of `path`, once that point hits it (nothing in front). */
    async click(path, { text, timeout } = {}) {
      const point = await api.waitUntil(
        (page, p, t) => {
          const el = page.findAll(p, t ?? undefined)[0];
          if (!el) return false;
          el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
          const box = el.getBoundingClientRect();
          const x = Math.round(box.left + box.width / 2);
          const y = Math.round(box.top + box.height / 2);
          const hit = page.hitAt(x, y);
          return hit && (hit === el || el.contains(hit) || el.shadowRoot?.contains(hit)) ? { x, y } : false;
        },
        [path, text ?? null],
        `${path}${text ? ` "${text}"` : ''} to be clickable`,
        timeout,
      );
      await engine.clickAt(point.x, point.y);
    },
    /** Clicks the field, makes sure it has focus, empties it and types `value` key by key. */
    async fill(path, value) {
      await api.click(path);
      await api.waitUntil(
        (page, p) => {
          const el = page.findAll(p)[0];
          if (page.deepActive() !== el) el.focus();
          el.select?.();
          return page.deepActive() === el;
        },
        [path],
        `${path} to have focus`,
      );
      await engine.type(value);
    },
    /** Sandbox hooks, straight from Node (the phone app, the outbox). */
    async sandbox(path, body) {
      const response = await fetch(new URL(path, engine.baseUrl), {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return text ? JSON.parse(text) : undefined;
    },
  };
  return api;
}

export async function launchFirefox(baseUrl) {
  ensureEngines(['firefox']);
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true, defaultViewport: VIEWPORT });
  const page = await browser.newPage();
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message ?? error}`));
  return common({
    name: 'firefox',
    baseUrl,
    async goto(path) {
      await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' });
    },
    run: (fn, args) => page.evaluate(`(async () => { ${script(fn, args, false)} })()`),
    clickAt: (x, y) => page.mouse.click(x, y),
    type: (text) => page.keyboard.type(text),
    async takeProblems() {
      return problems.splice(0);
    },
    async clearSession() {
      await page.deleteCookie(...(await page.cookies()));
    },
    screenshot: (file) => page.screenshot({ path: file }),
    close: () => browser.close(),
  });
}

/** A free TCP port for WebKitWebDriver. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function launchWebKit(baseUrl) {
  ensureEngines(['webkit']);
  const port = await freePort();
  // MiniBrowser has no headless mode: the driver and the browser it starts share a virtual screen.
  const driverProcess = spawn(XVFB_RUN, ['-a', '-s', '-screen 0 1280x1024x24', WEBKIT_DRIVER, `--port=${port}`], {
    stdio: 'ignore',
    detached: true,
  });
  const stopDriver = () => {
    try {
      process.kill(-driverProcess.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const server = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    const ready = await fetch(`${server}/status`).then((r) => r.ok, () => false);
    if (ready) break;
    if (attempt > 150) {
      stopDriver();
      throw new Error('WebKitWebDriver did not start within 15 s');
    }
    await pause(100);
  }
  let driver;
  try {
    driver = await new Builder()
      .usingServer(server)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: findMiniBrowser(), args: ['--automation'] },
      })
      .build();
    await driver.manage().window().setRect(VIEWPORT);
  } catch (error) {
    stopDriver();
    throw error;
  }
  const problems = [];
  const run = (fn, args) => driver.executeScript(script(fn, args, true));
  return common({
    name: 'webkit',
    baseUrl,
    async goto(path) {
      await this.takeProblems().then((left) => problems.push(...left), () => {});
      await driver.get(new URL(path, baseUrl).href);
      // Installs the error recorder in the new page right away.
      await run(() => true, []);
    },
    run,
    clickAt: (x, y) => driver.actions().move({ x, y, origin: Origin.VIEWPORT }).click().perform(),
    type: (text) => driver.actions().sendKeys(text).perform(),
    async takeProblems() {
      const recorded = await run(() => (window.__mktEngineErrors ?? []).splice(0), []).catch(() => []);
      return [...problems.splice(0), ...recorded];
    },
    async clearSession() {
      await driver.manage().deleteAllCookies();
    },
    async screenshot(file) {
      const { writeFile } = await import('node:fs/promises');
      await writeFile(file, Buffer.from(await driver.takeScreenshot(), 'base64'));
    },
    async close() {
      await driver.quit().catch(() => {});
      stopDriver();
    },
  });
}
