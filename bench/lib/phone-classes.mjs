// Phone classes instead of a throttling multiplier. x4 is a different phone on every machine (on
// a machine 1.7 times slower it lies below a low-tier phone), so the interactions section runs at
// the throttling rates at which this machine's Chromium scores the CPU index of each phone class,
// as Chrome DevTools calibrates its presets. Throttling is not linear in the index, so each rate
// is found by bisection, measuring the index at each try.
import { cpuIndexOf } from '../../scripts/cpu-index.mjs';

/** Chrome DevTools' calibration targets (Lighthouse BenchmarkIndex). */
export const PHONE_CLASSES = [
  { key: 'low', label: 'low-tier phone', index: 264 },
  { key: 'mid', label: 'mid-tier phone', index: 1000 },
];

/** An index within 4 % of the target is the class (a median of three still varies about as much from one to the next). */
const TOLERANCE = 0.04;
/** Throttling rates tried: CDP accepts 1 and above; no phone class needs more than this. */
const MAX_RATE = 40;
const MAX_STEPS = 10;

/**
 * @param {import('playwright-core').Browser} browser
 * @returns {Promise<{ cpuIndex: number, classes: Array<{ key: string, label: string, target: number, rate: number, index: number }> }>}
 */
export async function calibratePhoneClasses(browser, log = () => {}) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const indexAt = async (rate) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      return cpuIndexOf(page);
    };
    const cpuIndex = await indexAt(1);
    log(`CPU index ${cpuIndex} unthrottled`);
    const classes = [];
    for (const phone of PHONE_CLASSES) {
      const found = await bisect(indexAt, phone.index, cpuIndex);
      log(`${phone.label} (index ${phone.index}): throttling x${found.rate} scores ${found.index}`);
      classes.push({ key: phone.key, label: phone.label, target: phone.index, ...found });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { cpuIndex, classes };
  } finally {
    await context.close();
  }
}

/**
 * The rate whose index is nearest `target`, bisecting between 1 and MAX_RATE on a log scale
 * (the index falls roughly as 1 / rate). A machine slower than the class is run unthrottled, and
 * its measured index says how far off it is.
 */
async function bisect(indexAt, target, unthrottled) {
  if (unthrottled <= target * (1 + TOLERANCE)) return { rate: 1, index: unthrottled };
  let low = 1;
  let high = MAX_RATE;
  let best = { rate: 1, index: unthrottled };
  for (let step = 0; step < MAX_STEPS; step++) {
    const rate = Math.round(Math.sqrt(low * high) * 100) / 100;
    const index = await indexAt(rate);
    if (Math.abs(index - target) < Math.abs(best.index - target)) best = { rate, index };
    if (Math.abs(index - target) <= target * TOLERANCE) break;
    if (index > target) low = rate;
    else high = rate;
  }
  return best;
}
