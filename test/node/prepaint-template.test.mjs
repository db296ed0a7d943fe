// Issue 17: the pre-painted Login (src/screens/prepaint/login-template.generated.ts) is what the
// Login screen renders now. A change to the screen's markup without `npm run prepaint` fails here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { renderTemplateSource, TEMPLATE_FILE } from '../../scripts/build-prepaint.mjs';

test('the pre-painted Login template is up to date with the Login screen (run `npm run prepaint` after changing it)', async () => {
  assert.equal(readFileSync(TEMPLATE_FILE, 'utf8'), await renderTemplateSource());
});
