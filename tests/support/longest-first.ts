import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that take 12 s or more, with their seconds in a run on PostgreSQL (2 cores, three
 * workers, 2026-11-29, while other sessions' test runs kept the load average at 16-27: about three times
 * a quiet run's figures; npm-start-signals measured alone, its run's figure being a timeout's). The order
 * matters, not the figures: started first, they never leave one worker running alone at the end while
 * the others idle. A file missing here goes after them, larger first (in that run, the layer check and
 * the failover test, missing then, started after 1,650 s and 840 s of 1,850 s).
 */
export const SLOW_TEST_FILES = new Map<string, number>([
  ['tests/api/fuzz/fuzz-3.test.ts', 148],
  ['tests/api/fuzz/fuzz-2.test.ts', 130],
  ['tests/e2e/outcomes-journey.test.ts', 101],
  ['tests/contract/pglite.test.ts', 95],
  ['tests/contract/postgres.test.ts', 84],
  ['tests/e2e/admin-games-journey.test.ts', 84],
  ['tests/api/fuzz/fuzz-1.test.ts', 84],
  ['tests/e2e/player-fixes-journey.test.ts', 76],
  ['tests/e2e/payments-journey.test.ts', 74],
  ['tests/api/payments/cancel-game-kill-9.test.ts', 70],
  ['tests/e2e/public-pages-journey.test.ts', 69],
  ['tests/e2e/dashboard-journey.test.ts', 67],
  ['tests/api/compiled-server.test.ts', 65],
  ['tests/e2e/game-page-walk-journey.test.ts', 65],
  ['tests/api/concurrency/free-spin-concurrency.test.ts', 65],
  ['tests/api/security/limits-two-processes.test.ts', 63],
  ['tests/e2e/admin-copy-journey.test.ts', 61],
  ['tests/e2e/instant-wins-journey.test.ts', 59],
  ['tests/e2e/operator-end-and-ship-journey.test.ts', 56],
  ['tests/e2e/admin-back-office-journey.test.ts', 55],
  ['tests/api/security/csrf-every-route.test.ts', 55],
  ['tests/architecture/layers.test.ts', 54],
  ['tests/e2e/responsible-play-journey.test.ts', 54],
  ['tests/e2e/database-failover.test.ts', 52],
  ['tests/e2e/admin-settings-journey.test.ts', 51],
  ['tests/application/payments/refund-runners-on-database.test.ts', 51],
  ['tests/e2e/free-spin-journey.test.ts', 49],
  ['tests/e2e/winners-journey.test.ts', 47],
  ['tests/contract/user-directory-pages.test.ts', 46],
  ['tests/e2e/admin-users-journey.test.ts', 46],
  ['tests/e2e/deployment-behind-nginx.test.ts', 46],
  ['tests/contract/game-life-lifecycle.test.ts', 44],
  ['tests/e2e/typed-before-hydration.test.ts', 44],
  ['tests/e2e/spin-price-journey.test.ts', 43],
  ['tests/e2e/live-draw-journey.test.ts', 42],
  ['tests/api/config.test.ts', 40],
  ['tests/api/mail/filled-template.test.ts', 38],
  ['tests/e2e/admin-mail-journey.test.ts', 37],
  ['tests/e2e/fairness-page-journey.test.ts', 37],
  ['tests/e2e/first-paint-hydration.test.ts', 37],
  ['tests/e2e/my-prizes-journey.test.ts', 35],
  ['tests/api/operations/npm-start-signals.test.ts', 35],
  ['tests/e2e/paint-before-data-journey.test.ts', 33],
  ['tests/api/concurrency/paid-spin-restart.test.ts', 33],
  ['tests/api/mail/outage-and-two-dispatchers.test.ts', 32],
  ['tests/e2e/cancel-game-pieces.test.ts', 29],
  ['tests/e2e/history-pages-journey.test.ts', 29],
  ['tests/e2e/payments-square-form.test.ts', 29],
  ['tests/e2e/admin-analytics-journey.test.ts', 28],
  ['tests/e2e/admin-refunds-journey.test.ts', 28],
  ['tests/api/access/access.test.ts', 28],
  ['tests/contract/claim-lifecycle.test.ts', 27],
  ['tests/e2e/password-reset-journey.test.ts', 27],
  ['tests/api/live/live-two-processes.test.ts', 27],
  ['tests/api/openapi-responses.test.ts', 26],
  ['tests/e2e/live-updates-journey.test.ts', 26],
  ['tests/e2e/admin-sign-in-journey.test.ts', 25],
  ['tests/square/square-refunds.test.ts', 25],
  ['tests/e2e/admin-audit-pack-journey.test.ts', 24],
  ['tests/e2e/shared-mailboxes-journey.test.ts', 24],
  ['tests/api/payments/cancel-game-http.test.ts', 24],
  ['tests/domain/spending-limits.test.ts', 23],
  ['tests/api/payments/declines-cannot-lock.test.ts', 23],
  ['tests/e2e/cancel-game-journey.test.ts', 22],
  ['tests/e2e/claim-form-journey.test.ts', 22],
  ['tests/api/garbage.test.ts', 21],
  ['tests/domain/canonical-email.test.ts', 20],
  ['tests/cli/square-orphans.test.ts', 20],
  ['tests/web/transactions-csv.test.ts', 18],
  ['tests/e2e/terms-pages-journey.test.ts', 18],
  ['tests/contract/game-changes.test.ts', 17],
  ['tests/api/payments/pay-held-concurrency.test.ts', 17],
  ['tests/api/live/live-draw.test.ts', 17],
  ['tests/api/games/instant-wins-database.test.ts', 16],
  ['tests/application/security/login-throttle.test.ts', 14],
  ['tests/api/security/anonymous-writes.test.ts', 14],
  ['tests/api/security/session-revocation.test.ts', 14],
  ['tests/api/concurrency/paid-spin-declined-flood.test.ts', 13],
  ['tests/api/mail/password-reset.test.ts', 13],
  ['tests/api/payments/charge-gate.test.ts', 13],
  ['tests/api/live/live-stream-spellings.test.ts', 13],
  ['tests/cli/db-drill.test.ts', 12],
  ['tests/api/games/cancel-instant-prizes.test.ts', 12],
  ['tests/api/security/identical-answers.test.ts', 12],
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
