// The layering check of `npm test` (.dependency-cruiser.cjs) fails when it should: an import
// cycle (dynamic import() included) or an import from src/ into elements/; type-only imports
// vanish at build time and pass. Each case is a small tree written to a temporary folder and
// cruised with the project's own configuration.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const depcruise = join(root, 'node_modules/.bin/depcruise');
const config = join(root, '.dependency-cruiser.cjs');

/** Cruises `files` ({ path: source }) with the project's rules; returns the violated rule names. */
function violations(files) {
  const dir = mkdtempSync(join(tmpdir(), 'import-rules-'));
  try {
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', allowImportingTsExtensions: true, noEmit: true, strict: true } }));
    for (const [path, source] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), source);
    }
    let output;
    try {
      output = execFileSync(depcruise, ['src', 'elements', '--config', config, '--output-type', 'json'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
      output = error.stdout; // exit code 1 when a rule is violated; the JSON is still printed
    }
    return [...new Set(JSON.parse(output).summary.violations.map((violation) => violation.rule.name))].sort();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a clean tree passes', () => {
  assert.deepEqual(violations({ 'src/a.ts': "import { b } from './b.ts';\nexport const a = b;\n", 'src/b.ts': 'export const b = 1;\n', 'elements/x.ts': "import { a } from '../src/a.ts';\nexport const x = a;\n" }), []);
});

test('an import cycle fails as no-cycles', () => {
  assert.deepEqual(violations({ 'src/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n", 'src/b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n", 'elements/x.ts': 'export {};\n' }), ['no-cycles']);
});

test('a cycle through a dynamic import() fails too', () => {
  assert.deepEqual(violations({ 'src/a.ts': "export const load = () => import('./b.ts');\n", 'src/b.ts': "import { load } from './a.ts';\nexport const b = load;\n", 'elements/x.ts': 'export {};\n' }), ['no-cycles']);
});

test('an import from src/ into elements/ fails as src-not-into-elements', () => {
  assert.deepEqual(violations({ 'src/a.ts': "import { x } from '../elements/x.ts';\nexport const a = x;\n", 'elements/x.ts': 'export const x = 1;\n' }), ['src-not-into-elements']);
});

test('a cycle made only of type imports passes (they vanish at build time)', () => {
  assert.deepEqual(violations({ 'src/a.ts': "import type { B } from './b.ts';\nexport interface A { b?: B }\nexport const a = 1;\n", 'src/b.ts': "import type { A } from './a.ts';\nexport interface B { a?: A }\nexport const b = 2;\n", 'elements/x.ts': 'export {};\n' }), []);
});
