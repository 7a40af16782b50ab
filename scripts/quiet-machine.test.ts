import { describe, expect, it } from 'vitest';
import { idleShareBetween } from './quiet-machine.mjs';

describe('idleShareBetween', () => {
  it('reads the idle share (idle and I/O wait) of the CPU time between two /proc/stat lines', () => {
    const before = 'cpu  100 0 100 700 100 0 0 0 0 0';
    // 100 busy (user 50, system 50), 300 idle, 100 waiting: 400 of 500 idle.
    const after = 'cpu  150 0 150 1000 200 0 0 0 0 0';
    expect(idleShareBetween(before, after)).toBe(0.8);
    // Stolen by the host counts as busy.
    expect(idleShareBetween(before, 'cpu  100 0 100 750 100 0 0 50 0 0')).toBe(0.5);
    expect(idleShareBetween(before, before)).toBe(1);
  });
});
