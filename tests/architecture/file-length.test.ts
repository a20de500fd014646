import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** The most lines a source file may have: past it, split it by responsibility. */
const MAX_LINES = 300;
const LAYERS = ['domain', 'application', 'adapters', 'web'];
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|sql|css|html)$/;
/** Written by tools, not by hand: the route tree (TanStack Router) and the SQL migrations (append-only). */
const GENERATED = [/\.gen\.ts$/, /^adapters\/postgres\/migrations\//];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (entry.isFile() && SOURCE.test(entry.name)) yield path;
  }
}

/** The source files of the four layers under `root` that are longer than MAX_LINES, with their length. */
function longFiles(root: string): string[] {
  const found: string[] = [];
  for (const layer of LAYERS) {
    let files: string[];
    try {
      files = [...sourceFiles(join(root, layer))];
    } catch {
      continue; // a layer the tree does not have
    }
    for (const file of files) {
      const path = relative(root, file).split('\\').join('/');
      if (GENERATED.some((pattern) => pattern.test(path))) continue;
      const text = readFileSync(file, 'utf8');
      const lines = text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
      if (lines > MAX_LINES) found.push(`${path}: ${lines} lines`);
    }
  }
  return found.sort();
}

describe(`no source file over ${MAX_LINES} lines`, () => {
  it('holds over the repository (generated files and migrations aside)', () => {
    expect(longFiles(resolve(import.meta.dirname, '../..'))).toEqual([]);
  });

  describe('on a tree with one file too long', () => {
    const root = mkdtempSync(join(tmpdir(), 'file-length-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const write = (path: string, lines: number) => {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), 'export {};\n'.repeat(lines));
    };
    write('application/at-the-limit.ts', MAX_LINES);
    write('adapters/one-too-many.ts', MAX_LINES + 1);
    write('web/routeTree.gen.ts', MAX_LINES * 2);
    write('adapters/postgres/migrations/001_long.sql', MAX_LINES * 2);

    it('names the long file, and only it', () => {
      expect(longFiles(root)).toEqual([`adapters/one-too-many.ts: ${MAX_LINES + 1} lines`]);
    });
  });
});
