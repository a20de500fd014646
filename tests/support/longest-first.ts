import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that take 12 s or more, with their seconds in a run of npm test on PostgreSQL (2 cores,
 * three workers, 2026-11-29, from a build-less worktree, while other sessions' runs kept the load average
 * at 18-23: 1,249 s in all, about three times a quiet run). The order matters, not the figures: started
 * first, they never leave one worker running alone at the end while the others idle. A file missing
 * here goes after them, larger first.
 */
export const SLOW_TEST_FILES = new Map<string, number>([
  ['tests/e2e/database-failover.test.ts', 112],
  ['tests/e2e/outcomes-journey.test.ts', 96],
  ['tests/api/fuzz/fuzz-3.test.ts', 91],
  ['tests/api/compiled-server.test.ts', 88],
  ['tests/api/fuzz/fuzz-1.test.ts', 85],
  ['tests/api/operations/npm-start-signals.test.ts', 79],
  ['tests/e2e/admin-games-journey.test.ts', 79],
  ['tests/api/fuzz/fuzz-2.test.ts', 78],
  ['tests/e2e/public-pages-journey.test.ts', 73],
  ['tests/contract/postgres.test.ts', 62],
  ['tests/e2e/player-fixes-journey.test.ts', 62],
  ['tests/e2e/dashboard-journey.test.ts', 62],
  ['tests/e2e/payments-journey.test.ts', 61],
  ['tests/e2e/admin-back-office-journey.test.ts', 61],
  ['tests/api/payments/cancel-game-kill-9.test.ts', 60],
  ['tests/e2e/game-page-walk-journey.test.ts', 60],
  ['tests/e2e/responsible-play-journey.test.ts', 58],
  ['tests/contract/pglite.test.ts', 58],
  ['tests/api/concurrency/free-spin-concurrency.test.ts', 58],
  ['tests/e2e/free-spin-journey.test.ts', 56],
  ['tests/e2e/instant-wins-journey.test.ts', 55],
  ['tests/e2e/deployment-behind-nginx.test.ts', 50],
  ['tests/e2e/admin-settings-journey.test.ts', 43],
  ['tests/e2e/fairness-page-journey.test.ts', 43],
  ['tests/contract/game-life-lifecycle.test.ts', 43],
  ['tests/e2e/first-paint-hydration.test.ts', 42],
  ['tests/api/security/csrf-every-route.test.ts', 38],
  ['tests/architecture/layers.test.ts', 38],
  ['tests/e2e/operator-end-and-ship-journey.test.ts', 37],
  ['tests/api/security/limits-two-processes.test.ts', 36],
  ['tests/e2e/admin-users-journey.test.ts', 35],
  ['tests/e2e/my-prizes-journey.test.ts', 34],
  ['tests/e2e/history-pages-journey.test.ts', 34],
  ['tests/e2e/cancel-game-journey.test.ts', 32],
  ['tests/api/concurrency/paid-spin-concurrency.test.ts', 32],
  ['tests/api/live/live-two-processes.test.ts', 32],
  ['tests/e2e/admin-copy-journey.test.ts', 31],
  ['tests/e2e/paint-before-data-journey.test.ts', 30],
  ['tests/e2e/spin-price-journey.test.ts', 28],
  ['tests/api/config.test.ts', 28],
  ['tests/e2e/winners-journey.test.ts', 27],
  ['tests/e2e/live-updates-journey.test.ts', 26],
  ['tests/api/payments/duplicate-cards-migration.test.ts', 26],
  ['tests/e2e/live-draw-journey.test.ts', 25],
  ['tests/contract/user-directory-pages.test.ts', 25],
  ['tests/e2e/cancel-game-pieces.test.ts', 24],
  ['tests/e2e/admin-refunds-journey.test.ts', 24],
  ['tests/api/access/access.test.ts', 24],
  ['tests/e2e/admin-mail-journey.test.ts', 24],
  ['tests/e2e/admin-sign-in-journey.test.ts', 23],
  ['tests/application/payments/refund-runners-on-database.test.ts', 23],
  ['tests/api/payments/cancel-game-http.test.ts', 22],
  ['tests/api/openapi-responses.test.ts', 21],
  ['tests/e2e/password-reset-journey.test.ts', 19],
  ['tests/cli/db-drill.test.ts', 19],
  ['tests/e2e/typed-before-hydration.test.ts', 19],
  ['tests/cli/square-orphans.test.ts', 19],
  ['tests/contract/fair-pick-sql.test.ts', 18],
  ['tests/api/concurrency/paid-spin-restart.test.ts', 17],
  ['tests/api/live/live-draw.test.ts', 17],
  ['tests/api/operations/reads-on-standby.test.ts', 17],
  ['tests/api/games/cancel-instant-prizes.test.ts', 16],
  ['tests/api/mail/outage-and-two-dispatchers.test.ts', 16],
  ['tests/e2e/admin-audit-pack-journey.test.ts', 16],
  ['tests/e2e/claim-form-journey.test.ts', 16],
  ['tests/contract/claim-lifecycle.test.ts', 16],
  ['tests/domain/fairness/sha256.test.ts', 15],
  ['tests/api/games/instant-wins-database.test.ts', 15],
  ['tests/api/security/login-throttling.test.ts', 14],
  ['tests/e2e/admin-analytics-journey.test.ts', 14],
  ['tests/api/fairness/held-instant-number.test.ts', 13],
  ['tests/api/payments/declines-cannot-lock.test.ts', 12],
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
