import { describe, expect, it } from 'vitest';
import { idleShare, parseCpuTimes } from './machine-at-rest';

describe('the machine at rest', () => {
  it("reads /proc/stat's first line, counting idle and iowait as idle", () => {
    const stat = 'cpu  100 5 50 800 40 0 5 0 0 0\ncpu0 50 2 25 400 20 0 3 0 0 0\nintr 1 2 3\n';
    expect(parseCpuTimes(stat)).toEqual({ idle: 840, total: 1000 });
    expect(parseCpuTimes('intr 1 2 3\n')).toBeNull();
    expect(parseCpuTimes('cpu  a b c d e\n')).toBeNull();
  });

  it('gives the share of the time between two readings the CPU was idle', () => {
    expect(idleShare({ idle: 840, total: 1000 }, { idle: 1020, total: 1200 })).toBeCloseTo(0.9);
    expect(idleShare({ idle: 840, total: 1000 }, { idle: 850, total: 1200 })).toBeCloseTo(0.05);
    expect(idleShare({ idle: 840, total: 1000 }, { idle: 840, total: 1000 })).toBe(1);
  });
});
