// `npm run test:changed`: the tests that depend on what changed since main, for the inner loop.
// What changed: the commits of this branch since its merge base with main, plus staged, unstaged
// and untracked files. What depends on it: the unit and component tests that import a changed
// file (directly or through other modules, read from dependency-cruiser's import graph), and the
// journeys of the area it lies in. It prints the plan first (every test and why), then runs it
// and stops at the first failure. Not the full run: `npm test` is what CI runs.
//
// `npm run test:changed -- --plan` prints the plan without running it.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ensureChrome } from './ensure-chrome.mjs';
import { ensureEngines } from './ensure-engines.mjs';

/**
 * Journey names (parts of a test/e2e file name) of each feature folder of src/features/, beside
 * the files whose name holds the feature's own: otp is also sign-up by phone and adding a phone,
 * which the phone-sized journeys walk; profile completion and the account restore are walked by
 * the recovery journeys; the account security page lists and adds passkeys.
 */
export const FEATURE_JOURNEYS = {
  otp: ['otp', 'phone'],
  passkey: ['passkeys', 'account-security'],
  profile: ['recovery'],
  qr: ['qr-and-social'],
  recovery: ['recovery'],
  restore: ['recovery'],
  security: ['account-security'],
  social: ['qr-and-social'],
};

const UNIT_TEST = /^test\/.+\.test\.tsx?$/;
const JOURNEY = /^test\/e2e\/[^/]+\.test\.mjs$/;
const ENGINE_JOURNEY = /^test\/engines\/[^/]+\.test\.mjs$/;
const NODE_TEST = /^test\/node\/[^/]+\.test\.mjs$/;
const FEATURE = /^src\/features\/([^/]+)\//;
const BUILT = /^(src|elements)\//;

/** The name a journey file is known by: test/e2e/qr-and-social.test.mjs -> qr-and-social. */
const journeyName = (file) => file.replace(/^.*\//, '').replace(/\.test\.mjs$/, '');

/** For each module, the modules that import it. */
function importersOf(graph) {
  const importers = new Map();
  for (const [from, imports] of Object.entries(graph)) {
    for (const to of imports) {
      if (!importers.has(to)) importers.set(to, []);
      importers.get(to).push(from);
    }
  }
  return importers;
}

/**
 * Every module that imports `start` directly or transitively, `start` included, each with the
 * next module on its shortest way to `start` (null for `start`).
 */
function reachFrom(importers, start) {
  const next = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift();
    for (const from of importers.get(at) ?? []) {
      if (next.has(from)) continue;
      next.set(from, at);
      queue.push(from);
    }
  }
  return next;
}

/** "changed", or "imports a -> b -> changed-file": how `module` depends on the changed file. */
function why(next, module) {
  const chain = [];
  for (let at = next.get(module); at; at = next.get(at)) chain.push(at);
  return chain.length === 0 ? 'changed' : `imports ${chain.join(' -> ')}`;
}

/**
 * The plan for the files `changed` (paths from the repository root, deleted ones included):
 *
 * - the type-check, always, first;
 * - each unit or component test under test/ (*.test.ts, *.test.tsx) that is a changed file or
 *   imports one, directly or transitively, in `graph` (module -> the modules it imports);
 * - node tests: each file of test/node that is changed or imports a changed file, and
 *   `sandboxTests` when anything under sandbox/ changed;
 * - journeys (`journeys`, the files of test/e2e): each one that is changed or imports a changed
 *   helper, and for a change under src/features/<f>/ those whose name holds <f> or one of
 *   FEATURE_JOURNEYS[f]; the Firefox and WebKit journeys of test/engines the same way, by import;
 * - the build before the journeys when src/ or elements/ changed (journeys load dist/);
 * - notes on what is not run and why: the journeys left out for a change under src/ or elements/
 *   outside src/features/, a feature no journey is named after, the sandbox, and files no rule
 *   maps to a test.
 *
 * Pure: `graph`, `journeys`, `engineJourneys` and `sandboxTests` come from the caller.
 */
