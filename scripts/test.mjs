// `npm test`: everything CI runs, in order, stopping at the first failure, then a table of the
// time each step and the slowest test files and tests took.
// (type-check, type-check without a feature, lint, import rules and the build, side by side) -> size budgets -> unit/component tests (Chromium)
// -> sandbox tests -> consumer apps (Vite + React, Vite + Vue, from the tarball) -> journeys (Playwright)
// -> the main journeys in Firefox and WebKit.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChrome } from './ensure-chrome.mjs';
import { ensureEngines } from './ensure-engines.mjs';
import { measureCpuIndex } from './cpu-index.mjs';

const chrome = ensureChrome();
process.env.CHROME_PATH = chrome;
ensureEngines();
/**
 * The machine's CPU index (scripts/cpu-index.mjs), measured before the suite loads the machine:
 * the timing table starts with it, so times from two machines can be compared.
 */
const cpuIndex = await measureCpuIndex();

/**
 * `npm test -- <area>` (say `otp`, `three-origins`, `quick-start`): the inner loop. The type-check,
 * the build (reused when nothing changed) and the journey files of test/e2e/ whose name holds the
 * area; not a substitute for the full run, which is what CI runs.
 */
const area = process.argv[2];
const areaJourneys = area ? readdirSync('test/e2e').filter((file) => file.endsWith('.test.mjs') && file.includes(area)).map((file) => `test/e2e/${file}`) : [];
if (area && areaJourneys.length === 0) {
  console.error(`No journey file in test/e2e/ has "${area}" in its name.`);
  process.exit(2);
}

/**
 * Each journey file starts its own sandbox server on a free port (its own accounts, outbox and
 * faults) and its own browser, so two files run side by side. These run alone, after the others:
 * they measure bytes (page-weight), the time to a paint or a busy state (first-open-network,
 * handover, prepaint), or race the phone keyboard's scrolling against a tap (phone-popup), which
 * a second browser's load would turn into a different test.
 */
const ALONE = ['page-weight', 'first-open-network', 'handover', 'prepaint', 'phone-popup'];
/**
 * Two at a time, a file starts when a slot frees, in this order: the longest files first, so that
 * no long file starts last beside an idle slot. Taken in alphabetical order, the 172 s of
 * visual-flows started last and ran alone for its last minute; by the per-file times of a full run
 * (two-core AMD EPYC), longest first packs the same files about 75 s tighter. The others follow in
 * alphabetical order.
 */
const LONGEST_FIRST = ['visual-flows', 'accessibility', 'account-security', 'phone-layout', 'docs', 'sessions', 'phone-header', 'reliability-faults', 'otp'];
const journeyFiles = readdirSync('test/e2e')
  .filter((file) => file.endsWith('.test.mjs'))
  .sort()
  .map((file) => `test/e2e/${file}`);
for (const name of [...ALONE, ...LONGEST_FIRST]) {
  if (!journeyFiles.includes(`test/e2e/${name}.test.mjs`)) throw new Error(`scripts/test.mjs names test/e2e/${name}.test.mjs, which is not there`);
}
const rank = (file) => {
  const at = LONGEST_FIRST.findIndex((name) => file.endsWith(`/${name}.test.mjs`));
  return at === -1 ? LONGEST_FIRST.length : at;
};
const twoAtATime = journeyFiles.filter((file) => !ALONE.some((name) => file.endsWith(`/${name}.test.mjs`))).sort((a, b) => rank(a) - rank(b));

const TYPE_CHECK = ['type-check', 'npx', ['tsc', '--noEmit', '-p', '.']];
const BUILD = ['build', 'npm', ['run', 'build', '--silent']];
/**
 * The static checks and the build read the sources and nothing writes them meanwhile (the build
 * writes only dist/ and the elements' manifest, which no check reads): they run side by side, two
 * at a time on a two-core machine, the longest first, each with its output held and printed whole.
 */
const CHECKS_AND_BUILD = [
  // Removing a feature is removing its folder and its line: without qr, or without passkey, the
  // project (tests included) still type-checks (docs/architecture.md "Feature folders").
  ['type-check without a feature', 'node', ['scripts/check-feature-removal.mjs']],
  BUILD,
  TYPE_CHECK,
  ['lint', 'npx', ['eslint', '.']],
  // No import cycles, and nothing under src/ imports elements/ (.dependency-cruiser.cjs).
  ['import rules', 'npx', ['depcruise', 'src', 'elements', '--config', '.dependency-cruiser.cjs', '--output-type', 'err']],
];
const allSteps = [
  ['static checks and the build, side by side', 'together', CHECKS_AND_BUILD],
  ['size budgets', 'node', ['scripts/check-size.mjs']],
  ['unit and component tests', 'npx', ['web-test-runner', '--coverage']],
  ['sandbox tests', 'node', ['--test', '--test-concurrency=1', 'test/node/']],
  // Vite + React 19 and Vite + Vue 3 apps installing the packed tarball (test/consumers/).
  ['consumer apps', 'node', ['--test', '--test-concurrency=1', 'test/consumers/']],
  ['journeys, two files at a time', 'node', ['--test', '--test-concurrency=2', ...twoAtATime]],
  ['journeys that measure time or bytes, one at a time', 'node', ['--test', '--test-concurrency=1', ...ALONE.map((name) => `test/e2e/${name}.test.mjs`)]],
  // Firefox ESR and WebKitGTK: one browser each, the main journeys in sequence (test/engines/).
  ['journeys in Firefox and WebKit', 'node', ['--test', '--test-concurrency=1', 'test/engines/']],
];
const steps = area
  ? [TYPE_CHECK, BUILD, [`journeys: ${area}`, 'node', ['--test', '--test-concurrency=1', ...areaJourneys]]]
  : allSteps;

