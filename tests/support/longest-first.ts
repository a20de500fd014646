import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that take longest, with their seconds in a run on PostgreSQL (2 cores, three workers,
 * 2026-11-27). The order matters, not the figures: started first, they never leave one worker running
 * alone at the end while the others idle. A file missing here goes after them, larger first.
 */
export const SLOW_TEST_FILES = new Map<string, number>([
  ['tests/e2e/outcomes-journey.test.ts', 69],
  ['tests/e2e/payments-journey.test.ts', 58],
  ['tests/e2e/player-fixes-journey.test.ts', 55],
  ['tests/e2e/admin-games-journey.test.ts', 50],
  ['tests/e2e/public-pages-journey.test.ts', 33],
  ['tests/e2e/dashboard-journey.test.ts', 32],
  ['tests/e2e/free-spin-journey.test.ts', 32],
  ['tests/api/compiled-server.test.ts', 27],
  ['tests/cli/square-orphans.test.ts', 27],
  ['tests/e2e/responsible-play-journey.test.ts', 25],
  ['tests/e2e/admin-back-office-journey.test.ts', 25],
  ['tests/api/payments/cancel-game-kill-9.test.ts', 24],
  ['tests/e2e/admin-users-journey.test.ts', 22],
  ['tests/e2e/live-updates-journey.test.ts', 22],
  ['tests/e2e/instant-wins-journey.test.ts', 22],
  ['tests/api/fuzz/fuzz-1.test.ts', 21],
  ['tests/e2e/cancel-game-journey.test.ts', 21],
  ['tests/e2e/history-pages-journey.test.ts', 20],
  ['tests/e2e/admin-refunds-journey.test.ts', 20],
  ['tests/e2e/admin-sign-in-journey.test.ts', 18],
  ['tests/e2e/fairness-page-journey.test.ts', 18],
  ['tests/e2e/admin-settings-journey.test.ts', 17],
  ['tests/e2e/first-paint-hydration.test.ts', 17],
  ['tests/e2e/winners-journey.test.ts', 17],
  ['tests/api/fuzz/fuzz-2.test.ts', 16],
  ['tests/api/fuzz/fuzz-3.test.ts', 15],
  ['tests/contract/pglite.test.ts', 14],
  ['tests/e2e/paint-before-data-journey.test.ts', 13],
  ['tests/api/payments/cancel-game-http.test.ts', 13],
  ['tests/e2e/password-reset-journey.test.ts', 12],
  ['tests/application/payments/pay-held-race.test.ts', 11],
  ['tests/cli/db-drill.test.ts', 10],
  ['tests/api/access/access.test.ts', 11],
  ['tests/application/payments/stalled-payer.test.ts', 10],
  ['tests/application/payments/pay-held-number.test.ts', 10],
  ['tests/e2e/admin-analytics-journey.test.ts', 9],
  ['tests/api/config.test.ts', 9],
  ['tests/contract/postgres.test.ts', 8],
  ['tests/contract/claim-lifecycle.test.ts', 8],
  ['tests/contract/game-life-lifecycle.test.ts', 8],
  ['tests/api/security/csrf-every-route.test.ts', 8],
  ['tests/e2e/admin-mail-journey.test.ts', 8],
]);

/**
 * Longest files first (Vitest's own order once its cache holds every file's duration). Without that
 * cache, as in CI's clean clone, Vitest runs larger files first: the store contracts, small files that
 * run 229 tests each, came last, and one worker ran them alone for the last 50 s of a 430 s run.
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const key = (file: TestSpecification) => `${file.project.name}:${this.pathOf(file)}`;
    if (files.every((file) => this.ctx.cache.getFileTestResults(key(file)))) return super.sort(files);
    const bySize = await super.sort(files);
    const seconds = (file: TestSpecification) => SLOW_TEST_FILES.get(this.pathOf(file)) ?? 0;
    // Array.prototype.sort is stable: files alike in seconds keep the size order.
    return bySize.sort((a, b) => seconds(b) - seconds(a));
  }

  private pathOf(file: TestSpecification): string {
    return relative(this.ctx.config.root, file.moduleId);
  }
}
