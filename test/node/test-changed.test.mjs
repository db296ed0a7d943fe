// The planning half of `npm run test:changed` (scripts/test-changed.mjs), on a small made-up
// import graph: which tests a change runs, why, and what it says it leaves out.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describePlan, planTests } from '../../scripts/test-changed.mjs';

/** module -> the modules it imports. */
const GRAPH = {
  'test/ui/button.test.tsx': ['src/ui/Button/Button.tsx'],
  'test/screens/login.test.tsx': ['src/screens/Login.tsx'],
  'test/flows/countdown.test.ts': ['src/flows/countdown.ts'],
  'src/screens/Login.tsx': ['src/kit/ScreenShell.tsx', 'src/ui/Button/Button.tsx'],
  'src/kit/ScreenShell.tsx': ['src/i18n/texts.ts'],
  'src/features/otp/otp.ts': ['src/flows/countdown.ts'],
  'test/e2e/otp.test.mjs': ['test/e2e/harness.mjs'],
  'test/e2e/recovery.test.mjs': ['test/e2e/harness.mjs'],
  'test/e2e/harness.mjs': [],
};
const JOURNEYS = ['otp', 'passkeys', 'phone-layout', 'qr-and-social', 'recovery', 'visual', 'web-otp'].map((name) => `test/e2e/${name}.test.mjs`);
const SANDBOX_TESTS = ['test/node/sandbox-security.test.mjs', 'test/node/sandbox.test.mjs'];

const plan = (changed) => planTests({ changed, graph: GRAPH, journeys: JOURNEYS, sandboxTests: SANDBOX_TESTS });
const stepNames = (planned) => planned.steps.map((step) => step.name);
const files = (entries) => entries.map((entry) => entry.file);

test('a src file reaches the unit test that imports it through two modules, and only that test', () => {
  const planned = plan(['src/i18n/texts.ts']);
  assert.deepEqual(planned.unit, [{ file: 'test/screens/login.test.tsx', why: 'imports src/screens/Login.tsx -> src/kit/ScreenShell.tsx -> src/i18n/texts.ts' }]);
  assert.deepEqual(stepNames(planned), ['type-check', 'unit and component tests']);
  assert.deepEqual(planned.steps[0].args, ['tsc', '--noEmit', '-p', '.']);
  assert.deepEqual(planned.steps[1].args, ['web-test-runner', '--files', 'test/screens/login.test.tsx']);
});

test('a sandbox change plans the sandbox tests, no build, and says the journeys are not run', () => {
  const planned = plan(['sandbox/member-api.mjs']);
  assert.deepEqual(files(planned.node), SANDBOX_TESTS);
  assert.equal(planned.node[0].why, 'sandbox/member-api.mjs is in sandbox/');
  assert.deepEqual(stepNames(planned), ['type-check', 'node tests']);
  assert.deepEqual(planned.steps[1].args, ['--test', '--test-concurrency=1', ...SANDBOX_TESTS]);
  assert.equal(planned.build, false);
  assert.ok(planned.notes.some((note) => note.includes('Journeys NOT run for the sandbox change')), planned.notes.join('\n'));
});

test("a feature change plans its unit tests and its journeys (by name and the table's aliases), after a build", () => {
  const planned = plan(['src/features/otp/otp.ts', 'src/flows/countdown.ts']);
  assert.deepEqual(files(planned.unit), ['test/flows/countdown.test.ts']);
  assert.deepEqual(files(planned.journeys), ['test/e2e/otp.test.mjs', 'test/e2e/phone-layout.test.mjs', 'test/e2e/web-otp.test.mjs']);
  assert.match(planned.journeys[0].why, /src\/features\/otp\//);
  assert.equal(planned.build, true);
  assert.deepEqual(stepNames(planned), ['type-check', 'unit and component tests', 'build', 'journeys']);
  assert.deepEqual(planned.steps.at(-1).args, ['--test', '--test-concurrency=1', 'test/e2e/otp.test.mjs', 'test/e2e/phone-layout.test.mjs', 'test/e2e/web-otp.test.mjs']);
  // src/flows/ is outside the journey rules: the journeys left out are named.
  assert.ok(planned.notes.some((note) => note.startsWith('Journeys NOT run: src/flows/countdown.ts') && note.includes('passkeys, qr-and-social, recovery, visual')), planned.notes.join('\n'));
});

test('a changed journey runs itself and a changed journey helper runs its journeys, without a build', () => {
  assert.deepEqual(files(plan(['test/e2e/recovery.test.mjs']).journeys), ['test/e2e/recovery.test.mjs']);
  const planned = plan(['test/e2e/harness.mjs']);
  assert.deepEqual(planned.journeys, [
    { file: 'test/e2e/otp.test.mjs', why: 'imports test/e2e/harness.mjs' },
    { file: 'test/e2e/recovery.test.mjs', why: 'imports test/e2e/harness.mjs' },
  ]);
  assert.equal(planned.build, false);
});

test('a change outside every rule: the type-check and the unit tests that import it, and a printed note of the journeys not run', () => {
  const planned = plan(['src/ui/Button/Button.tsx', 'docs/architecture.md']);
  assert.deepEqual(files(planned.unit), ['test/screens/login.test.tsx', 'test/ui/button.test.tsx']);
  assert.deepEqual(files(planned.journeys), []);
  assert.equal(planned.build, false);
  assert.deepEqual(stepNames(planned), ['type-check', 'unit and component tests']);
  const printed = describePlan(planned).join('\n');
  assert.match(printed, /Journeys NOT run: src\/ui\/Button\/Button\.tsx lies outside src\/features\/<f>\//);
  assert.match(printed, /Not run: otp, passkeys, phone-layout, qr-and-social, recovery, visual, web-otp\./);
  assert.match(printed, /No rule maps these to a test \(the type-check only\): docs\/architecture\.md\./);
});

test('a feature no journey is named after is said so', () => {
  const planned = plan(['src/features/wallet/index.ts']);
  assert.deepEqual(files(planned.journeys), []);
  assert.ok(planned.notes.some((note) => note.startsWith('No journey file is named after src/features/wallet/')), planned.notes.join('\n'));
});
