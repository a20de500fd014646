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
  settings?: Pick<SettingsStore, 'get'>,
): Promise<void> {
  const windowHours = settings ? await settings.get('claimWindowHours') : DEFAULT_CLAIM_WINDOW_HOURS;
  await tx.instantPrizes.award(claimId, { at, deadline: claimDeadline(at, windowHours), windowHours });
}
