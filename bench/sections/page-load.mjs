// Section 1, page load: the header + toast page (what every storefront page loads before anyone
// clicks), in a fresh context each run (nothing cached); the click section then goes on in the
// same page. "Idle" = the load event fired, the header drew its links, and no request has been
// in flight for IDLE_QUIET_MS (the session check answered). Our main-thread time comes from the
// V8 CPU profiler (200 µs sampling) started before navigation and stopped at idle.
import { newPage, trackNetwork } from '../lib/browser.mjs';
import { scriptBytes } from '../lib/bytes.mjs';
import { isOurFile, timeInOurCode } from '../lib/cpu-profile.mjs';
import { summarize } from '../lib/stats.mjs';

export const PAGE_LOAD_PAGE = 'ours-header.html';
const LONG_TASK_MS = 50;
export const IDLE_QUIET_MS = 50;
/** Sampling interval of the CPU profiler during the page load (finer costs the page more). */
const PROFILER_SAMPLING_MICROS = 200;

/**
 * Loads the header page in `context` with the CPU profiler running until idle, and returns the
 * open page (the click section goes on with it) and this run's page-load figures.
 */
export async function loadHeaderPageProfiled(context, baseUrl, throttle) {
  const opened = await newPage(context, throttle);
  const { page, cdp, problems } = opened;
  const network = trackNetwork(page);
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: PROFILER_SAMPLING_MICROS });
  await cdp.send('Profiler.start');
  await page.goto(new URL(PAGE_LOAD_PAGE, baseUrl).href);
  await page.waitForFunction(() => document.querySelector('mkt-header-account')?.shadowRoot?.querySelector('[part="login-link"]'));
  await network.quiet(IDLE_QUIET_MS);
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Profiler.disable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name) => (metrics.find((entry) => entry.name === name)?.value ?? Number.NaN) * 1000;
  const inPage = await page.evaluate(() => ({
    resources: performance.getEntriesByType('resource').map(({ name, transferSize, encodedBodySize }) => ({ name, transferSize, encodedBodySize })),
    long: window.__benchLong,
    loadEventEnd: performance.getEntriesByType('navigation')[0]?.loadEventEnd,
  }));
  const ours = inPage.resources.filter((entry) => new URL(entry.name).pathname.startsWith('/dist/esm/'));
  const cpu = timeInOurCode(profile);
  // A long task is ours when our scripts took more than half of it (long-animation-frame attribution).
  const longFrames = inPage.long.frames.filter((frame) => frame.duration > LONG_TASK_MS);
  const oursPerFrame = longFrames.map((frame) => frame.scripts.filter((script) => isOurFile(script.url)).reduce((sum, script) => sum + script.duration, 0));
  const oursScripts = longFrames.flatMap((frame) => frame.scripts.filter((script) => isOurFile(script.url) && script.duration > LONG_TASK_MS / 2));
  const sample = {
    bytes: scriptBytes(ours),
    longOursInvokers: oursScripts.map((script) => `${new URL(script.url).pathname.split('/').pop()} ${Math.round(script.duration)} ms`),
    oursMs: cpu.oursMs,
    oursSelfMs: cpu.oursSelfMs,
    pageScriptMs: metric('ScriptDuration'),
    pageTaskMs: metric('TaskDuration'),
    longTasks: inPage.long.tasks.filter((task) => task.duration > LONG_TASK_MS).length,
    longTasksOurs: longFrames.filter((frame, index) => oursPerFrame[index] > frame.duration / 2).length,
    maxOursInLongFrameMs: Math.max(0, ...oursPerFrame),
    loadEventMs: inPage.loadEventEnd,
  };
  return { ...opened, network, problems, sample };
}

/** One throttle rate's page-load figures from the runs' samples. */
export function summarizePageLoad(samples) {
  const first = samples[0];
  const pathsOf = (sample) => [...sample.bytes.paths].sort().join();
  return {
    scripts: { files: first.bytes.files, wireBytes: first.bytes.wireBytes, gzipBytes: first.bytes.gzipBytes, paths: [...first.bytes.paths].sort() },
    sameScriptsEveryRun: samples.every((sample) => pathsOf(sample) === pathsOf(first)),
    oursMainThreadMs: summarize(samples.map((sample) => sample.oursMs)),
    oursSelfMs: summarize(samples.map((sample) => sample.oursSelfMs)),
    pageScriptMs: summarize(samples.map((sample) => sample.pageScriptMs)),
    pageTaskMs: summarize(samples.map((sample) => sample.pageTaskMs)),
    loadEventMs: summarize(samples.map((sample) => sample.loadEventMs)),
    longTasksTotal: samples.reduce((sum, sample) => sum + sample.longTasks, 0),
    longTasksOurs: samples.reduce((sum, sample) => sum + sample.longTasksOurs, 0),
    maxOursInLongFrameMs: Math.max(...samples.map((sample) => sample.maxOursInLongFrameMs)),
    longOursInvokers: [...new Set(samples.flatMap((sample) => sample.longOursInvokers))].slice(0, 8),
  };
}

export function printPageLoad(result, { table, ms, kb, spread }) {
  table(
    '1. Page load: header + toast page (fresh context each run; until idle)',
    ['CPU', 'our JS files', 'as served', 'gzip', 'our main-thread ms', 'page script ms', 'load event ms', 'long tasks: all / mostly ours'],
    Object.entries(result).map(([throttle, row]) => [
      `x${throttle}`,
      row.scripts.files,
      kb(row.scripts.wireBytes),
      kb(row.scripts.gzipBytes),
      spread(row.oursMainThreadMs),
      spread(row.pageScriptMs),
      spread(row.loadEventMs, 0),
      `${row.longTasksTotal} / ${row.longTasksOurs}`,
    ]),
  );
  for (const [throttle, row] of Object.entries(result)) {
    if (row.longTasksOurs > 0) console.log(`   x${throttle}: ${row.longTasksOurs} long task(s) mostly ours, longest share ${ms(row.maxOursInLongFrameMs, 0)}: ${row.longOursInvokers.join('; ')}`);
    if (!row.sameScriptsEveryRun) console.log(`   x${throttle}: the set of scripts differed between runs`);
  }
}
