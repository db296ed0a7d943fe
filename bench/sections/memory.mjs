// Section 4, memory and leaks, in one page of the header + toast page with the leak counters
// (bench/lib/probes/leak-counters.js): after a warm-up (one Login and one QR visit, so loaded code
// and one-time caches are in the baseline), open and close the popup 50 times and go through
// the QR screen 20 times (the sandbox asks for a poll every 500 ms here), then wait past nanostores' 1 s
// store-off timer, force GC and compare the JS heap and what our code left running.
import { newContext, newPage, PROBES, trackNetwork } from '../lib/browser.mjs';
import { summarize } from '../lib/stats.mjs';
import { closePopup, loadHeaderPage, openLoginFromHeader } from './click-to-interactive.mjs';
import { IDLE_QUIET_MS } from './page-load.mjs';

export const HEAP_GROWTH_TARGET_BYTES = 1024 * 1024;
/** nanostores keeps a store's value 1 s after its last listener leaves. */
const STORE_OFF_WAIT_MS = 1500;

async function visitQrScreen(page) {
  const polled = page.waitForResponse((response) => response.url().includes('checkQrCodeStatus'));
  // Opened by itself the popup speaks its own context (issue 15): the sandbox, like the header.
  await page.evaluate(() => {
    const popup = document.querySelector('mkt-login-popup:not([mode="embedded"])');
    popup.setAttribute('env', 'sandbox');
    return popup.open('qrcode');
  });
  await polled;
  // The code is drawn: the canvas left its default 300 x 150 size.
  await page.waitForFunction(() => {
    const find = (root) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.localName === 'canvas' && element.getAttribute('part') === 'qr-code') return element;
        const inner = element.shadowRoot && find(element.shadowRoot);
        if (inner) return inner;
      }
      return undefined;
    };
    const canvas = find(document.querySelector('mkt-login-popup').shadowRoot);
    return canvas && (canvas.width !== 300 || canvas.height !== 150);
  });
  await page.evaluate(() => document.querySelector('mkt-login-popup:not([mode="embedded"])').close());
}

async function snapshot(page, cdp) {
  await page.waitForTimeout(STORE_OFF_WAIT_MS);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name) => metrics.find((entry) => entry.name === name)?.value;
  return { heapBytes: usedSize, nodes: metric('Nodes'), jsEventListeners: metric('JSEventListeners'), live: await page.evaluate(() => window.__benchLeaks.live()) };
}

export async function runMemory({ browser, baseUrl, log, opens = 50, qrVisits = 20 }) {
  const context = await newContext(browser, { probes: [PROBES.renderWatch, PROBES.leakCounters] });
  try {
    const { page, cdp, problems } = await newPage(context, 1);
    await cdp.send('Performance.enable');
    const network = trackNetwork(page);
    await loadHeaderPage({ page, network }, baseUrl);
    const atIdle = await page.evaluate(() => window.__benchLeaks.live());

    await openLoginFromHeader(page);
    // The first opening shows the pre-painted Login, and React takes it over in the shopper's
    // first pause: the baseline has React's Login, as every later opening shows it.
    await page.waitForFunction(() => {
      const root = document.querySelector('mkt-login-popup')?.shadowRoot;
      return root?.querySelector('mkt-popup-view') && !root.querySelector('[data-mkt-prepaint]');
    });
    await network.quiet(IDLE_QUIET_MS);
    await closePopup(page);
    await visitQrScreen(page);
    const before = await snapshot(page, cdp);

    const reopen = [];
    for (let i = 0; i < opens; i++) {
      reopen.push((await openLoginFromHeader(page)).elapsed);
      await closePopup(page);
    }
    for (let i = 0; i < qrVisits; i++) await visitQrScreen(page);
    const after = await snapshot(page, cdp);
    log(`memory: ${opens} opens, ${qrVisits} QR visits`);

    const count = (live) => Object.fromEntries(Object.entries(live).map(([kind, list]) => [kind, list.length]));
    return {
      opens,
      qrVisits,
      heapBeforeBytes: before.heapBytes,
      heapAfterBytes: after.heapBytes,
      heapGrowthBytes: after.heapBytes - before.heapBytes,
      domNodesGrowth: after.nodes - before.nodes,
      jsEventListenersGrowth: after.jsEventListeners - before.jsEventListeners,
      oursAtIdle: count(atIdle),
      oursBefore: count(before.live),
      oursAfter: count(after.live),
      oursAfterDetail: after.live,
      oursAtIdleDetail: atIdle,
      reopenDuringLoopMs: summarize(reopen),
      problems,
    };
  } finally {
    await context.close();
  }
}

export function printMemory(result, { table, kb, spread, verdict }) {
  const left = (counts) => `${counts.timeouts} / ${counts.intervals} / ${counts.fetches} / ${counts.listeners}`;
  table(
    `4. Memory and leaks: ${result.opens} opens + ${result.qrVisits} QR visits, after GC`,
    ['figure', 'value', 'target', 'verdict'],
    [
      ['JS heap growth', kb(result.heapGrowthBytes), '< 1024.0 KB', verdict(result.heapGrowthBytes, HEAP_GROWTH_TARGET_BYTES)],
      ['JS heap before -> after', `${kb(result.heapBeforeBytes)} -> ${kb(result.heapAfterBytes)}`, null, null],
      ['DOM nodes growth', result.domNodesGrowth, '0', verdict(result.domNodesGrowth, 0)],
      ['event listeners growth (all, CDP)', result.jsEventListenersGrowth, '0', verdict(result.jsEventListenersGrowth, 0)],
      ['ours pending: timeouts / intervals / fetches / window+document listeners, page idle', left(result.oursAtIdle), null, null],
      ['... after warm-up (one Login, one QR visit), closed', left(result.oursBefore), null, null],
      ['... after the loop, closed', left(result.oursAfter), '0 / 0 / 0 / same', null],
      ['left behind by the loop (after - before)', left(Object.fromEntries(Object.keys(result.oursAfter).map((k) => [k, result.oursAfter[k] - result.oursBefore[k]]))), '0 / 0 / 0 / 0', verdict(Object.keys(result.oursAfter).reduce((sum, k) => sum + result.oursAfter[k] - result.oursBefore[k], 0), 0)],
      ['reopen during the loop (ms)', spread(result.reopenDuringLoopMs), null, null],
    ],
  );
  const still = Object.entries(result.oursAfterDetail).flatMap(([kind, list]) => list.map((site) => `${kind}: ${site}`));
  if (still.length) console.log(`   still registered after close (ours): ${still.join('; ')}`);
}
