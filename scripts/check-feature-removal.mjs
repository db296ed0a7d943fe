// Removing a feature is removing its folder and its line (docs/architecture.md "Feature folders"):
// for each feature below, a scratch copy of the project loses src/features/<f>, test/features/<f>
// and the feature's line in the feature list (src/screens/feature-list.ts) and in the tests'
// (test/features/feature-states.ts), and must still type-check, sources and tests alike.
// Fails with the compiler's output otherwise.
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FEATURES = ['qr', 'passkey'];

/**
 * What tsconfig.json type-checks, and what it reaches: examples/ holds the UI kit gallery that
 * test/ui/gallery.test.tsx renders. The folders of test/ that tsconfig.json excludes (journeys,
 * consumer apps, engines) are left behind.
 */
const COPIED = ['src', 'elements', 'test', 'examples', 'tsconfig.json', 'package.json'];
const LEFT_BEHIND = ['test/e2e', 'test/consumers', 'test/engines'].map((path) => join(ROOT, path));

/** The lists with one line per feature, and how each names a feature's folder. */
const LISTS = [
  { file: 'src/screens/feature-list.ts', names: (feature) => `'../features/${feature}/` },
  { file: 'test/features/feature-states.ts', names: (feature) => `'./${feature}/` },
];

function removeLine(dir, { file, names }, feature) {
  const path = join(dir, file);
  const lines = readFileSync(path, 'utf8').split('\n');
  const kept = lines.filter((line) => !line.includes(names(feature)));
  // A list whose lines no longer look like this would make the check pass without removing anything.
  if (lines.length - kept.length !== 1) throw new Error(`${file}: expected one line naming ${names(feature)}, found ${lines.length - kept.length}`);
  writeFileSync(path, kept.join('\n'));
}

function checkWithout(feature) {
  const dir = mkdtempSync(join(tmpdir(), `feature-removal-${feature}-`));
  try {
    for (const entry of COPIED) {
      cpSync(join(ROOT, entry), join(dir, entry), {
        recursive: true,
        filter: (source) => !LEFT_BEHIND.some((left) => source === left || source.startsWith(left + sep)),
      });
    }
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    rmSync(join(dir, 'src/features', feature), { recursive: true });
    rmSync(join(dir, 'test/features', feature), { recursive: true });
    for (const list of LISTS) removeLine(dir, list, feature);
    const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', dir], { cwd: dir, encoding: 'utf8' });
    if (tsc.error) throw tsc.error;
    return { ok: tsc.status === 0, output: `${tsc.stdout}${tsc.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let failed = false;
for (const feature of FEATURES) {
  const started = performance.now();
  const { ok, output } = checkWithout(feature);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (ok) {
    console.log(`without ${feature}: type-checks (${seconds} s)`);
  } else {
    failed = true;
    console.error(`without ${feature}: type errors (${seconds} s), after removing src/features/${feature}, test/features/${feature} and its lines in ${LISTS.map((list) => list.file).join(' and ')}:`);
    console.error(output.trimEnd());
  }
}
if (failed) process.exit(1);
