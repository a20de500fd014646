import type { AuditRefundState } from '../../../domain/back-office/audit-pack';
import type { FairnessAnswer } from '../../../domain/fairness/fairness-answer';
import type { DomainError } from '../../../domain/shared/errors';
import type { Cents } from '../../../domain/shared/money';
import type { Result } from '../../../domain/shared/result';
import type { TermsDocument } from '../../../domain/terms/terms-document';
import type { ClaimStatus } from '../../../domain/winners/prize-claim';

/** A status a winner's claim took, when, and by whom ('notice', 'winner', an administrator's e-mail). */
export interface ClaimStep {
  winnerId: number;
  status: ClaimStatus;
  at: Date;
  by: string;
}

/** The trail of every winner's claim in a game: each claim's steps in the order they happened. */
export interface ClaimTrails {
  ofGame(gameId: number): Promise<ClaimStep[]>;
}

/** One version of a game's terms: its number, when it took effect, its SHA-256 and its canonical text. */
export interface TermsVersion {
  version: number;
  at: Date;
  hash: string;
  document: string;
}

/** A stored version of a game's terms (games' GameTerms fits it). */
export interface StoredTermsRow {
  version: number;
  at: Date;
  hash: string;
  document: TermsDocument;
}

/** A game's fairness answer as its public page gives it (fairness' GetFairness, bound by the wiring). */
export interface FairnessAnswers {
  execute(gameId: number): Promise<Result<FairnessAnswer, DomainError>>;
}

/** A refund of the game's ledger (payments' RefundLedger fits it). */
export interface RefundRow {
  claimId: string;
  amountCents: Cents;
  status: AuditRefundState;
  reason: string;
  createdAt: Date;
  refundedAt: Date | null;
}

/** A winner's claim of the game (winners' PrizeClaims fits it); only whether a tax record is held is read. */
export interface ClaimRow {
  winnerId: number;
  number: number;
  prize: string;
  prizeValueCents: Cents;
  instant: boolean;
  status: ClaimStatus;
  signed: { taxIdSealed: string | null } | null;
}
