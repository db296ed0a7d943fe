// Reads a V8 CPU profile (CDP Profiler.stop) and says how much main-thread time our code took:
// every sample whose stack holds a frame from one of our files counts, callees included (React
// rendering and DOM calls made by our code are our cost; GC and idle are not).
export const isOurFile = (url) => url.includes('/dist/esm/') || url.includes('/dist/mkt-member-elements');

/** @returns {{ oursMs: number, oursSelfMs: number, jsMs: number }} */
export function timeInOurCode(profile, isOurs = isOurFile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const memo = new Map();
  const underOurs = (id) => {
    if (memo.has(id)) return memo.get(id);
    const node = byId.get(id);
    const result = isOurs(node.callFrame.url) || (parentOf.has(id) && underOurs(parentOf.get(id)));
    memo.set(id, result);
    return result;
  };
  const idle = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);
  let ours = 0;
  let oursSelf = 0;
  let js = 0;
  const { samples, timeDeltas } = profile;
  for (let i = 0; i < samples.length; i++) {
    // A sample stands for the time until the next one.
    const micros = timeDeltas[i + 1] ?? 0;
    const node = byId.get(samples[i]);
    if (!idle.has(node.callFrame.functionName)) js += micros;
    if (underOurs(samples[i])) ours += micros;
    if (isOurs(node.callFrame.url)) oursSelf += micros;
  }
  return { oursMs: ours / 1000, oursSelfMs: oursSelf / 1000, jsMs: js / 1000 };
}
