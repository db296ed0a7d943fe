// The published declarations (dist/types, made by `npm run build`) work for consumers: every
// "exports" entry names its types, a NodeNext consumer and the React host example compile against
// them through the package name, and the main entries need no React types.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const run = promisify(execFile);
const tsc = join(root, 'node_modules/.bin/tsc');

async function typeCheck(project) {
  try {
    await run(tsc, ['-p', project], { cwd: root });
  } catch (error) {
    assert.fail(`tsc -p ${project} failed:\n${error.stdout}${error.stderr}`);
  }
}

test('every code entry of "exports" has a types condition that the build wrote', () => {
  assert.equal(pkg.types, pkg.exports['.'].types);
  for (const [entry, target] of Object.entries(pkg.exports)) {
    if (entry.endsWith('.json')) continue;
    assert.equal(typeof target, 'object', `${entry} needs { types, default }`);
    assert.ok(target.types, `${entry} has no types`);
    assert.ok(existsSync(join(root, target.types)), `${entry}: ${target.types} is missing (run the build)`);
    // "types" must come first: resolvers take the first condition that matches.
    assert.equal(Object.keys(target)[0], 'types', `${entry}: "types" must be the first condition`);
    if (target.default) assert.ok(existsSync(join(root, target.default)), `${entry}: ${target.default} is missing`);
  }
  for (const element of ['mkt-login-popup', 'mkt-header-account', 'mkt-qr-login', 'mkt-toast', 'mkt-restore-account', 'define']) {
    assert.equal(pkg.exports[`./${element}.js`].types, `./dist/types/elements/${element}.d.ts`);
  }
});

test('a NodeNext consumer compiles against the published types (and their errors are real)', async () => {
  await typeCheck('test/types/consumer/tsconfig.json');
});

test('the React host example type-checks against the published types and JSX entry', async () => {
  await typeCheck('examples/react-host/tsconfig.json');
});

test('the entries other than ./jsx never reach React types', () => {
  const seen = new Set();
  const queue = Object.entries(pkg.exports)
    .filter(([entry, target]) => entry !== './jsx' && typeof target === 'object')
    .map(([, target]) => normalize(join(root, target.types)));
  const bare = new Set();
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, spec] of text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g)) {
      if (!spec.startsWith('.')) bare.add(spec);
      else queue.push(normalize(join(dirname(file), spec.replace(/\.tsx?$/, '.d.ts').replace(/\.js$/, '.d.ts'))));
    }
  }
  assert.ok(seen.size > 10);
  assert.deepEqual([...bare].sort(), ['nanostores']);
});
