import { inject, injectable } from 'inversify';
import { freePlayExhausted } from '../../domain/games/game.errors';
import type { NumberClaim } from '../../domain/play/number-claim';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import { type ErasedAccounts, ErasedIdentity, type UserRepository } from '../accounts';
import { type InstantPrizes, type InstantWinResult, instantWinOf } from '../games';
import { ensureNotExcluded, type ResponsiblePlayStore } from '../responsible-play';
import type { Clock } from '../shared/ports/clock';
import type { IdGenerator } from '../shared/ports/id-generator';
import type { SettingsStore } from '../shared/ports/settings-store';
import { CLOCK, IDS, REPOSITORIES, SETTINGS } from '../shared/tokens';
import { ensureNotInMaintenance } from './ensure-not-in-maintenance';
import type { SpinDesk } from './ports/spin-desk';
import { spinRefusal } from './reserve-paid-spin';
import { SPIN_DESK } from './tokens';

/** The stores it reads and writes. */
type Stores = {
  users: UserRepository;
  erasedAccounts: ErasedAccounts;
  responsiblePlay: ResponsiblePlayStore;
  instantPrizes: InstantPrizes;
};

/** The free entry's claim and the instant prize it won at once, if its number carries one. */
export type FreeSpin = NumberClaim & { instantWin: InstantWinResult | null };

/**
 * The no-purchase entry: one per player per game, picked by the provably fair scheme among the free
 * range's available numbers. The player's checks come first (autocommit); then the spin desk's one
 * atomic step under the game's lock: status, the entry not taken yet, the free range and what is left
 * of it, the pick, the claim with its log entry and the activity event. An account deleted with
 * the player's e-mail that took the game's entry used it for them (ErasedIdentity).
 */
@injectable()
export class TakeFreeSpin {
  constructor(
    @inject(SPIN_DESK) private readonly spins: SpinDesk,
    @inject(REPOSITORIES) private readonly repos: Stores,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(IDS) private readonly ids: IdGenerator,
    @inject(SETTINGS) private readonly settings: Pick<SettingsStore, 'get'>,
    @inject(ErasedIdentity) private readonly erased: ErasedIdentity,
  ) {}

  async execute(input: { userId: number; gameId: number }): Promise<Result<FreeSpin, DomainError>> {
    const open = await ensureNotInMaintenance(this.settings);
    if (!open.ok) return open;
    const onBreak = await ensureNotExcluded(this.repos, input.userId, this.clock.now());
    if (!onBreak.ok) return onBreak;
    if (await this.erased.tookFreeEntry(this.repos, input.userId, input.gameId)) {
      return err(freePlayExhausted('used'));
    }
    const claimWindowHours = await this.settings.get('claimWindowHours');
    const claimId = this.ids.uuid();
    const outcome = await this.spins.free({ ...input, claimId, now: this.clock.now(), claimWindowHours });
    switch (outcome.kind) {
      case 'claimed':
        return ok({ ...outcome.claim, instantWin: await instantWinOf(this.repos.instantPrizes, claimId) });
      case 'exhausted':
        return err(freePlayExhausted(outcome.why));
      default:
        return err(spinRefusal(outcome));
    }
  }
}
