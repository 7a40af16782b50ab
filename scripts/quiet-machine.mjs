// Waits for the machine to be quiet before a benchmark times the site: the suite's Lighthouse gate starts
// right after the end-to-end flows, whose browsers and servers take a few seconds to go, and the first page it
// measured then once had a TBT nine times its usual (311 ms; six runs on a quiet machine: 11-93 ms).
import fs from 'node:fs';

/**
 * The share of the CPU left idle between two readings of /proc/stat's first line
 * (`cpu user nice system idle iowait irq softirq steal ...`): idle and waiting on I/O over all eight.
 */
export function idleShareBetween(before, after) {
  const fields = (line) => line.trim().split(/\s+/).slice(1, 9).map(Number);
  const a = fields(before);
  const b = fields(after);
  const total = b.reduce((sum, value, i) => sum + value - a[i], 0);
  const idle = b[3] - a[3] + (b[4] - a[4]);
  return total > 0 ? idle / total : 1;
}

const cpuLine = () => fs.readFileSync('/proc/stat', 'utf8').split('\n')[0];

/**
 * Resolves once a second passes with at least `idle` of the CPU idle, or after `maxMs` (then with the last
 * share seen): `{ waitedMs, idle, quiet }`. Without /proc/stat (not Linux), at once.
 */
export async function waitForQuietMachine({ idle = 0.8, maxMs = 60_000, windowMs = 1000 } = {}) {
  if (!fs.existsSync('/proc/stat')) return { waitedMs: 0, idle: 1, quiet: true };
  const started = Date.now();
  for (;;) {
    const before = cpuLine();
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const share = idleShareBetween(before, cpuLine());
    const waitedMs = Date.now() - started;
    if (share >= idle) return { waitedMs, idle: share, quiet: true };
    if (waitedMs >= maxMs) return { waitedMs, idle: share, quiet: false };
  }
}
