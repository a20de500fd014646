import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { SLOW_TEST_FILES } from '../support/longest-first';

const root = resolve(import.meta.dirname, '../..');

it('names only test files that exist, so the longest-first order follows renames', () => {
  const missing = [...SLOW_TEST_FILES.keys()].filter((path) => !existsSync(resolve(root, path)));
  expect(missing).toEqual([]);
});
