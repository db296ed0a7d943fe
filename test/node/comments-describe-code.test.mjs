// Comments in src/, elements/ and sandbox/ describe the code as it is: no ticket numbers. The
// history of a change lives in its commit message and the CHANGELOG; a comment keeps the reason.
// The README and the documentation (docs/: the site's guides and the design documents) are read
// by people who cannot open the tracker, so they name no ticket either.
// Every file under those folders is read, and each line naming an issue ("issue 17", also when
// the number wraps onto the next comment line) is listed as file:line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const FOLDERS = ['src', 'elements', 'sandbox', 'docs'];
const FILES = ['README.md'];

const ISSUE_NUMBER = /\bissue \d+/i;
/** "... (issue" at a line's end, the number at the start of the next, after any comment marker. */
const ISSUE_AT_LINE_END = /\bissue\s*$/i;
const NUMBER_AT_LINE_START = /^\s*(?:\/\/|\/?\*+|\{?\/\*)?\s*\d+/;

/** The 1-based numbers of the lines of `text` that name an issue. */
export function linesNamingAnIssue(text) {
  const lines = text.split('\n');
  const found = [];
  lines.forEach((line, index) => {
    const wrapped = ISSUE_AT_LINE_END.test(line) && NUMBER_AT_LINE_START.test(lines[index + 1] ?? '');
    if (ISSUE_NUMBER.test(line) || wrapped) found.push(index + 1);
  });
  return found;
}

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* filesUnder(path);
    } else if (entry.isFile()) {
      yield path;
    }
  }
}

test('the check finds an issue number, also one wrapped onto the next line', () => {
  assert.deepEqual(linesNamingAnIssue('// Issue 17: the first open.\nconst a = 1;\n'), [1]);
  assert.deepEqual(linesNamingAnIssue('/**\n * Loaded late (issue\n * 9 budget).\n */\n'), [2]);
  assert.deepEqual(linesNamingAnIssue('// SPEC §4: a failed verification clears the code.\n// 60 seconds.\n'), []);
});

test('no file in src/, elements/, sandbox/ or docs/, nor the README, names an issue number', () => {
  const offenders = [];
  const paths = [...FOLDERS.flatMap((folder) => [...filesUnder(join(root, folder))]), ...FILES.map((file) => join(root, file))];
  for (const path of paths) {
    const content = readFileSync(path);
    if (content.includes(0)) continue; // binary
    for (const line of linesNamingAnIssue(content.toString('utf8'))) offenders.push(`${relative(root, path)}:${line}`);
  }
  assert.deepEqual(
    offenders,
    [],
    `Comments describe the code as it is; a ticket number belongs in the commit message. State the reason instead:\n  ${offenders.join('\n  ')}`,
  );
});
