import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { LongestFirst, SLOW_TEST_FILES } from '../support/longest-first';

const root = resolve(import.meta.dirname, '../..');

it('names only test files that exist, so the longest-first order follows renames', () => {
  const missing = [...SLOW_TEST_FILES.keys()].filter((path) => !existsSync(resolve(root, path)));
  expect(missing).toEqual([]);
});

describe('the longest-first order', () => {
  const project = { name: '', config: { sequence: { groupOrder: 0 }, isolate: false } };
  const file = (path: string) => ({ project, moduleId: resolve(root, path) }) as unknown as TestSpecification;
  /** A Vitest whose cache knows the given durations (none: a clean clone) and, for every file, a size. */
  const vitest = (durations: Record<string, number>) =>
    ({
      config: { root },
      cache: {
        getFileTestResults: (key: string) => {
          const duration = durations[key.slice(1)];
          return duration === undefined ? undefined : { duration, failed: false };
        },
        getFileStats: (key: string) => ({ size: key.length }),
      },
    }) as unknown as Vitest;
  const small = 'tests/domain/game.test.ts';
  const [longest, second] = [...SLOW_TEST_FILES.keys()];
  if (!longest || !second) throw new Error('no slow files listed');

  it("starts the listed files first, longest first, when Vitest's cache has no durations", async () => {
    const sorted = await new LongestFirst(vitest({})).sort([file(small), file(second), file(longest)]);
    expect(sorted.map((f) => f.moduleId)).toEqual([longest, second, small].map((p) => resolve(root, p)));
  });

  it("follows Vitest's own measured durations once the cache holds every file's", async () => {
    const measured = vitest({ [small]: 90_000, [longest]: 1_000, [second]: 2_000 });
    const sorted = await new LongestFirst(measured).sort([file(longest), file(second), file(small)]);
    expect(sorted.map((f) => f.moduleId)).toEqual([small, second, longest].map((p) => resolve(root, p)));
  });
});
