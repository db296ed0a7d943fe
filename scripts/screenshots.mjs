// `npm run screenshots`: starts the demo (sandbox API included) and saves the popup's main screens
// to docs/screenshots/ with Playwright in Debian's Chromium: login, registry, verify, qrcode and
// reset-success in English, login on a phone (the bottom sheet), and login in Urdu (right to
// left). Builds first when dist/ is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { startServer } from '../sandbox/server.mjs';
import { chromeArgs, findChrome } from './chrome.mjs';

const OUT = new URL('../docs/screenshots/', import.meta.url);
const PHONE = '91234567';
const NEW_PASSWORD = 'Fresh#2025go';

if (!existsSync(new URL('../dist/esm/index.js', import.meta.url))) {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const chrome = findChrome();
if (!chrome) {
  console.error('Chromium not found: install Debian chromium or set CHROME_PATH.');
  process.exit(1);
}

const server = await startServer({ port: 0, log: false });
const browser = await chromium.launch({ executablePath: chrome, args: chromeArgs });

async function sandbox(path, body) {
  const response = await fetch(new URL(path, server.url), {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json();
}

/** A fresh page on the demo storefront (no cookies, sandbox back to its seed). */
async function freshPage(query = '', device = { viewport: { width: 1024, height: 800 } }) {
  await sandbox('/__sandbox/reset', {});
  const context = await browser.newContext({ ...device, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(new URL(`/${query}`, server.url).href);
  return page;
}

const popup = (page) => page.locator('mkt-login-popup');
const screen = (page, name) => page.locator(`mkt-login-popup [data-screen="${name}"]`);

async function lastCode(to, type) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { messages } = await sandbox(`/__sandbox/outbox?to=${to}`);
    const found = messages.filter((message) => !type || message.type === type).at(-1);
    if (found) return found.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code for ${to}`);
}

async function typeCode(page, code) {
  await page.locator('mkt-login-popup [part="otp-box"]').first().click();
  await page.keyboard.type(code);
}

/** Saves the popup panel as docs/screenshots/<name>.png. */
async function save(page, name) {
  const panel = popup(page).locator('[part~="dialog"]').first();
  await panel.waitFor();
  writeFileSync(new URL(`${name}.png`, OUT), await panel.screenshot({ animations: 'disabled', caret: 'hide' }));
  console.log(`docs/screenshots/${name}.png`);
}

/** Opens Login from the header and waits until the QR hint has come and gone (SPEC §2). */
async function openLogin(page) {
  await page.locator('mkt-header-account [part="login-link"]').click();
  await screen(page, 'login').waitFor({ state: 'attached' });
  const hint = popup(page).locator('[part~="tooltip"]');
  await hint.waitFor({ state: 'visible' });
  await hint.waitFor({ state: 'hidden' });
  await popup(page).locator('[part~="third-party"]').first().waitFor();
}

const shots = {
  async 'login-en'() {
    const page = await freshPage();
    await openLogin(page);
    await save(page, 'login-en');
  },
  // The whole phone screen: the popup is a bottom sheet below 600 px.
  async 'login-phone-en'() {
    const page = await freshPage('', { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    await openLogin(page);
    writeFileSync(new URL('login-phone-en.png', OUT), await page.screenshot({ animations: 'disabled', caret: 'hide' }));
    console.log('docs/screenshots/login-phone-en.png');
  },
  async 'login-ur'() {
    const page = await freshPage('?region=PK&lang=ur');
    await openLogin(page);
    await save(page, 'login-ur');
  },
  async 'registry-en'() {
    const page = await freshPage();
    await page.locator('mkt-header-account [part="signup-link"]').click();
    await screen(page, 'registry').waitFor({ state: 'attached' });
    await popup(page).locator('[part~="third-party"]').first().waitFor();
    await save(page, 'registry-en');
  },
  async 'verify-en'() {
    const page = await freshPage();
    await page.locator('mkt-header-account [part="login-link"]').click();
    await popup(page).locator('[role="tab"]', { hasText: 'OTP' }).click();
    const phone = popup(page).locator('input[name="phone"]');
    await phone.waitFor();
    await phone.fill(PHONE);
    await popup(page).locator('[data-channel="SMS"]').click();
    await screen(page, 'verify').waitFor({ state: 'attached' });
    await popup(page).locator('[part="otp-box"]').first().waitFor();
    await save(page, 'verify-en');
  },
  async 'qrcode-en'() {
    const page = await freshPage();
    await page.locator('mkt-header-account [part="login-link"]').click();
    await popup(page).locator('[part="login-qr-link"]').click();
    await screen(page, 'qrcode').waitFor({ state: 'attached' });
    await popup(page).locator('[part~="qr-code"]').first().waitFor();
    await save(page, 'qrcode-en');
  },
  async 'reset-success-en'() {
    const page = await freshPage();
    await page.locator('mkt-header-account [part="login-link"]').click();
    await popup(page).locator('[part~="login-forgot-password"]').click();
    await screen(page, 'forget-password').waitFor({ state: 'attached' });
    await popup(page).locator('input[autocomplete~="username"]').fill(PHONE);
    await popup(page).locator('button[type="submit"]').click();
    await popup(page).locator('[part="otp-box"]').first().waitFor();
    await typeCode(page, await lastCode(`65${PHONE}`, 'RESET_PASSWORD'));
    await screen(page, 'reset-password').waitFor({ state: 'attached' });
    await popup(page).locator('input[autocomplete="new-password"]').fill(NEW_PASSWORD);
    await popup(page).locator('button[type="submit"]').click();
    // The success view leaves after its 5-second countdown: take it at once.
    await popup(page).getByText('Your password has been reset successfully!').waitFor();
    await save(page, 'reset-success-en');
  },
};

mkdirSync(OUT, { recursive: true });
let failed = false;
try {
  for (const [name, shoot] of Object.entries(shots)) {
    try {
      await shoot();
    } catch (error) {
      failed = true;
      console.error(`${name}: ${error instanceof Error ? error.message : error}`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
process.exit(failed ? 1 : 0);
