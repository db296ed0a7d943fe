// Every CSS part the popup elements document (their @csspart lines, which custom-elements.json and
// the README list) reaches the host page: the React view and the pre-painted Login forward the
// parts of src/screens/popup-parts.ts with exportparts, and a nested part missing there does not
// match `mkt-login-popup::part(...)`. The documented parts must also be drawn somewhere in src/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const forwarded = new Set([...readFileSync(join(root, 'src/screens/popup-parts.ts'), 'utf8').matchAll(/^\s*'([a-z-]+)',/gm)].map((match) => match[1]));

function* sources(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(name)) yield readFileSync(path, 'utf8');
  }
}
const drawn = new Set([...sources(join(root, 'src'))].flatMap((text) => [...text.matchAll(/part(?:=|: )["']([a-z -]+)["']/g)].flatMap((match) => match[1].split(' '))));

for (const element of ['mkt-login-popup', 'mkt-qr-login', 'mkt-restore-account']) {
  const documented = [...readFileSync(join(root, `elements/${element}.ts`), 'utf8').matchAll(/@csspart ([a-z-]+)/g)].map((match) => match[1]);
  test(`${element}: every documented part is forwarded and drawn`, () => {
    assert.ok(documented.length > 0, 'the element documents its parts');
    assert.deepEqual(documented.filter((part) => !forwarded.has(part)), [], 'documented but not forwarded (popup-parts.ts)');
    assert.deepEqual(documented.filter((part) => !drawn.has(part)), [], 'documented but drawn nowhere in src/');
  });
}
