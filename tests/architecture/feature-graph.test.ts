import { resolve } from 'node:path';
import { cruise } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/**
 * Pairs of application features tied by imports (either way, type imports included), counting
 * application/shared/ as a feature (ARCHITECTURE.md, Features have borders).
 */
const MAX_PAIRS = 25;

/** Which application feature imports which (application/<feature>/...), as dependency-cruiser resolves it. */
async function featureGraph(baseDir: string): Promise<Map<string, Set<string>>> {
  const result = await cruise(['application'], {
    baseDir,
    tsPreCompilationDeps: true,
    preserveSymlinks: true,
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: resolve(root, 'tsconfig.json') },
  });
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text, not a result');
  const graph = new Map<string, Set<string>>();
  const featureOf = (path: string) => /^application\/([^/]+)\//.exec(path)?.[1];
  for (const module of result.output.modules) {
    const from = featureOf(module.source);
    if (!from) continue;
    for (const dependency of module.dependencies) {
      const to = featureOf(dependency.resolved);
      if (!to || to === from) continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/** The unordered pairs of features tied by an import, each as 'a b' (a before b). */
function pairsOf(graph: Map<string, Set<string>>): string[] {
  const pairs = new Set<string>();
  for (const [from, tos] of graph) for (const to of tos) pairs.add([from, to].sort().join(' '));
  return [...pairs].sort();
}

/** A circle of features ('a -> b -> a'), or null when the graph has none (a depth-first search). */
function circleOf(graph: Map<string, Set<string>>): string | null {
  const done = new Set<string>();
  const visit = (feature: string, path: string[]): string | null => {
    if (path.includes(feature)) return [...path.slice(path.indexOf(feature)), feature].join(' -> ');
    if (done.has(feature)) return null;
    for (const next of [...(graph.get(feature) ?? [])].sort()) {
      const circle = visit(next, [...path, feature]);
      if (circle) return circle;
    }
    done.add(feature);
    return null;
  };
  for (const feature of [...graph.keys()].sort()) {
    const circle = visit(feature, []);
    if (circle) return circle;
  }
  return null;
}

/** What breaks the features' borders: a circle, or more tied pairs than allowed. */
function bordersBroken(graph: Map<string, Set<string>>, maxPairs: number): string[] {
  const circle = circleOf(graph);
  const pairs = pairsOf(graph);
  return [
    ...(circle ? [`circle of features: ${circle}`] : []),
    ...(pairs.length > maxPairs ? [`${pairs.length} pairs of features tied, more than ${maxPairs}`] : []),
  ];
}

describe('the application features (each a folder of application/)', () => {
  // Cruising application/ took 3 s on a quiet 2-core machine; allow for a loaded one.
  it('import each other in no circle, and in few pairs', { timeout: 120_000 }, async () => {
    const graph = await featureGraph(root);
    expect(bordersBroken(graph, MAX_PAIRS), pairsOf(graph).join('\n')).toEqual([]);
  });

  it('report a circle and too many pairs, on a fixture of two features importing each other', async () => {
    const graph = await featureGraph(resolve(import.meta.dirname, 'fixture'));
    expect(pairsOf(graph)).toEqual(['alpha beta', 'alpha shared']);
    expect(bordersBroken(graph, 1)).toEqual([
      'circle of features: alpha -> beta -> alpha',
      '2 pairs of features tied, more than 1',
    ]);
  });
});