export function planTests({ changed, graph, journeys = [], engineJourneys = [], sandboxTests = [] }) {
  const importers = importersOf(graph);
  const known = new Set([...Object.keys(graph), ...importers.keys()]);
  /** file -> why, in the order found. */
  const unit = new Map();
  const node = new Map();
  const e2e = new Map();
  const engines = new Map();
  const notes = [];
  const outsideJourneyRules = [];
  const sandboxChanges = [];
  const unmapped = [];
  // The first reason found stays, unless the test file itself changed.
  const add = (list, file, reason) => {
    if (!list.has(file) || reason === 'changed') list.set(file, reason);
  };

  for (const file of changed) {
    let mapped = false;
    if (known.has(file)) {
      const next = reachFrom(importers, file);
      for (const module of next.keys()) {
        const target = UNIT_TEST.test(module) ? unit : NODE_TEST.test(module) ? node : JOURNEY.test(module) ? e2e : ENGINE_JOURNEY.test(module) ? engines : undefined;
        if (!target) continue;
        add(target, module, why(next, module));
        mapped = true;
      }
    }
    const feature = FEATURE.exec(file)?.[1];
    if (feature) {
      const names = [...new Set([feature, ...(FEATURE_JOURNEYS[feature] ?? [])])];
      const matching = journeys.filter((journey) => names.some((name) => journeyName(journey).includes(name)));
      for (const journey of matching) add(e2e, journey, `${file} is in src/features/${feature}/ (journeys named ${names.join(', ')})`);
      if (matching.length === 0) notes.push(`No journey file is named after src/features/${feature}/ (${file}): add its journeys to FEATURE_JOURNEYS in scripts/test-changed.mjs.`);
      mapped = true;
    } else if (BUILT.test(file)) {
      outsideJourneyRules.push(file);
      mapped = true;
    }
    if (file.startsWith('sandbox/')) {
      for (const test of sandboxTests) add(node, test, `${file} is in sandbox/`);
      sandboxChanges.push(file);
      mapped = true;
    }
    if (!mapped) unmapped.push(file);
  }

  const build = changed.some((file) => BUILT.test(file)) && e2e.size + engines.size > 0;
  const notRun = [...journeys, ...engineJourneys].filter((file) => !e2e.has(file) && !engines.has(file));
  if (outsideJourneyRules.length > 0 && notRun.length > 0) {
    notes.push(
      `Journeys NOT run: ${outsideJourneyRules.join(', ')} ${outsideJourneyRules.length === 1 ? 'lies' : 'lie'} outside src/features/<f>/, ` +
        `and every journey loads the built package, so any of them may depend on ${outsideJourneyRules.length === 1 ? 'it' : 'them'}. ` +
        `Not run: ${notRun.map(journeyName).join(', ')}. \`npm test -- <area>\` runs one area's journeys, \`npm test\` all of them.`,
    );
  }
  if (sandboxChanges.length > 0 && notRun.length > 0) {
    notes.push(`Journeys NOT run for the sandbox change (${sandboxChanges.join(', ')}), though every journey talks to the sandbox: \`npm test\` runs them.`);
  }
  if (unmapped.length > 0) notes.push(`No rule maps these to a test (the type-check only): ${unmapped.join(', ')}.`);

  const listed = (map) =>
    [...map.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([file, reason]) => ({ file, why: reason }));
  const plan = { changed, unit: listed(unit), node: listed(node), journeys: listed(e2e), engines: listed(engines), build, notes, steps: [] };
  plan.steps.push({ name: 'type-check', cmd: 'npx', args: ['tsc', '--noEmit', '-p', '.'] });
  const fileList = (entries) => entries.map((entry) => entry.file);
  if (unit.size > 0) plan.steps.push({ name: 'unit and component tests', cmd: 'npx', args: ['web-test-runner', '--files', ...fileList(plan.unit)] });
  if (node.size > 0) plan.steps.push({ name: 'node tests', cmd: 'node', args: ['--test', '--test-concurrency=1', ...fileList(plan.node)] });
  if (build) plan.steps.push({ name: 'build', cmd: 'npm', args: ['run', 'build', '--silent'] });
  // One file at a time: some journeys measure time or bytes, which a second browser would change.
  if (e2e.size > 0) plan.steps.push({ name: 'journeys', cmd: 'node', args: ['--test', '--test-concurrency=1', ...fileList(plan.journeys)] });
  if (engines.size > 0) plan.steps.push({ name: 'journeys in Firefox and WebKit', cmd: 'node', args: ['--test', '--test-concurrency=1', ...fileList(plan.engines)] });
  return plan;
}

