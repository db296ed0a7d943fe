// The layering check of `npm test` (.dependency-cruiser.cjs) fails when it should: an import
// cycle (dynamic import() and type-only imports included), an import from a layer into one above
// it, a feature importing another feature, a feature imported from outside other than by the
// feature list, and an import from src/ into elements/. Each case is a small tree written to a
// temporary folder and cruised with the project's own configuration.
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

test('a cycle made only of type imports fails too (it couples the two files both ways)', () => {
  assert.deepEqual(violations({ 'src/a.ts': "import type { B } from './b.ts';\nexport interface A { b?: B }\nexport const a = 1;\n", 'src/b.ts': "import type { A } from './a.ts';\nexport interface B { a?: A }\nexport const b = 2;\n", 'elements/x.ts': 'export {};\n' }), ['no-cycles']);
});

test('a layer importing the layer above it fails, type-only imports included', () => {
  const above = { 'src/kit/actions.ts': 'export interface Actions { go(): void }\nexport const actions = 1;\n', 'elements/x.ts': 'export {};\n' };
  assert.deepEqual(violations({ ...above, 'src/flows/flow.ts': "import { actions } from '../kit/actions.ts';\nexport const flow = actions;\n" }), ['flows-imports-only-below']);
  assert.deepEqual(violations({ ...above, 'src/ui/view.ts': "import type { Actions } from '../kit/actions.ts';\nexport type View = Actions;\nexport const view = 1;\n" }), ['ui-imports-only-below']);
  assert.deepEqual(violations({ 'src/screens/registry.ts': 'export const registry = 1;\n', 'src/kit/actions.ts': "import { registry } from '../screens/registry.ts';\nexport const actions = registry;\n", 'elements/x.ts': 'export {};\n' }), ['kit-imports-only-below']);
});

test('a layer importing one below it passes', () => {
  assert.deepEqual(violations({ 'src/i18n/texts.ts': 'export const texts = 1;\n', 'src/ui/view.ts': "import { texts } from '../i18n/texts.ts';\nexport const view = texts;\n", 'elements/x.ts': "import { view } from '../src/ui/view.ts';\nexport const x = view;\n" }), []);
});

test('a feature importing another feature fails, even a type', () => {
  const features = { 'src/features/otp/index.ts': 'export const otp = {};\n', 'src/features/qr/index.ts': 'export const qr = {};\n', 'src/screens/feature-list.ts': "import { otp } from '../features/otp/index.ts';\nimport { qr } from '../features/qr/index.ts';\nexport const FEATURES = [otp, qr];\n", 'elements/x.ts': 'export {};\n' };
  assert.deepEqual(violations(features), []);
  assert.deepEqual(violations({ ...features, 'src/features/qr/Qr.ts': "import type { Send } from '../otp/send.ts';\nexport type Qr = Send;\nexport const qr = 1;\n", 'src/features/otp/send.ts': 'export type Send = 1;\nexport const send = 1;\n' }), ['features-import-no-other-feature']);
});

test('a feature reached past the feature list, or the list reaching past a manifest, fails', () => {
  const features = { 'src/features/qr/index.ts': 'export const qr = {};\n', 'src/features/qr/Qr.ts': 'export const Qr = 1;\n', 'elements/x.ts': 'export {};\n' };
  assert.deepEqual(violations({ ...features, 'src/screens/Login.ts': "import { Qr } from '../features/qr/Qr.ts';\nexport const Login = Qr;\n" }), ['features-imported-only-by-the-feature-list']);
  assert.deepEqual(violations({ ...features, 'src/screens/feature-list.ts': "import { Qr } from '../features/qr/Qr.ts';\nexport const FEATURES = [Qr];\n" }), ['feature-list-imports-manifests-only']);
});
