import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest, measured (a full run's per-file durations), most of them first: the two
 * workers take files from one queue, so a long file started last keeps one worker busy while the
 * other has nothing left to do. Vitest's own order (last run's durations, else file size) knows
 * nothing on a clean clone, where CI runs.
 */
const SLOW_FIRST: readonly RegExp[] = [
  // Mostly waiting on a second server process's reconciler: started first, its waits overlap others' work.
  /^tests\/api\/payments\/cancel-game-kill-9\./,
  /^tests\/e2e\/(outcomes|payments|player-fixes|public-pages|deployment-behind-nginx)/,
  /^tests\/e2e\//,
  /^tests\/api\/fuzz\//,
  /^tests\/contract\/(claim-lifecycle|game-life-lifecycle)\./,
  /^tests\/api\/(config\.|security\/login-throttling|mail\/|payments\/cancel-game-http|games\/instant-wins-database)/,
  /^tests\/cli\//,
  /^tests\/api\/concurrency\//,
  /^tests\/contract\//,
];

/** Files by how slow they are known to be; within one rank (and for the rest), Vitest's own order. */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const root = this.ctx.config.root;
    const rank = (file: TestSpecification) => {
      const path = relative(root, file.moduleId).replaceAll('\\', '/');
      const index = SLOW_FIRST.findIndex((pattern) => pattern.test(path));
      return index === -1 ? SLOW_FIRST.length : index;
    };
    const ranks = new Map(ordered.map((file) => [file, rank(file)]));
    return ordered
      .map((file, position) => ({ file, position }))
      .sort((a, b) => (ranks.get(a.file) ?? 0) - (ranks.get(b.file) ?? 0) || a.position - b.position)
      .map(({ file }) => file);
  }
}