/** Each node:test step also reports every test's file and time (scripts/test-timing-reporter.mjs). */
const timingsFile = join(mkdtempSync(join(tmpdir(), 'mkt-test-timings-')), 'tests.jsonl');
const timed = (args) =>
  args[0] === '--test'
    ? ['--test', '--test-reporter=tap', '--test-reporter-destination=stdout', '--test-reporter=./scripts/test-timing-reporter.mjs', '--test-reporter-destination=stdout', ...args.slice(1)]
    : args;

/** @type {{ name: string, seconds: number, started: number, parts?: { name: string, seconds: number }[] }[]} */
const stepTimes = [];
let failure;
for (const [name, cmd, args] of steps) {
  const started = Date.now();
  const together = cmd === 'together';
  console.log(`\n=== ${name}: ${together ? args.map(([part]) => part).join(', ') : `${cmd} ${args.join(' ')}`}`);
  const results = together ? await runTogether(args) : [{ name, status: runAttached(cmd, args) }];
  const seconds = (Date.now() - started) / 1000;
  stepTimes.push({ name, seconds, started, parts: together ? results : undefined });
  const failed = results.find((result) => result.status !== 0);
  if (failed) {
    console.error(`\n${failed.name} failed after ${seconds.toFixed(1)} s (exit ${failed.status}).`);
    failure = typeof failed.status === 'number' ? failed.status : 1;
    break;
  }
  console.log(`=== ${name} passed in ${seconds.toFixed(1)} s`);
}
printTimingTable();
process.exit(failure ?? 0);

function runAttached(cmd, args) {
  const result = spawnSync(cmd, timed(args), { stdio: 'inherit', env: { ...process.env, TEST_TIMINGS_FILE: timingsFile } });
  return result.status ?? result.signal;
}

/**
 * Runs `parts` side by side, two at a time, each one's output held and printed whole when it ends
 * (with its time), so the log reads as if they had run one after the other.
 */
async function runTogether(parts) {
  const runOne = ([name, cmd, args]) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn(cmd, args, { env: process.env });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (code, signal) => {
        const seconds = (Date.now() - started) / 1000;
        console.log(`\n--- ${name}: ${cmd} ${args.join(' ')}\n${output}--- ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
        resolve({ name, status: code ?? signal, seconds });
      });
    });
  const queue = [...parts];
  const results = [];
  const lane = async () => {
    for (let part = queue.shift(); part; part = queue.shift()) results.push(await runOne(part));
  };
  await Promise.all([lane(), lane()]);
  return parts.map(([name]) => results.find((result) => result.name === name));
}

/**
 * The table at the end of `npm test` (README "Tests"): each step's time, then the ten slowest test
 * files of the node:test steps (journeys, engines, consumers, sandbox) and the ten slowest single
 * tests.
 */
function printTimingTable() {
  const line = (seconds, label) => `${seconds.toFixed(1).padStart(8)} s  ${label}`;
  console.log('\n=== timings');
  console.log(`CPU index ${cpuIndex} (Chromium, before the first step; a mid-tier phone scores 1000, a low-tier one 264)`);
  for (const step of stepTimes) {
    console.log(line(step.seconds, step.name));
    for (const part of step.parts ?? []) console.log(line(part.seconds, `  ${part.name}`));
  }
  console.log(line(stepTimes.reduce((sum, step) => sum + step.seconds, 0), `total, on a machine of CPU index ${cpuIndex}`));
  let tests = [];
  try {
    tests = readFileSync(timingsFile, 'utf8').split('\n').filter(Boolean).map((text) => JSON.parse(text));
  } catch {
    return;
  }
  const relative = (file) => (file ?? '?').replace(`${process.cwd()}/`, '');
  // A file's time runs from the start of its first test to the end of its last (two files may
  // run side by side, so the time between files says nothing).
  const files = new Map();
  for (const test of tests) {
    const span = files.get(test.file) ?? { start: Infinity, end: 0 };
    files.set(test.file, { start: Math.min(span.start, test.at - test.ms), end: Math.max(span.end, test.at) });
  }
  const spans = [...files.entries()].map(([file, span]) => ({ file, seconds: (span.end - span.start) / 1000 }));
  console.log('\n=== the ten slowest test files');
  for (const span of spans.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) console.log(line(span.seconds, relative(span.file)));
  console.log('\n=== the ten slowest tests');
  const top = tests.filter((test) => test.nesting === 0).sort((a, b) => b.ms - a.ms).slice(0, 10);
  for (const test of top) console.log(line(test.ms / 1000, `${relative(test.file)}: ${test.name}`));
}
