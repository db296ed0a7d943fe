// Host applications as storefront teams build them: a Vite + React 19 app and a Vite + Vue 3 app
// in strict TypeScript, each installing the tarball `npm pack` makes (never the repository's
// sources), type-checked and built with their own tooling, then driven in Chromium against the
// sandbox API: the header's Login opens the popup, a password login works, and the framework
// hears mkt-login-success with its typed detail.
//
// The React app uses the bundler entries, so the elements share its React: its build must hold
// exactly one react-dom, and the first open may add at most 25 KB gzip of JavaScript. Its tsc also
// checks every attribute of the packed custom-elements.json against the JSX types
// (attribute-probe.mjs). Needs the build (`npm test` builds first).
//
// Vite, its plugins, React, Vue and the type checkers come from the repository's devDependencies
// (resolved from the apps' parent folders); the package and its dependencies come from the
// install of the tarball into each app.
import { before, after, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from '../../sandbox/server.mjs';
import { chromeArgs, findChrome } from '../../scripts/chrome.mjs';
import { attributeProbe } from './attribute-probe.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const here = fileURLToPath(new URL('.', import.meta.url));
const run = promisify(execFile);
const bin = (tool) => join(root, 'node_modules/.bin', tool);

const APPS = ['react-app', 'vue-app'];
const FIRST_OPEN_BUDGET = 25 * 1024;
const IDLE_MS = 2000;
const AFTER_CLICK_MS = 2000;
const PHONE = '91234567';
const PASSWORD = 'Mkt@2024go';

/** Runs a tool; on failure the assertion shows what it printed. */
async function tool(command, args, cwd, what) {
  try {
    return await run(command, args, { cwd, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    assert.fail(`${what} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
  }
}

const appDir = (app) => join(here, app);
const gzipOf = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

let server;
let browser;
const built = {};

before(async () => {
  const packDir = mkdtempSync(join(tmpdir(), 'mkt-pack-'));
  const { stdout } = await tool('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', packDir], root, 'npm pack');
  const tarball = join(packDir, JSON.parse(stdout)[0].filename);
  await Promise.all(
    APPS.map(async (app) => {
      rmSync(join(appDir(app), 'node_modules'), { recursive: true, force: true });
      rmSync(join(appDir(app), 'dist'), { recursive: true, force: true });
      await tool('npm', ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--ignore-scripts', '--prefer-offline', tarball], appDir(app), `npm install of the tarball in ${app}`);
    }),
  );
  rmSync(packDir, { recursive: true, force: true });
  server = await startServer({ port: 0, log: false });
  browser = await chromium.launch({ executablePath: findChrome(), args: chromeArgs });
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/** The installed package: from the tarball, not a link to the repository. */
function installed(app) {
  return join(appDir(app), 'node_modules/@mkt/member-elements');
}

test('both apps type-check in strict mode: every documented attribute is accepted, a wrong region, language or environment is not', async () => {
  const manifest = JSON.parse(readFileSync(join(installed('react-app'), 'custom-elements.json'), 'utf8'));
  const probe = attributeProbe(manifest);
  // Each wrong value sits under @ts-expect-error: tsc fails (TS2578) if the JSX types accept it.
  for (const tag of ['mkt-header-account', 'mkt-login-popup', 'mkt-qr-login', 'mkt-restore-account']) {
    for (const wrong of ['region="XX"', 'lang="xx"', 'env="staging"']) {
      assert.match(probe, new RegExp(`@ts-expect-error.*\\n\\s*<${tag} ${wrong} />`), `${tag} ${wrong} is probed`);
    }
  }
  writeFileSync(join(appDir('react-app'), 'src/attributes.generated.tsx'), probe);
  await Promise.all([
    tool(bin('tsc'), ['-p', 'tsconfig.json'], appDir('react-app'), 'tsc of the React app'),
    tool(bin('vue-tsc'), ['-p', 'tsconfig.json'], appDir('vue-app'), 'vue-tsc of the Vue app (templates included)'),
  ]);
});

test('both apps build with Vite from the installed package', async () => {
  await Promise.all(APPS.map((app) => tool(bin('vite'), ['build'], appDir(app), `vite build of ${app}`)));
  for (const app of APPS) {
    built[app] = join(appDir(app), 'dist');
    assert.ok(existsSync(join(built[app], 'index.html')), `${app} built its index.html`);
  }
});

/** JavaScript files of a built app. */
function scriptsOf(dist) {
  return readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js')).map((file) => join(dist, 'assets', file));
}

test('the React app holds exactly one react-dom: the elements use the host\'s React', () => {
  assert.ok(built['react-app'], 'the React app was built');
  // react-dom's client names the property that marks a root container once per copy (in quotes or
  // backticks, as the minifier likes).
  const copies = scriptsOf(built['react-app']).reduce((sum, file) => sum + readFileSync(file, 'utf8').split('__reactContainer$').length - 1, 0);
  assert.equal(copies, 1, `react-dom copies in the React app's build: ${copies}`);
  // And the package's installed bundler entries import React rather than carry it.
  const chunks = readdirSync(join(installed('react-app'), 'dist/bundler'), { recursive: true }).filter((file) => String(file).endsWith('.js'));
  for (const file of chunks) {
    assert.ok(!readFileSync(join(installed('react-app'), 'dist/bundler', String(file)), 'utf8').includes('__reactContainer$'), `dist/bundler/${file} carries react-dom`);
  }
});

/** Serves an app's build under /<name>/ beside the sandbox API (same origin, as configured). */
async function openApp(app) {
  const context = await browser.newContext();
  const name = app.replace(/-app$/, '');
  await context.route(new RegExp(`^${server.url.replace(/\/$/, '')}/${name}/`), (route) => {
    const { pathname } = new URL(route.request().url());
    const rest = pathname.slice(`/${name}/`.length) || 'index.html';
    const file = join(built[app], rest);
    if (!existsSync(file)) return route.fulfill({ status: 404, body: 'not found' });
    const type = file.endsWith('.html') ? 'text/html' : file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'application/octet-stream';
    return route.fulfill({ contentType: type, body: readFileSync(file) });
  });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  const scripts = new Set();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(`/${name}/assets/`) && pathname.endsWith('.js')) scripts.add(pathname.slice(`/${name}/`.length));
  });
  const takeScripts = () => {
    const taken = [...scripts];
    scripts.clear();
    return taken;
  };
  await page.goto(new URL(`/${name}/`, server.url).href, { waitUntil: 'load' });
  return { context, page, problems, takeScripts };
}

/** The shopper's route: Login in the header, the Password tab, and the account label after. */
async function passwordLogin(page) {
  const name = page.locator('mkt-login-popup input[autocomplete~="username"]');
  await name.fill(PHONE);
  await page.locator('mkt-login-popup input[autocomplete="current-password"]').fill(PASSWORD);
  await page.locator('mkt-login-popup [part~="login-submit"]').click();
  await page.locator('mkt-header-account [part="account-link"]').waitFor();
  assert.equal(await page.locator('mkt-header-account [part="account-link"]').textContent(), "SITI TAN'S ACCOUNT");
}

for (const app of APPS) {
  test(`${app}: the header opens the popup, a password login works, the app hears mkt-login-success`, async () => {
    assert.ok(built[app], `${app} was built`);
    const { context, page, problems, takeScripts } = await openApp(app);
    try {
      const login = page.locator('mkt-header-account [part="login-link"]');
      await login.waitFor();
      await page.mouse.move(5, 700);
      await page.waitForTimeout(IDLE_MS);
      takeScripts();
      await login.click();
      await page.locator('mkt-login-popup input[autocomplete~="username"]').waitFor();
      await page.waitForTimeout(AFTER_CLICK_MS);
      const firstOpen = takeScripts();
      const firstOpenGzip = firstOpen.reduce((sum, path) => sum + gzipOf(join(built[app], path)), 0);
      console.log(`${app}: the first open adds ${kb(firstOpenGzip)} gzip of JavaScript (${firstOpen.length} files)`);
      if (app === 'react-app') {
        assert.ok(firstOpenGzip <= FIRST_OPEN_BUDGET, `React app first open: ${kb(firstOpenGzip)} (budget 25 KB): ${firstOpen.join(', ')}`);
      }
      await passwordLogin(page);
      const heard = page.getByTestId('heard');
      await page.waitForFunction(() => document.querySelector('[data-testid="heard"]')?.textContent !== 'nothing yet');
      // A phone number with its password: the login type is PHONE.
      assert.equal(await heard.textContent(), 'PHONE Siti Tan new=false');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}
