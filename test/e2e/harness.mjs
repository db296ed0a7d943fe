// Shared set-up for the Playwright journeys: the demo server in-process on a free port and
// Debian's Chromium through playwright-core (never a downloaded browser).
import { before, after, beforeEach } from 'node:test';
import { chromium } from 'playwright-core';
import { startServer } from '../../sandbox/server.mjs';
import { chromeArgs, findChrome } from '../../scripts/chrome.mjs';

export async function startDemo() {
  const server = await startServer({ port: 0, log: false });
  const browser = await chromium.launch({ executablePath: findChrome(), args: chromeArgs });
  const context = await browser.newContext();
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
    async sandbox(path, body, method = body === undefined ? 'GET' : 'POST') {
      const response = await fetch(new URL(path, server.url), {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return text ? JSON.parse(text) : undefined;
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * The usual journey set-up in one call: one demo server and browser for the file, and before
 * each test a sandbox reset, no cookies, and an empty list of page problems.
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
    demo.problems.length = 0;
  });
  return demo;
}
