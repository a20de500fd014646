import type { AuditEntry, AuditFigures, AuditRefund } from '../../domain/back-office/audit-pack';
import type { FairnessAnswer } from '../../domain/fairness/fairness-answer';
import type { HashedEntry } from '../../domain/fairness/fairness-log';
import type { FairnessReport } from '../../domain/fairness/verify-fairness';
import type { Game } from '../../domain/games/game';
import type { Cents } from '../../domain/shared/money';
import type { TermsReport } from '../../domain/terms/verify-terms';
import type { ClaimStatus } from '../../domain/winners/prize-claim';
import type { WinnerRecord } from '../games';
import type { ClaimRow, ClaimStep, TermsVersion } from './ports/audit-sources';

/** An instant prize with its number and, once won, when and by which spin (no player). */
interface AuditInstantPrize {
  k: number;
  name: string;
  valueCents: Cents;
  number: number;
  won: { at: Date; spin: number | null } | null;
}

/** A line of the log the operator wrote about the winner: a draw, a pick or a set-aside with its reason. */
export interface AuditDrawEvent {
  position: number;
  type: 'draw' | 'pick' | 'setaside';
  number: number;
  at: string;
  reason: string | null;
}

/** A winner's claim and its trail; whether a tax record is held, never the tax id. */
export interface AuditClaim extends Omit<ClaimRow, 'signed'> {
  taxRecordHeld: boolean;
  steps: { status: ClaimStatus; at: Date; by: string }[];
}

/** Everything a game's audit pack holds (docs/rules/back-office.md, The audit pack). */
export interface AuditPack {
  generatedAt: Date;
  generatedBy: string;
  game: Pick<
    Game,
    | 'id'
    | 'code'
    | 'name'
    | 'prize'
    | 'prizeValueCents'
    | 'totalNumbers'
    | 'freePlayStart'
    | 'freePlayEnd'
    | 'startTime'
    | 'endTime'
    | 'closedAt'
    | 'cancelledAt'
    | 'cancelReason'
  >;
  terms: TermsVersion[];
  /** Each version's hash checked against the game's log (none: the game opened before terms were recorded). */
  termsCheck: TermsReport['verdict'];
  entries: AuditEntry[];
  refunds: AuditRefund[];
  figures: AuditFigures;
  instantPrizes: AuditInstantPrize[];
  fairness: {
    answer: FairnessAnswer;
    verdict: FairnessReport['verdict'];
    problems: string[];
  };
  winner: Pick<WinnerRecord, 'number' | 'reason' | 'selectedAt' | 'selectedBy'> | null;
  drawEvents: AuditDrawEvent[];
  claims: AuditClaim[];
}

/** The game's facts the pack states, and no more (not its image or description). */
export function gameFactsOf(game: Game): AuditPack['game'] {
  const { id, code, name, prize, prizeValueCents, totalNumbers, freePlayStart, freePlayEnd } = game;
  const { startTime, endTime, closedAt, cancelledAt, cancelReason } = game;
  return {
    id,
    code,
    name,
    prize,
    prizeValueCents,
    totalNumbers,
    freePlayStart,
    freePlayEnd,
    startTime,
    endTime,
    closedAt,
    cancelledAt: cancelledAt ?? null,
    cancelReason: cancelReason ?? null,
  };
}

/** The draws, picks and set-asides of the log, in its order. */
export function drawEventsOf(log: readonly HashedEntry[]): AuditDrawEvent[] {
  return log.flatMap((entry, i) =>
    entry.type === 'draw' || entry.type === 'pick' || entry.type === 'setaside'
      ? [
          {
            position: i + 1,
            type: entry.type,
            number: entry.number,
            at: entry.at,
            reason: entry.type === 'draw' ? null : entry.detail,
          },
        ]
      : [],
  );
}

/** Each claim with its steps, and only whether its winner's tax record is held. */
export function claimsOf(rows: readonly ClaimRow[], steps: readonly ClaimStep[]): AuditClaim[] {
  return [...rows]
    .sort((a, b) => a.winnerId - b.winnerId)
    .map((row) => ({
      winnerId: row.winnerId,
      number: row.number,
      prize: row.prize,
      prizeValueCents: row.prizeValueCents,
      instant: row.instant,
      status: row.status,
      taxRecordHeld: row.signed?.taxIdSealed != null,
      steps: steps
        .filter((s) => s.winnerId === row.winnerId)
        .map(({ status, at, by }) => ({ status, at, by })),
    }));
}
