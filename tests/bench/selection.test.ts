import { describe, expect, it } from 'vitest';
import { BENCH_STEPS, selectedSteps } from './selection';

describe('selectedSteps', () => {
  it('takes every step without --only', () => {
    expect([...selectedSteps(['--embedded'])]).toEqual([...BENCH_STEPS]);
  });

  it('takes the steps --only names, as one argument or two', () => {
    expect([...selectedSteps(['--only', 'reads,rush'])]).toEqual(['reads', 'rush']);
    expect([...selectedSteps(['--embedded', '--only=users-list'])]).toEqual(['users-list']);
  });

  it('refuses an unknown step or an empty list', () => {
    expect(() => selectedSteps(['--only', 'reeds'])).toThrow(/unknown bench step reeds/);
    expect(() => selectedSteps(['--only='])).toThrow(/needs one or more/);
  });
});
