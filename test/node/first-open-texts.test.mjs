// Issue 17: an English first open downloads only the texts of the first open
// (src/i18n/en-first-open.ts); the rest (en-more.ts) comes with the first screen past Login. So
// every text the first open's code can show must be in the first part. This reads the built
// first-open chunks' sources (their source maps) and the lazily loaded code the first open runs
// without a screen past Login (the error texts, the failure view, third-party sign-in), and
// checks every Translation key they name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CHUNKS = join(ROOT, 'dist/esm/chunks');
const read = (path) => readFileSync(path, 'utf8');

function firstOpenSources() {
  const maps = readdirSync(CHUNKS).filter((name) => /^(first-open|popup-element)-.*\.js\.map$/.test(name));
  assert.equal(maps.length, 2, 'the first-open and popup-element chunks are built');
  const sources = maps.flatMap((name) => JSON.parse(read(join(CHUNKS, name))).sources.map((source) => resolve(dirname(join(CHUNKS, name)), source)));
  return [
    ...sources.filter((path) => !path.includes('node_modules') && !path.includes('/src/i18n/')),
    // Loaded on use, but what they say shows before any screen past Login loads.
    join(ROOT, 'src/api/errors.ts'),
    join(ROOT, 'src/screens/ScreenFailed.tsx'),
    join(ROOT, 'src/features/social/sign-in-with.ts'),
  ];
}

/** The keys EN_FIRST_OPEN holds: its own, and the header's words it spreads in. */
function firstOpenKeys() {
  const own = [...read(join(ROOT, 'src/i18n/en-first-open.ts')).matchAll(/^ {2}(\w+):/gm)].map((m) => m[1]);
  const header = read(join(ROOT, 'src/i18n/header.ts')).match(/^\s*en: \{(.*)\},?$/m)?.[1] ?? '';
  return new Set([...own, ...[...header.matchAll(/(\w+):/g)].map((m) => m[1])]);
}

test('every text the first open can show is in the first part of English (src/i18n/en-first-open.ts)', () => {
  const keys = firstOpenKeys();
  assert.ok(keys.has('loginTitle') && keys.has('login'), 'the first part was read');
  const missing = new Map();
  for (const path of firstOpenSources()) {
    const source = read(path);
    const named = [...source.matchAll(/\bt\.(\w+)/g), ...source.matchAll(/\btexts\.(\w+)/g)].map((m) => m[1]);
    // Keys a form keeps in its state and shows as t[key] (the password form's field errors).
    if (path.endsWith('PasswordLoginForm.tsx')) {
      const types = read(join(ROOT, 'src/features/password/password-login.ts'));
      named.push(...[...types.matchAll(/(?:loginName|password)\?: ([^;]+);|EncryptionMessage = ([^;]+);/g)].flatMap((m) => [...(m[1] ?? m[2]).matchAll(/'(\w+)'/g)].map((k) => k[1])));
    }
    for (const key of named) if (!keys.has(key) && key !== 'then') missing.set(key, path.slice(ROOT.length));
  }
  assert.deepEqual([...missing], [], 'keys named by first-open code but only in en-more.ts');
});
