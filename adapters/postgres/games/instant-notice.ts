import { winnerNoticeTerms } from '../../../domain/winners/winner-notice';
import type { Queryable } from '../queryable';

/** The instant winner's notice terms (the domain's), to which instant_award adds what it finds under the lock. */
export const instantNoticeTerms = (n: { deadline: Date; windowHours: number }) =>
  winnerNoticeTerms({ claimBy: n.deadline, claimWindowHours: n.windowHours, instant: true });

/**
 * The instant winner's notice as the award statement receives it (`claim_notice`, instant_award): the
 * domain's terms, to which the statement adds the facts it finds under the game's lock.
 */
export const instantNoticeParameter = (sql: Queryable, n: { deadline: Date; windowHours: number }) =>
  sql.json(instantNoticeTerms(n));
