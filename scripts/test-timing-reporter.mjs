// A node:test reporter beside the runner's own: it prints nothing and appends one JSON line per
// finished test (file, name, nesting, duration) to the file named by TEST_TIMINGS_FILE, from which
// scripts/test.mjs prints the slowest journey files and tests at the end of `npm test`.
import { appendFileSync } from 'node:fs';

export default async function* testTimings(source) {
  const file = process.env.TEST_TIMINGS_FILE;
  for await (const event of source) {
    if (!file || (event.type !== 'test:pass' && event.type !== 'test:fail')) continue;
    const { data } = event;
    const line = { file: data.file, name: data.name, nesting: data.nesting, ms: data.details?.duration_ms ?? 0, at: Date.now(), failed: event.type === 'test:fail' };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  }
  yield '';
}
