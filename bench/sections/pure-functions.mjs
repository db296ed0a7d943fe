// Section 5, pure functions in real Chromium, from the built modules: the package entry for
// rewriteImageUrl, isAllowedRedirect and autoRewriteImages; the chunks that hold the password
// check and qrcode (found through source maps, as neither is a package export).
import { newContext, newPage, THROTTLE_RATES } from '../lib/browser.mjs';
import { chunkHolding } from '../lib/chunks.mjs';
import { summarize } from '../lib/stats.mjs';

export const PURE_TARGETS_MS = { rewriteImageUrl: 2, qrCreate: 5 };

export const PURE_LABELS = {
  rewriteImageUrl: 'rewriteImageUrl x 1,000 varied URLs',
  isAllowedRedirect: 'isAllowedRedirect x 10,000 URLs',
  qrCreate: 'QR create, 200-char URL (qrcode.create)',
  qrToCanvas: 'QR create + draw 120 px (qrcode.toCanvas)',
  checkPassword: 'checkPassword x 1,000 passwords',
  autoRewriteImages: 'autoRewriteImages: one pass, 1,000 <img>',
};

export async function runPureFunctions({ browser, baseUrl, runs, log }) {
  const chunks = { validationChunk: chunkHolding('src/flows/validation.ts'), qrChunk: chunkHolding('node_modules/qrcode/lib/browser.js') };
  const result = {};
  for (const throttle of THROTTLE_RATES) {
    // CSP bypassed: under the demo's img-src the 1,000 rewritten addresses would each log a CSP
    // violation (the images are hidden and lazy, so without CSP nothing is fetched).
    const context = await newContext(browser, { contextOptions: { bypassCSP: true } });
    try {
      const { page, problems } = await newPage(context, throttle);
      let requests = 0;
      page.on('request', () => requests++);
      await page.goto(new URL('pure.html', baseUrl).href);
      await page.waitForFunction(() => window.benchPure);
      const { times, facts } = await page.evaluate((options) => window.benchPure.run(options), { runs, ...chunks });
      result[throttle] = {
        functions: Object.fromEntries(Object.entries(times).map(([name, list]) => [name, { coldMs: list[0], ...summarize(list.slice(1)) }])),
        facts: { ...facts, requestsMade: requests },
        problems: problems.slice(0, 5),
        problemCount: problems.length,
      };
    } finally {
      await context.close();
    }
    log(`pure functions x${throttle}: ${runs} runs each`);
  }
  return result;
}

export function printPureFunctions(result, { table, ms, spread, verdict }) {
  const x1 = result[1].functions;
  const x4 = result[4]?.functions;
  table(
    '5. Pure functions in Chromium (ms per batch; first = cold run, then median (min-max))',
    ['function', 'first x1', 'x1', 'target x1', 'verdict', 'x4'],
    Object.entries(PURE_LABELS).map(([name, label]) => [
      label,
      ms(x1[name].coldMs),
      spread(x1[name], 2),
      PURE_TARGETS_MS[name] ? `< ${PURE_TARGETS_MS[name]}` : null,
      PURE_TARGETS_MS[name] ? verdict(x1[name].median, PURE_TARGETS_MS[name]) : null,
      spread(x4?.[name], 2),
    ]),
  );
  const facts = result[1].facts;
  console.log(
    `   per call: rewriteImageUrl ${((x1.rewriteImageUrl.median / facts.imageUrls) * 1000).toFixed(2)} µs, isAllowedRedirect ${((x1.isAllowedRedirect.median / facts.redirectUrls) * 1000).toFixed(2)} µs, checkPassword ${((x1.checkPassword.median / facts.passwords) * 1000).toFixed(2)} µs; QR version ${facts.qrVersion} for ${facts.qrTextLength} chars`,
  );
  console.log(
    `   auto mode: ${facts.autoLayoutReadsPerPass} layout reads per pass over ${facts.autoImages} <img> (${facts.autoImagesRewritten} rewritten); the same counter saw ${facts.controlLayoutReads} in a control pass that reads offsetWidth per image`,
  );
}
