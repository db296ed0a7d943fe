// The documentation site as a reader meets it at /docs/ of `npm start` (the build's `docs` part):
// every page reached from /docs/ answers 200 with no console error, uncaught exception or
// Content-Security-Policy violation, and no broken link, anchor or image; axe finds no serious or
// critical violation; each element's live example gets defined and shows something; the search
// answers from the site's own index; the theme switch and the event log of the guides work.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useDemo } from './harness.mjs';
import { publicMembersOf } from '../../scripts/element-reference.mjs';

const AXE_SOURCE = readFileSync(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');
const manifest = JSON.parse(readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8'));
const TAGS = manifest.modules.flatMap((module) => module.declarations ?? []).filter((d) => d.customElement).map((d) => d.tagName);
const PHONE = '91234567';
const PASSWORD = 'Mkt@2024go';

const demo = useDemo();

/** What one page of the crawl holds: its links (absolute, with their fragment), ids, broken images. */
async function readPage(page) {
  return page.evaluate(() => ({
    links: [...document.querySelectorAll('a[href]')].map((a) => a.href),
    ids: [...document.querySelectorAll('[id]')].map((element) => element.id),
    brokenImages: [...document.images].filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.src),
  }));
}

/** Serious and critical axe violations of the whole page, light and shadow DOM. */
async function seriousViolations(page) {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const results = await window.axe.run(document, { resultTypes: ['violations'] });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.slice(0, 5).map((n) => `    ${JSON.stringify(n.target)}`).join('\n')}`);
  });
}

test('every page reached from /docs/ answers 200, logs no error, has no broken link, anchor or image, and passes axe', { timeout: 600_000 }, async () => {
  const { page, url } = demo;
  const origin = new URL(url).origin;
  const start = new URL('/docs/', url).href;
  const queue = [start];
  /** page URL -> its ids */
  const visited = new Map();
  /** [from, to] of every link to a fragment, checked once every page is read */
  const fragments = [];
  const outside = new Set();
  const failures = [];
  while (queue.length > 0) {
    const address = queue.shift();
    if (visited.has(address)) continue;
    demo.problems.length = 0;
    const response = await page.goto(address, { waitUntil: 'load' });
    if (response?.status() !== 200) {
      failures.push(`${address} answered ${response?.status()}`);
      visited.set(address, []);
      continue;
    }
    await page.waitForLoadState('networkidle');
    const { links, ids, brokenImages } = await readPage(page);
    visited.set(address, ids);
    for (const image of brokenImages) failures.push(`${address}: image ${image} did not load`);
    for (const problem of demo.problems) failures.push(`${address}: ${problem}`);
    for (const violation of await seriousViolations(page)) failures.push(`${address}: axe ${violation}`);
    for (const link of links) {
      const target = new URL(link);
      if (target.origin !== origin) {
        failures.push(`${address}: links out of the site, to ${link} (the docs work with no outside service)`);
        continue;
      }
      const bare = `${target.origin}${target.pathname}`;
      if (target.hash) fragments.push([address, bare, decodeURIComponent(target.hash.slice(1))]);
      // Pages are crawled; files (the screenshots) only fetched.
      if (target.pathname.startsWith('/docs/') && !/\.\w+$/.test(target.pathname)) {
        if (!visited.has(bare) && !queue.includes(bare)) queue.push(bare);
      } else {
        outside.add(bare);
      }
    }
  }
  // Pages of the demo and files the docs link to (screenshots, the demo's pages) answer too.
  for (const address of outside) {
    const answer = await fetch(address);
    if (answer.status !== 200) failures.push(`a link to ${address} answers ${answer.status}`);
  }
  for (const [from, to, id] of fragments) {
    const ids = visited.get(to);
    if (ids && !ids.includes(id)) failures.push(`${from}: link to ${to}#${id}, which has no such id`);
  }
  assert.deepEqual(failures, [], `${visited.size} pages crawled:\n${failures.join('\n')}`);
  // The crawl reached the whole site: every element page, the guides, the reference documents.
  const pages = [...visited.keys()].map((address) => new URL(address).pathname);
  for (const tag of TAGS) assert.ok(pages.includes(`/docs/elements/${tag}/`), `no link leads to the page of <${tag}>`);
  for (const path of ['/docs/guides/quick-start/', '/docs/guides/frameworks/', '/docs/guides/theming/', '/docs/wire-protocol/', '/docs/screenshots/']) {
    assert.ok(pages.includes(path), `no link leads to ${path}`);
  }
});

test('each element page names every attribute, property, event, slot, part and custom property of the manifest', async () => {
  const { page, url } = demo;
  for (const declaration of manifest.modules.flatMap((module) => module.declarations ?? []).filter((d) => d.customElement)) {
    await page.goto(new URL(`/docs/elements/${declaration.tagName}/`, url).href);
    const named = await page.evaluate(() =>
      [...document.querySelectorAll('tr[data-kind]')].map((row) => `${row.dataset.kind} ${row.dataset.name.replace(/\(.*\)$/, '')}`).sort(),
    );
    const expected = [
      ...(declaration.attributes ?? []).map((a) => `attribute ${a.name}`),
      ...publicMembersOf(declaration).map((m) => `${m.kind === 'method' ? 'method' : 'property'} ${m.name}`),
      ...(declaration.events ?? []).map((e) => `event ${e.name}`),
      ...(declaration.slots ?? []).map((s) => `slot ${s.name || '(default)'}`),
      ...(declaration.cssParts ?? []).map((p) => `part ${p.name}`),
      ...(declaration.cssProperties ?? []).map((p) => `css-property ${p.name}`),
    ].sort();
    assert.deepEqual(named, expected, `<${declaration.tagName}>'s page`);
    // Every event shows the type of its detail.
    const eventsWithoutDetail = await page.evaluate(() =>
      [...document.querySelectorAll('tr[data-kind="event"]')].filter((row) => !/interface \w+Detail/.test(row.textContent)).map((row) => row.dataset.name),
    );
    assert.deepEqual(eventsWithoutDetail, [], `<${declaration.tagName}>: events without a detail type`);
  }
});

