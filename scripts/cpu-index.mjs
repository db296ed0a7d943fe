// The machine's CPU index, measured in Chromium the way Lighthouse's BenchmarkIndex is: a loop
// that builds strings (garbage for the collector) and a loop that copies arrays (none), 500 ms
// each, every figure in units of ten iterations per second, the index their mean. Chrome
// DevTools calibrates its CPU throttling presets to it (1000 stands for a mid-tier phone, 264 for
// a low-tier one), so a figure carries the index of the machine it came from and two machines'
// figures can be compared. `npm test` prints it with its timings; `npm run bench` measures it
// unthrottled and at each rate it tries while it looks for the phone classes' rates
// (bench/lib/phone-classes.mjs).
//   node scripts/cpu-index.mjs   prints this machine's index
import { chromium } from 'playwright-core';
import { chromeArgs, findChrome } from './chrome.mjs';

/** Runs in the page: both loops, in one evaluation, so no protocol round trip sits in a timing. */
function benchmarkIndexInPage() {
  const LOOP_MS = 500;
  const perSecond = (iterations, startedAt) => Math.round(iterations / 10 / ((Date.now() - startedAt) / 1000));

  const buildStrings = () => {
    const startedAt = Date.now();
    let iterations = 0;
    while (Date.now() - startedAt < LOOP_MS) {
      let text = '';
      for (let i = 0; i < 10000; i++) text += 'a';
      // Reading the result keeps the engine from dropping the loop as dead code.
      if (text.length !== 10000) throw new Error('string loop went wrong');
      iterations++;
    }
    return perSecond(iterations, startedAt);
  };

  const copyArrays = () => {
    const size = 100000;
    const first = new Array(size);
    const second = new Array(size);
    for (let i = 0; i < size; i++) first[i] = second[i] = i;
    const startedAt = Date.now();
    let iterations = 0;
    // Whole tens of copies, so the figure is not cut short in the middle of a unit.
    while (iterations % 10 !== 0 || Date.now() - startedAt < LOOP_MS) {
      const [from, to] = iterations % 2 === 0 ? [first, second] : [second, first];
      for (let i = 0; i < size; i++) to[i] = from[i];
      iterations++;
    }
    return perSecond(iterations, startedAt);
  };

  return (buildStrings() + copyArrays()) / 2;
}

/** One measurement in `page` as it is (a throttled page scores lower). */
async function sampleIn(page) {
  return page.evaluate(benchmarkIndexInPage);
}

/**
 * The index in `page` as it is: the median of `samples` measurements, rounded. One measurement
 * varies by about a tenth from the next (the string loop, with its garbage collection, by up to
 * a third), hence the median. A page's first measurement runs before the engine has optimised the loops and scores
 * up to half as much, so a page that has not measured yet measures once more first and drops it.
 * @param {import('playwright-core').Page} page
 */
export async function cpuIndexOf(page, { samples = 3 } = {}) {
  if (!warmPages.has(page)) {
    await sampleIn(page);
    warmPages.add(page);
  }
  const values = [];
  for (let i = 0; i < samples; i++) values.push(await sampleIn(page));
  return Math.round(values.sort((a, b) => a - b)[Math.floor(values.length / 2)]);
}
const warmPages = new WeakSet();

/**
 * This machine's index as it is now, in a fresh Chromium, unthrottled (other work on the machine
 * lowers it, which is what a figure beside it should say).
 */
export async function measureCpuIndex({ samples = 5 } = {}) {
  const executablePath = findChrome();
  if (!executablePath) throw new Error('No Chromium found: set CHROME_PATH or install Debian chromium.');
  const browser = await chromium.launch({ executablePath, args: chromeArgs });
  try {
    return await cpuIndexOf(await browser.newPage(), { samples });
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await measureCpuIndex());
