// Journeys: the pages run under the demo server's strict CSP (no inline script, Trusted Types
// required) without a single violation report, and the harness really notices one (issue 10).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useDemo } from './harness.mjs';

const demo = useDemo();

test('control: the harness records a violation the page causes (and this test then clears it)', async () => {
  const { page, url } = demo;
  await page.goto(url);
  const blocked = await page.evaluate(() => {
    const results = [];
    // Trusted Types: a raw HTML sink must be refused (and reported).
    try {
      document.createElement('div').innerHTML = '<b>raw</b>';
      results.push('innerHTML allowed');
    } catch {
      results.push('innerHTML refused');
    }
    // img-src: an image from another origin must not load (and is reported).
    const image = document.createElement('img');
    image.src = 'https://images.example.invalid/pixel.png';
    document.body.append(image);
    image.remove();
    return results;
  });
  assert.deepEqual(blocked, ['innerHTML refused']);
  await demo.flushViolations();
  assert.deepEqual(demo.violations.map((v) => v.violatedDirective).sort(), ['img-src', 'require-trusted-types-for']);
  assert.equal(demo.violations.find((v) => v.violatedDirective === 'img-src').blockedURI, 'https://images.example.invalid/pixel.png');
  demo.violations.length = 0;
});

test('the gallery renders its hostile markup with no CSP report and nothing runs', async () => {
  const { page, url } = demo;
  await page.goto(new URL('/gallery.html', url).href);
  const hostile = page.locator('#gallery-host >> section[aria-labelledby="gallery-markup"] li');
  await hostile.first().waitFor();
  assert.equal(await hostile.count(), 7);
  const texts = await hostile.allTextContents();
  assert.ok(texts.includes('Image with onerror'), texts.join(' | '));
  // What survived is only allowed markup: no element carries a handler, nothing set the flag.
  const leftovers = await page
    .locator('#gallery-host >> section[aria-labelledby="gallery-markup"]')
    .evaluate((section) => [...section.querySelectorAll('script, img, svg, iframe, style, [onerror], [onload]')].length);
  assert.equal(leftovers, 0);
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  assert.deepEqual(demo.problems, []);
});
