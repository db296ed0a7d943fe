// Section 3, floors and Hanko, in the same run and under the same conditions: every round is a
// fresh context and tab that loads each page once (nothing cached, nothing compiled), with CSP
// bypassed (lit and Hanko create Trusted Types policies the demo server's CSP does not name) and
// the Hanko API route installed (Playwright routing turns the HTTP cache off for all four).
// Figures: the scripts each page fetched, time from navigation start until the first text
// input is in the DOM (first render), and until it is interactive (render-watch definition).
import { newContext, newPage, PROBES, THROTTLE_RATES, trackNetwork } from '../lib/browser.mjs';
import { scriptBytes } from '../lib/bytes.mjs';
import { routeHankoApi } from '../lib/hanko-stub.mjs';
import { summarize } from '../lib/stats.mjs';
import { IDLE_QUIET_MS } from './page-load.mjs';

const BYTES_QUIET_MS = 1000;

export const FLOOR_PAGES = [
  { key: 'ours', label: 'ours: <mkt-login-popup mode="embedded">', page: 'ours-embedded.html' },
  { key: 'lit', label: 'floor: plain lit element', page: 'floor-lit.html' },
  { key: 'react', label: 'floor: plain React 19 root', page: 'floor-react.html' },
  { key: 'hanko', label: 'Hanko Elements <hanko-auth>', page: 'hanko.html' },
];

/** Navigates the round's tab to `page` and reads its figures once it is interactive and idle. */
async function loadOnce({ page, network, problems }, baseUrl, pageFile, quietMs) {
  problems.length = 0;
  await page.goto(new URL(`${pageFile}?tti`, baseUrl).href);
  await page.waitForFunction(() => window.__bench.interactiveAt !== undefined, null, { timeout: 20000 });
  await network.quiet(quietMs);
  const inPage = await page.evaluate(() => ({
    firstInputAt: window.__bench.firstInputAt,
    interactiveAt: window.__bench.interactiveAt,
    resources: performance.getEntriesByType('resource').map(({ name, startTime, transferSize, encodedBodySize }) => ({ name, startTime, transferSize, encodedBodySize })),
  }));
  return {
    ...inPage,
    // Fetched before the input was interactive, and everything fetched by idle (our popup
    // preloads its other screens in the background; Hanko's one bundle holds all of its own).
    scriptsToInteractive: scriptBytes(inPage.resources.filter((entry) => entry.startTime <= inPage.interactiveAt)),
    scriptsByIdle: scriptBytes(inPage.resources),
    problems: [...problems],
  };
}

export async function runFloors({ browser, baseUrl, runs, log }) {
  const result = {};
  for (const throttle of THROTTLE_RATES) {
    result[throttle] = {};
    const samples = Object.fromEntries(FLOOR_PAGES.map(({ key }) => [key, []]));
    for (let run = 0; run < runs; run++) {
      // One fresh context and tab per round (a new renderer: nothing compiled, nothing cached);
      // the four pages share no script, and the order rotates so none is always first.
      const context = await newContext(browser, { probes: [PROBES.renderWatch], contextOptions: { bypassCSP: true }, setup: routeHankoApi });
      try {
        const opened = await newPage(context, throttle);
        const tab = { ...opened, network: trackNetwork(opened.page) };
        for (let step = 0; step < FLOOR_PAGES.length; step++) {
          const { key, page } = FLOOR_PAGES[(run + step) % FLOOR_PAGES.length];
          // The bytes come from the first x1 round, which waits longer for idle: our popup loads its
          // other screens in waves after the Login screen, with gaps longer than IDLE_QUIET_MS.
          const quietMs = throttle === 1 && run === 0 ? BYTES_QUIET_MS : IDLE_QUIET_MS;
          samples[key].push(await loadOnce(tab, baseUrl, page, quietMs));
        }
      } finally {
        await context.close();
      }
    }
    for (const { key, label } of FLOOR_PAGES) {
      const first = samples[key][0];
      const bytes = (scripts) => ({ files: scripts.files, wireBytes: scripts.wireBytes, gzipBytes: scripts.gzipBytes });
      result[throttle][key] = {
        label,
        // Bytes do not depend on the CPU: every throttle rate reports those of the first x1 round.
        scriptsToInteractive: result[1]?.[key]?.scriptsToInteractive ?? bytes(first.scriptsToInteractive),
        scriptsByIdle: result[1]?.[key]?.scriptsByIdle ?? bytes(first.scriptsByIdle),
        firstRenderMs: summarize(samples[key].map((sample) => sample.firstInputAt)),
        interactiveMs: summarize(samples[key].map((sample) => sample.interactiveAt)),
        problems: [...new Set(samples[key].flatMap((sample) => sample.problems))],
      };
    }
    log(`floors x${throttle}: ${runs} rounds of ${FLOOR_PAGES.length} pages`);
  }
  return result;
}

export function printFloors(result, { table, kb, spread, times }) {
  for (const [throttle, pages] of Object.entries(result)) {
    table(
      `3. Floors and Hanko, x${throttle} CPU (fresh context; ms from navigation start, median (min-max))`,
      ['page', 'JS to interactive (gzip)', 'JS by idle (gzip)', 'first render ms', 'interactive ms'],
      Object.values(pages).map((row) => [row.label, kb(row.scriptsToInteractive.gzipBytes), kb(row.scriptsByIdle.gzipBytes), spread(row.firstRenderMs), spread(row.interactiveMs)]),
    );
  }
  const x1 = result[1];
  const x4 = result[4];
  const rows = [
    ['JS to interactive, gzip', (page) => x1[page].scriptsToInteractive.gzipBytes],
    ['JS by idle, gzip', (page) => x1[page].scriptsByIdle.gzipBytes],
    ['first render x1', (page) => x1[page].firstRenderMs.median],
    ['interactive x1', (page) => x1[page].interactiveMs.median],
    ['first render x4', (page) => x4?.[page].firstRenderMs.median],
    ['interactive x4', (page) => x4?.[page].interactiveMs.median],
  ];
  table(
    '   Ours (embedded Login) as a ratio to each floor and to Hanko (1.00x = the same, 2.00x = twice theirs)',
    ['figure', 'vs lit floor', 'vs React floor', 'vs Hanko'],
    rows.map(([name, value]) => [name, ...['lit', 'react', 'hanko'].map((page) => times(value('ours') / value(page)))]),
  );
}
