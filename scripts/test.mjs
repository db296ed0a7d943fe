// `npm test`: everything CI runs, in order, stopping at the first failure.
// type-check -> lint -> import rules -> build -> size budgets -> unit/component tests (Chromium)
// -> sandbox tests -> consumer apps (Vite + React, Vite + Vue, from the tarball) -> journeys (Playwright)
// -> the main journeys in Firefox and WebKit.
import { spawnSync } from 'node:child_process';
import { ensureChrome } from './ensure-chrome.mjs';
import { ensureEngines } from './ensure-engines.mjs';

const chrome = ensureChrome();
process.env.CHROME_PATH = chrome;
ensureEngines();

const steps = [
  ['type-check', 'npx', ['tsc', '--noEmit', '-p', '.']],
  ['lint', 'npx', ['eslint', '.']],
  // No import cycles, and nothing under src/ imports elements/ (.dependency-cruiser.cjs).
  ['import rules', 'npx', ['depcruise', 'src', 'elements', '--config', '.dependency-cruiser.cjs', '--output-type', 'err']],
  ['build', 'npm', ['run', 'build', '--silent']],
  ['size budgets', 'node', ['scripts/check-size.mjs']],
  ['unit and component tests', 'npx', ['web-test-runner', '--coverage']],
  ['sandbox tests', 'node', ['--test', '--test-concurrency=1', 'test/node/']],
  // Vite + React 19 and Vite + Vue 3 apps installing the packed tarball (test/consumers/).
  ['consumer apps', 'node', ['--test', '--test-concurrency=1', 'test/consumers/']],
  ['journeys', 'node', ['--test', '--test-concurrency=1', 'test/e2e/']],
  // Firefox ESR and WebKitGTK: one browser each, the main journeys in sequence (test/engines/).
  ['journeys in Firefox and WebKit', 'node', ['--test', '--test-concurrency=1', 'test/engines/']],
];

for (const [name, cmd, args] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n${name} failed after ${seconds} s (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  console.log(`=== ${name} passed in ${seconds} s`);
}