/** The plan as the lines printed before it runs. */
export function describePlan(plan, { base } = {}) {
  const lines = [];
  lines.push(`Changed${base ? ` since ${base}` : ''}: ${plan.changed.length} file(s)`);
  for (const file of plan.changed) lines.push(`  ${file}`);
  lines.push('', 'Plan:');
  const section = (title, entries) => {
    if (entries.length === 0) return;
    lines.push(`  ${title} (${entries.length}):`);
    for (const { file, why: reason } of entries) lines.push(`    ${file}  <- ${reason}`);
  };
  lines.push('  type-check: always');
  section('unit and component tests', plan.unit);
  section('node tests', plan.node);
  if (plan.build) lines.push('  build: src/ or elements/ changed, and the journeys load dist/');
  section('journeys', plan.journeys);
  section('journeys in Firefox and WebKit', plan.engines);
  if (plan.notes.length > 0) {
    lines.push('', 'Not run, and why:');
    for (const note of plan.notes) lines.push(`  - ${note}`);
  }
  lines.push('', 'Never run here: lint, import rules, size budgets, consumer apps, the feature-removal type-check. `npm test` runs everything.');
  return lines;
}

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const lines = (text) => text.split('\n').filter(Boolean);

/** The files changed since main (merge base), staged, unstaged and untracked; and the base. */
function changedFiles() {
  const main = ['main', 'origin/main'].find((ref) => spawnSync('git', ['rev-parse', '--verify', '--quiet', ref]).status === 0);
  if (!main) throw new Error('No main branch (main or origin/main) to compare with.');
  const onMain = git('rev-parse', 'HEAD') === git('rev-parse', main);
  const base = onMain ? 'HEAD' : git('merge-base', 'HEAD', main);
  const files = new Set([...lines(git('diff', '--name-only', base)), ...lines(git('ls-files', '--others', '--exclude-standard'))]);
  return { base: onMain ? `${main} (HEAD: working tree changes)` : `the merge base with ${main}, ${base.slice(0, 10)}`, files: [...files].sort() };
}

/**
 * module -> the modules it imports, from dependency-cruiser over src, elements and test (with the
 * project's resolution settings), the journeys' helpers and the scripts they import included.
 * The sandbox stays out of it: every journey runs on it, and its own rule says what a sandbox
 * change runs.
 */
export function importGraph() {
  const result = spawnSync(
    'npx',
    ['depcruise', 'src', 'elements', 'test', '--config', '.dependency-cruiser.cjs', '--exclude', '^(node_modules|dist|examples|sandbox|test/consumers)/', '--output-type', 'json'],
    { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 },
  );
  let cruised;
  try {
    cruised = JSON.parse(result.stdout);
  } catch {
    throw new Error(`dependency-cruiser gave no import graph (exit ${result.status}):\n${result.stderr}`);
  }
  return Object.fromEntries(cruised.modules.map((module) => [module.source, module.dependencies.map((dependency) => dependency.resolved)]));
}

export const testFilesIn = (dir, pattern = /\.test\.mjs$/) =>
  readdirSync(dir)
    .filter((file) => pattern.test(file))
    .sort()
    .map((file) => `${dir}/${file}`);

function main() {
  const { base, files } = changedFiles();
  const plan = planTests({
    changed: files,
    graph: importGraph(),
    journeys: testFilesIn('test/e2e'),
    engineJourneys: testFilesIn('test/engines'),
    sandboxTests: testFilesIn('test/node', /^sandbox.*\.test\.mjs$/),
  });
  console.log(describePlan(plan, { base }).join('\n'));
  if (process.argv.includes('--plan')) return 0;

  if (plan.unit.length + plan.journeys.length > 0) process.env.CHROME_PATH = ensureChrome();
  if (plan.engines.length > 0) ensureEngines();
  for (const { name, cmd, args } of plan.steps) {
    const started = Date.now();
    console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
    const result = spawnSync(cmd, args, { stdio: 'inherit' });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (result.status !== 0) {
      console.error(`\n${name} failed after ${seconds} s (exit ${result.status ?? result.signal}).`);
      return result.status || 1;
    }
    console.log(`=== ${name} passed in ${seconds} s`);
  }
  console.log('\nThe tests of the changed files passed. Not the full run: `npm test` is.');
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    process.exit(main());
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
}
