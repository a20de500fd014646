import { inject, injectable } from 'inversify';
import { type AuditRefund, auditFigures } from '../../domain/back-office/audit-pack';
import { verifyFairness } from '../../domain/fairness/verify-fairness';
import { gameNotFound } from '../../domain/games/game.errors';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import { canonicalJson } from '../../domain/terms/canonical-json';
import { verifyTerms } from '../../domain/terms/verify-terms';
import type { GameEntries, GameRepository, InstantPrizes, WinnerRepository } from '../games';
import type { Clock } from '../shared/ports/clock';
import type { EventLog } from '../shared/ports/event-log';
import { CLOCK, port, REPOSITORIES } from '../shared/tokens';
import { type AuditPack, claimsOf, drawEventsOf, gameFactsOf } from './audit-pack-contents';
import type {
  ClaimRow,
  ClaimTrails,
  FairnessAnswers,
  RefundRow,
  StoredTermsRow,
} from './ports/audit-sources';
import { FAIRNESS_ANSWERS } from './tokens';

/** The stores it reads, each by the one method it needs. */
type Stores = {
  games: Pick<GameRepository, 'findById'>;
  entries: Pick<GameEntries, 'listSettled'>;
  instantPrizes: Pick<InstantPrizes, 'list'>;
  winners: Pick<WinnerRepository, 'findByGame'>;
  payments: { listRefunds(gameId: number): Promise<RefundRow[]> };
  prizeClaims: { list(filter: { gameId: number }): Promise<ClaimRow[]> };
  terms: { list(gameId: number): Promise<StoredTermsRow[]> };
  events: Pick<EventLog, 'record'>;
};

export type AuditPackFormat = 'PDF' | 'ZIP';

/**
 * A game's audit pack (docs/rules/back-office.md, The audit pack): its terms, entries, figures, refunds,
 * instant prizes, the fairness check, the draw with its set-asides and each claim's trail, gathered for
 * an administrator; each download is recorded in the activity list.
 */
@injectable()
export class GetAuditPack {
  constructor(
    @inject(REPOSITORIES) private readonly repos: Stores,
    @inject(port('claimTrails')) private readonly trails: ClaimTrails,
    @inject(FAIRNESS_ANSWERS) private readonly fairness: FairnessAnswers,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(input: {
    gameId: number;
    admin: { id: number; email: string };
    format: AuditPackFormat;
  }): Promise<Result<AuditPack, DomainError>> {
    const { gameId } = input;
    const [game, answer] = await Promise.all([
      this.repos.games.findById(gameId),
      this.fairness.execute(gameId),
    ]);
    if (!game || !answer.ok) return err(gameNotFound());
    const [settled, refundRows, prizes, winner, claimRows, steps, terms] = await Promise.all([
      this.repos.entries.listSettled(gameId),
      this.repos.payments.listRefunds(gameId),
      this.repos.instantPrizes.list(gameId),
      this.repos.winners.findByGame(gameId),
      this.repos.prizeClaims.list({ gameId }),
      this.trails.ofGame(gameId),
      this.repos.terms.list(gameId),
    ]);
    const entries = settled.map(({ number, kind, priceCents, enteredAt }) => ({
      number,
      kind,
      priceCents,
      enteredAt,
    }));
    const numbers = new Map(settled.map((e) => [e.claimId, e.number]));
    const refunds: AuditRefund[] = refundRows.map((r) => ({
      number: numbers.get(r.claimId) ?? null,
      amountCents: r.amountCents,
      state: r.status,
      reason: r.reason,
      openedAt: r.createdAt,
      refundedAt: r.refundedAt,
    }));
    const now = this.clock.now();
    const report = verifyFairness(answer.value);
    await this.repos.events.record({
      kind: 'admin_action',
      userId: null,
      adminId: input.admin.id,
      gameId,
      number: null,
      amountCents: null,
      action: `Downloaded the audit pack (${input.format})`,
      at: now,
    });
    return ok({
      generatedAt: now,
      generatedBy: input.admin.email,
      game: gameFactsOf(game),
      terms: terms.map((t) => ({ ...t, document: canonicalJson(t.document) })),
      termsCheck: verifyTerms(
        answer.value.log,
        terms.map((t) => ({ ...t, document: t.document })),
      ).verdict,
      entries,
      refunds,
      figures: auditFigures(entries, refunds, game.startTime, game.closedAt ?? game.endTime),
      instantPrizes: prizes.map(({ k, name, valueCents, number, won }) => ({
        k,
        name,
        valueCents,
        number,
        won: won ? { at: won.wonAt, spin: won.spin } : null,
      })),
      fairness: {
        answer: answer.value,
        verdict: report.verdict,
        problems: [
          ...(report.seed.problem ? [report.seed.problem] : []),
          ...(report.head.problem ? [report.head.problem] : []),
          ...report.entries.flatMap((e) => e.problems.map((p) => `entry ${e.position}: ${p}`)),
        ],
      },
      winner: winner
        ? {
            number: winner.number,
            reason: winner.reason,
            selectedAt: winner.selectedAt,
            selectedBy: winner.selectedBy,
          }
        : null,
      drawEvents: drawEventsOf(answer.value.log),
      claims: claimsOf(claimRows, steps),
    });
  }
}
