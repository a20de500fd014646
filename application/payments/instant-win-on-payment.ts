import { claimDeadline, DEFAULT_CLAIM_WINDOW_HOURS } from '../../domain/winners/claim-window';
import type { SettingsStore } from '../settings/ports/settings-store';
import type { Repositories } from '../shared/ports/unit-of-work';

/**
 * A paid claim settled as paid wins the instant prize on its number, if it carries one not won yet
 * (docs/rules/games.md, Instant wins): the win, its prize claim and the winner's e-mail commit in the
 * settling transaction, once. A declined claim never gets here, so a number held and released won
 * nothing; its next claimer who pays wins the prize.
 */
export async function awardInstantWinOnPayment(
  tx: Pick<Repositories, 'instantPrizes'>,
  claimId: string,
  at: Date,
  windowHours: number,
): Promise<void> {
  await tx.instantPrizes.award(claimId, { at, deadline: claimDeadline(at, windowHours), windowHours });
}

/**
 * The claim window an instant win's notice states, read before the settling transaction opens (a
 * settings read inside it could wait for the connection the transaction holds).
 */
export const claimWindowOf = async (settings?: Pick<SettingsStore, 'get'>): Promise<number> =>
  settings ? await settings.get('claimWindowHours') : DEFAULT_CLAIM_WINDOW_HOURS;