/** Waits until `selector` inside the shadow root of the example's element is shown. */
async function shows(page, tag, selector) {
  await page.locator(`.live-example-frame ${tag} ${selector}`).first().waitFor({ state: 'visible', timeout: 30_000 });
}

test('every live example gets defined and shows something', { timeout: 240_000 }, async () => {
  const { page, url } = demo;
  const open = async (tag) => {
    await page.goto(new URL(`/docs/elements/${tag}/`, url).href);
    await page.waitForFunction((name) => customElements.get(name) !== undefined, tag, { timeout: 30_000 });
  };
  await open('mkt-header-account');
  await shows(page, 'mkt-header-account', '[part="login-link"]');
  await open('mkt-login-popup');
  await shows(page, 'mkt-login-popup', 'input[autocomplete~="username"]');
  await open('mkt-qr-login');
  await shows(page, 'mkt-qr-login', 'canvas');
  await open('mkt-account-security');
  await shows(page, 'mkt-account-security', 'button');
  await open('mkt-toast');
  await page.getByRole('button', { name: 'Show a toast' }).click();
  await shows(page, 'mkt-toast', '[part~="toast"]');
  assert.match(await page.locator('mkt-toast [part~="toast"]').textContent(), /Saved to your wishlist/);
  await open('mkt-restore-account');
  await page.getByRole('button', { name: 'Open with a sandbox restore token' }).click();
  await shows(page, 'mkt-restore-account', '[part~="dialog"]');
  assert.match(await page.locator('mkt-restore-account [part~="dialog"]').textContent(), /Are you going to restore your account\?/);
  assert.deepEqual(demo.problems, []);
  // The pages cover every tag of the manifest, and nothing else.
  assert.deepEqual([...TAGS].sort(), ['mkt-account-security', 'mkt-header-account', 'mkt-login-popup', 'mkt-qr-login', 'mkt-restore-account', 'mkt-toast']);
});

test('the search box finds pages from the site\'s own index, with the words marked', { timeout: 120_000 }, async () => {
  const { page, url } = demo;
  await page.goto(new URL('/docs/guides/quick-start/', url).href);
  await page.getByRole('searchbox', { name: 'Search the docs' }).fill('passkey');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(/\/docs\/search\/\?q=passkey/);
  const status = page.getByRole('status');
  await status.filter({ hasText: /pages? match/ }).waitFor();
  const results = page.locator('#search-results li');
  assert.ok((await results.count()) >= 3, 'several pages mention passkeys');
  assert.ok(await page.locator('#search-results a[href="/docs/elements/mkt-account-security/"]').count(), 'the account-security element page is found');
  assert.ok((await page.locator('#search-results mark').count()) > 0, 'the matched words are marked');
  // Nothing of the search left the site's origin.
  const origin = new URL(url).origin;
  assert.deepEqual(demo.requests.filter((request) => new URL(request.url).origin !== origin).map((request) => request.url), []);
  await page.getByRole('searchbox', { name: 'Search the docs' }).fill('qwxzvbk');
  await page.getByRole('button', { name: 'Search' }).click();
  await status.filter({ hasText: 'Nothing matches “qwxzvbk”.' }).waitFor();
  assert.deepEqual(demo.problems, []);
});

test('theming: the live switch restyles the real popup through its tokens', async () => {
  const { page, url } = demo;
  await page.goto(new URL('/docs/guides/theming/', url).href);
  const submit = page.locator('.live-example mkt-login-popup [part~="login-submit"]');
  await submit.waitFor();
  // The button's colour transition runs first.
  const popup = await page.locator('.live-example mkt-login-popup').elementHandle();
  const backgroundBecomes = (colour) =>
    page.waitForFunction(
      ([element, wanted]) => {
        const button = element.shadowRoot.querySelector('mkt-popup-view').shadowRoot.querySelector('[part~="login-submit"]');
        return getComputedStyle(button).backgroundColor === wanted;
      },
      [popup, colour],
    );
  await backgroundBecomes('rgb(194, 65, 12)');
  await page.locator('#theme-primary').evaluate((input) => {
    input.value = '#0a58ca';
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await backgroundBecomes('rgb(10, 88, 202)');
  assert.match(await page.locator('.live-example pre').textContent(), /--mkt-color-primary: #0a58ca;/);
  assert.deepEqual(demo.problems, []);
});

test('events: the live log shows what the page hears when a shopper logs in through the header', { timeout: 120_000 }, async () => {
  const { page, url } = demo;
  await page.goto(new URL('/docs/guides/events/', url).href);
  await page.locator('.live-example mkt-header-account [part="login-link"]').click();
  const popup = page.locator('mkt-login-popup');
  await popup.locator('input[autocomplete~="username"]').fill(PHONE);
  await popup.locator('input[autocomplete="current-password"]').fill(PASSWORD);
  await popup.locator('[part~="login-submit"]').click();
  const log = page.getByRole('log', { name: 'Events the page received' });
  await log.filter({ hasText: 'mkt-login-success' }).waitFor();
  assert.match(await log.textContent(), /mkt-login-success from <mkt-login-popup>: \{"result":\{/);
  assert.deepEqual(demo.problems, []);
});
