// Section 5, single-page-app soak (issue 15): on the header page, mount and remove each
// popup-hosting element 200 times (alternating regions and languages; <mkt-qr-login> starts its
// QR screen on connect, <mkt-restore-account> opens on its token), then force GC and count the
// element instances still alive in the heap (CDP Runtime.queryObjects on each element's
// prototype): a registry that kept removed elements would keep them all. The JS heap may grow by
// less than 1 MB.
import { newContext, newPage, trackNetwork } from '../lib/browser.mjs';
import { loadHeaderPage } from './click-to-interactive.mjs';
import { HEAP_GROWTH_TARGET_BYTES } from './memory.mjs';

export const SOAK_MOUNTS = 200;
const HOSTS = [
  { tag: 'mkt-login-popup', entry: '/dist/esm/mkt-login-popup.js', attributes: {} },
  { tag: 'mkt-qr-login', entry: '/dist/esm/mkt-qr-login.js', attributes: { env: 'sandbox' } },
  { tag: 'mkt-restore-account', entry: '/dist/esm/mkt-restore-account.js', attributes: { env: 'sandbox', token: 'soak-token' } },
];
/** nanostores keeps a store's value 1 s after its last listener leaves. */
const STORE_OFF_WAIT_MS = 1500;

/** Live instances of a custom element class (connected or not) after GC. */
async function liveInstances(cdp, tag) {
  const { result: prototype } = await cdp.send('Runtime.evaluate', { expression: `customElements.get('${tag}').prototype` });
  const { objects } = await cdp.send('Runtime.queryObjects', { prototypeObjectId: prototype.objectId });
  const { result } = await cdp.send('Runtime.callFunctionOn', { objectId: objects.objectId, functionDeclaration: 'function () { return this.length; }', returnByValue: true });
  await cdp.send('Runtime.releaseObject', { objectId: objects.objectId });
  await cdp.send('Runtime.releaseObject', { objectId: prototype.objectId });
  return result.value;
}

async function heapAfterGc(page, cdp) {
  await page.waitForTimeout(STORE_OFF_WAIT_MS);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

/**
 * Mounts and removes one element `mounts` times (the way a router swaps views): one frame apart,
 * or, with `untilShown`, once its screen shows (warm-up: every chunk and language loaded).
 */
function soak(page, host, mounts, { untilShown = false } = {}) {
  return page.evaluate(
    async ({ tag, entry, attributes, mounts, untilShown }) => {
      await import(entry);
      const regions = [['MY', 'zh'], ['TH', 'th'], ['PK', 'ur']];
      const shown = (element) => element.shadowRoot?.querySelector('mkt-popup-view')?.shadowRoot?.querySelector('[data-screen] [part="screen"] > *');
      for (let i = 0; i < mounts; i++) {
        const element = document.createElement(tag);
        const [region, lang] = regions[i % regions.length];
        for (const [name, value] of Object.entries({ ...attributes, region, lang })) element.setAttribute(name, value);
        document.body.append(element);
        if (untilShown) {
          if (tag === 'mkt-login-popup') element.open();
          const deadline = performance.now() + 5000;
          while (!shown(element) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
        } else {
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        element.remove();
      }
      return document.querySelectorAll(tag).length;
    },
    { ...host, mounts, untilShown },
  );
}

export async function runSpaSoak({ browser, baseUrl, log, mounts = SOAK_MOUNTS }) {
  const context = await newContext(browser);
  try {
    const { page, cdp, problems } = await newPage(context, 1);
    await loadHeaderPage({ page, network: trackNetwork(page) }, baseUrl);
    // Warm-up: each element shown once in each of the soak's languages, so loaded code, screens
    // and texts are in the baseline.
    for (const host of HOSTS) await soak(page, host, 3, { untilShown: true });
    const heapBefore = await heapAfterGc(page, cdp);
    const hosts = [];
    for (const host of HOSTS) {
      const connected = await soak(page, host, mounts);
      await heapAfterGc(page, cdp);
      hosts.push({ tag: host.tag, mounts, connected, alive: await liveInstances(cdp, host.tag) });
    }
    const heapAfter = await heapAfterGc(page, cdp);
    log(`soak: ${mounts} mounts of ${HOSTS.length} elements`);
    return { mounts, hosts, heapBeforeBytes: heapBefore, heapAfterBytes: heapAfter, heapGrowthBytes: heapAfter - heapBefore, problems };
  } finally {
    await context.close();
  }
}

export function printSpaSoak(result, { table, kb, verdict }) {
  table(
    `5. Single-page-app soak: each popup host mounted and removed ${result.mounts} times, after GC`,
    ['figure', 'value', 'target', 'verdict'],
    [
      ...result.hosts.map((host) => [`<${host.tag}> instances alive (connected: ${host.connected})`, host.alive, String(host.connected), verdict(host.alive, host.connected)]),
      ['JS heap growth', kb(result.heapGrowthBytes), '< 1024.0 KB', verdict(result.heapGrowthBytes, HEAP_GROWTH_TARGET_BYTES)],
      ['JS heap before -> after', `${kb(result.heapBeforeBytes)} -> ${kb(result.heapAfterBytes)}`, null, null],
    ],
  );
}
