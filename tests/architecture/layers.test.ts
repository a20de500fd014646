import { resolve } from 'node:path';
import { cruise, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** dependency-cruiser with the repository's rules (.dependency-cruiser.cjs) over `baseDir`. */
async function violations(baseDir: string): Promise<string[]> {
  const options = await extractDepcruiseOptions(resolve(root, '.dependency-cruiser.cjs'));
  const result = await cruise(['domain', 'application', 'adapters', 'web'], {
    ...options,
    baseDir,
    validate: true,
    tsConfig: { fileName: resolve(root, 'tsconfig.json') },
  });
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text, not a result');
  return result.output.summary.violations.map(
    (violation: IViolation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`,
  );
}

describe('the layer rule (dependency-cruiser)', () => {
  // Parsing the whole repository took 10 s on a quiet 2-core machine and 35 s when it was loaded.
  it('holds over the repository', { timeout: 120_000 }, async () => {
    expect(await violations(root)).toEqual([]);
  });

  it('reports each kind of violation, on a fixture that breaks every rule once', async () => {
    const found = await violations(resolve(import.meta.dirname, 'fixture'));
    expect(found.sort()).toEqual(
      [
        'domain-only-domain: domain/rule.ts -> application/use-case.ts',
        'fairness-self-contained: domain/fairness/scheme.ts -> domain/rule.ts',
        'csv-self-contained: domain/csv/cells.ts -> domain/rule.ts',
        'terms-self-contained: domain/terms/document.ts -> domain/rule.ts',
        'web-only-web-and-packages: web/page.ts -> application/use-case.ts',
        'nothing-imports-web: adapters/cli/report.ts -> web/page.ts',
        'edge-not-persistence: adapters/http/route.ts -> adapters/postgres/store.ts',
        'persistence-not-edge: adapters/postgres/store.ts -> adapters/http/types.ts',
        'web-only-web-and-packages: web/page.ts -> fs',
        'web-types-only-from-edge: web/page.ts -> adapters/http/route.ts',
        'feature-through-its-entry: application/alpha/use-case.ts -> application/beta/ports/store.ts',
        'no-circular: application/circle-first.ts -> application/circle-second.ts',
        'no-circular: web/tree-paths.ts -> web/tree.gen.ts',
      ].sort(),
    );
  });
});
