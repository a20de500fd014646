import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.gen.ts') ? [path] : [];
  });
}

interface Import {
  specifier: string;
  typeOnly: boolean;
}

function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const found: Import[] = [];
  const pattern = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/g;
  for (const match of text.matchAll(pattern)) {
    found.push({ specifier: match[3] ?? '', typeOnly: Boolean(match[2]) });
  }
  for (const match of text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    found.push({ specifier: match[1] ?? '', typeOnly: false });
  }
  return found;
}

/** The top-level folder a relative import lands in, or 'package' for a bare specifier. */
function layerOf(file: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier.startsWith('node:') ? 'node' : 'package';
  return relative(root, resolve(dirname(file), specifier)).split(/[\\/]/)[0] ?? '';
}

function violations(layer: string, allowed: (imp: Import, target: string, file: string) => boolean) {
  return sourceFiles(join(root, layer)).flatMap((file) =>
    importsOf(file)
      .filter((imp) => !allowed(imp, layerOf(file, imp.specifier), file))
      .map((imp) => `${relative(root, file)} imports ${imp.specifier}`),
  );
}

describe('the layer rule', () => {
  it('domain imports only domain', () => {
    expect(violations('domain', (_imp, target) => target === 'domain')).toEqual([]);
  });

  it('application imports only application and domain', () => {
    expect(
      violations('application', (_imp, target) => target === 'application' || target === 'domain'),
    ).toEqual([]);
  });

  it('web imports only web, packages, and types from adapters/http', () => {
    expect(
      violations('web', (imp, target, file) => {
        if (target === 'web' || target === 'package') return true;
        if (target !== 'adapters') return false;
        const path = relative(root, resolve(dirname(file), imp.specifier));
        return imp.typeOnly && path.startsWith('adapters/http');
      }),
    ).toEqual([]);
  });
});
