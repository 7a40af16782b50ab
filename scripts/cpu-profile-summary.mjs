/**
 * The functions a CPU profile (DevTools' `Profiler.stop`) spent its time in: each function's self time (its own
 * samples) and total time (samples with it anywhere on the stack, counted once a sample), longest first.
 * For reading where a press or a load goes, by hand; not a gate.
 *
 * @param {{ nodes: { id: number, callFrame: { functionName: string, url: string, lineNumber: number, columnNumber: number }, children?: number[] }[], samples: number[], timeDeltas: number[] }} profile
 * @param {{ top?: number, shortURL?: (url: string) => string }} [options]
 */
export function summariseProfile(profile, { top = 25, shortURL = (url) => url } = {}) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const name = ({ callFrame: f }) =>
    `${f.functionName || '(anonymous)'} ${shortURL(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
  const self = new Map();
  const total = new Map();
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  profile.samples.forEach((id, i) => {
    // A sample's time is the gap to the next one (the last sample's is its own delta).
    const ms = (profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0) / 1000;
    const node = byId.get(id);
    if (!node) return;
    add(self, name(node), ms);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const key = name(byId.get(at));
      if (seen.has(key)) continue;
      seen.add(key);
      add(total, key, ms);
    }
  });
  const longest = (map) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([fn, ms]) => ({ fn, ms: Math.round(ms * 10) / 10 }));
  return { self: longest(self), total: longest(total) };
}
