import type { MailMessage } from '../mail/mail-message';
import { needsTaxId } from './tax-id';

/** The winner's notice (docs/rules/winners.md, Notifying). */
export type WinnerNotice = Extract<MailMessage, { kind: 'winner' }>;

/** What the notice reports: who won what, found where the win is recorded. */
export interface WinnerNoticeFacts {
  firstName: string;
  gameName: string;
  prize: string;
  prizeValueCents: number;
  number: number;
  /** The claim page's winner id; null for a notice queued without a claim. */
  winnerId: number | null;
}

/** What the notice promises: the claim deadline and window, and whether the prize is an instant one. */
export interface WinnerNoticeTerms {
  claimBy: Date;
  claimWindowHours: number;
  instant?: boolean;
}

/** The notice's terms as it states them (a notice without a claim page states no window). */
export function winnerNoticeTerms(
  terms: WinnerNoticeTerms,
  withClaim = true,
): Omit<WinnerNotice, keyof WinnerNoticeFacts> {
  return {
    kind: 'winner',
    claimBy: terms.claimBy.toISOString(),
    ...(withClaim ? { claimWindowHours: terms.claimWindowHours } : {}),
    ...(terms.instant ? { instant: true as const } : {}),
  };
}

/**
 * The winner's notice: its terms, then the facts. A store that records the win in one statement (the
 * instant award, adapters/postgres/functions/instant-award.sql) is handed `winnerNoticeTerms` and adds the
 * facts it finds under its lock, named as `WinnerNoticeFacts` names them; it decides nothing of the notice.
 */
export function winnerNotice(facts: WinnerNoticeFacts, terms: WinnerNoticeTerms): WinnerNotice {
  const { winnerId, ...rest } = facts;
  return {
    ...winnerNoticeTerms(terms, winnerId !== null),
    ...rest,
    ...(winnerId === null ? {} : { winnerId }),
  };
}

/**
 * Whether the notice tells the winner a tax id (SSN or ITIN) will be asked on the claim form: a prize
 * at or above the tax reporting threshold (domain/winners/tax-id.ts). Read from the notice's prize value,
 * so a notice the instant award built in SQL says it as one built here does.
 */
export const noticeAsksTaxId = (notice: Pick<WinnerNotice, 'prizeValueCents'>): boolean =>
  needsTaxId(notice.prizeValueCents);
