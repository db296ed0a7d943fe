// `npm run bench`: timings, memory and comparisons of issue 9 (sizes are checked by npm test,
// scripts/check-size.mjs). Builds dist/ when it is missing or stale, serves the demo server
// in-process with the bench pages, drives Debian's Chromium, prints one table per section and
// writes bench/results/latest.json.
//   node bench/run.mjs [section ...]   sections: header floors memory soak pure handover interactions (default: all);
//                                      header = page load (1) and click to interactive (2);
//                                      handover = the pre-painted Login's hand-over to React (6)
//                                      interactions = Event Timing while a shopper signs in (7)
//   BENCH_RUNS=15                      runs per figure (median reported; at least 15 for the record)
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../sandbox/server.mjs';
import { buildSite, ensureDist, ROOT, SITE_DIR } from './lib/build.mjs';
import { launchBrowser } from './lib/browser.mjs';
import { calibratePhoneClasses } from './lib/phone-classes.mjs';
import * as format from './lib/report.mjs';
import { printPageLoad } from './sections/page-load.mjs';
import { printClickToInteractive, runHeaderPage } from './sections/click-to-interactive.mjs';
import { printFloors, runFloors } from './sections/floors.mjs';
import { printMemory, runMemory } from './sections/memory.mjs';
import { printPureFunctions, runPureFunctions } from './sections/pure-functions.mjs';
import { printSpaSoak, runSpaSoak } from './sections/spa-soak.mjs';
import { printHandover, runHandover } from './sections/handover.mjs';
import { printInteractions, runInteractions } from './sections/interactions.mjs';

/** Each section's run answers { resultKey: figures }; print gets all results. */
const SECTIONS = {
  header: {
    run: runHeaderPage,
    print: (results) => {
      printPageLoad(results.pageLoad, format);
      printClickToInteractive(results.clickToInteractive, format);
    },
  },
  floors: { run: async (options) => ({ floors: await runFloors(options) }), print: (results) => printFloors(results.floors, format) },
  memory: { run: async (options) => ({ memory: await runMemory(options) }), print: (results) => printMemory(results.memory, format) },
  soak: { run: async (options) => ({ spaSoak: await runSpaSoak(options) }), print: (results) => printSpaSoak(results.spaSoak, format) },
  pure: { run: async (options) => ({ pureFunctions: await runPureFunctions(options) }), print: (results) => printPureFunctions(results.pureFunctions, format) },
  handover: { run: async (options) => ({ handover: await runHandover(options) }), print: (results) => printHandover(results.handover, format) },
  interactions: { run: async (options) => ({ interactions: await runInteractions(options) }), print: (results) => printInteractions(results.interactions, format) },
};

const started = Date.now();
const log = (line) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}`);
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !SECTIONS[name]);
if (unknown.length) {
  console.error(`Unknown section(s): ${unknown.join(', ')}. Sections: ${Object.keys(SECTIONS).join(', ')}`);
  process.exit(2);
}
const names = chosen.length ? chosen : Object.keys(SECTIONS);
const runs = Number(process.env.BENCH_RUNS ?? 15);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('BENCH_RUNS must be a positive whole number.');
  process.exit(2);
}

await ensureDist(log);
await buildSite();
// dist/ with a max-age, as a CDN serves it: the warm click finds the chunks in the HTTP cache.
// QR polling every 500 ms (the shortest interval the widget accepts, QR_MIN_INTERVAL_MS) keeps
// the memory section's 20 QR visits short.
const server = await startServer({ port: 0, log: false, examplesDir: SITE_DIR, distCacheControl: 'public, max-age=600', qrIntervalMs: 500 });
const browser = await launchBrowser();
const machine = {
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: cpus().length,
  memoryGb: Math.round(totalmem() / 2 ** 30),
  chromium: browser.version(),
  node: process.version,
  loadAverageAtStart: loadavg().map((value) => Number(value.toFixed(2))),
};
// The CPU index, and the throttling rates at which this machine plays each phone class.
const phoneClasses = await calibratePhoneClasses(browser, log);
machine.cpuIndex = phoneClasses.cpuIndex;
machine.phoneClasses = phoneClasses.classes;
console.log(`Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, CPU index ${machine.cpuIndex}; Chromium ${machine.chromium}; Node ${machine.node}; load average ${machine.loadAverageAtStart.join(' ')}`);
console.log(`Phone classes: ${machine.phoneClasses.map((phone) => `${phone.label} (index ${phone.target}) at x${phone.rate}, scoring ${phone.index}`).join('; ')}`);
log(`${runs} runs per figure, sections: ${names.join(', ')}`);

const results = {};
try {
  for (const name of names) {
    Object.assign(results, await SECTIONS[name].run({ browser, baseUrl: server.url, runs, log, phoneClasses }));
  }
} finally {
  await browser.close();
  await server.close();
}
machine.loadAverageAtEnd = loadavg().map((value) => Number(value.toFixed(2)));

for (const name of names) SECTIONS[name].print(results);
const wallTimeS = Math.round((Date.now() - started) / 100) / 10;
console.log(`\nMachine: ${machine.cpu}, ${machine.cores} cores, CPU index ${machine.cpuIndex}; Chromium ${machine.chromium}; Node ${machine.node}; load average ${machine.loadAverageAtStart.join(' ')} at start, ${machine.loadAverageAtEnd.join(' ')} at end`);
console.log(`Wall time: ${wallTimeS} s`);

// A full run is the record (committed); a partial one must not replace it.
const complete = names.length === Object.keys(SECTIONS).length && runs >= 15;
const file = join(ROOT, 'bench/results', complete ? 'latest.json' : 'partial.json');
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(file, `${JSON.stringify({ generatedAt: new Date().toISOString(), machine, runsPerFigure: runs, wallTimeS, ...results }, null, 2)}\n`);
console.log(`Results: ${file.slice(ROOT.length)}`);
