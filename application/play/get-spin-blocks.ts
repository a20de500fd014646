import { inject, injectable } from 'inversify';
import { type Game, gameStatus, unsoldNumbers } from '../../domain/games/game';
import { gameNotFound } from '../../domain/games/game.errors';
import { chargeGate } from '../../domain/payments/charge-gate';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { UserRepository } from '../accounts';
import type { GameEntries, GameRepository, NumberPool } from '../games';
import { ensureNotExcluded, limitsAndSpending, type ResponsiblePlayStore } from '../responsible-play';
import type { Clock } from '../shared/ports/clock';
import type { SettingsStore } from '../shared/ports/settings-store';
import { CLOCK, REPOSITORIES, SETTINGS } from '../shared/tokens';
import { ensureNotInMaintenance } from './ensure-not-in-maintenance';

/** Why a kind of spin would be refused now: maintenance, the player's break or a spending limit. */
interface SpinBlock {
  reason: 'maintenance' | 'break' | 'limit';
  message: string;
}

export interface SpinBlocks {
  paid: SpinBlock | null;
  free: SpinBlock | null;
}

const REASONS: Partial<Record<DomainError['code'], SpinBlock['reason']>> = {
  MAINTENANCE: 'maintenance',
  SELF_EXCLUDED: 'break',
  LIMIT_REACHED: 'limit',
};

/**
 * A refusal said before any press. Other refusals (the player's state, the game not live) are said
 * elsewhere on the game page, or by the spin itself when pressed.
 */
function blockOf(decision: Result<void, DomainError>): SpinBlock | null {
  if (decision.ok) return null;
  const reason = REASONS[decision.error.code];
  return reason ? { reason, message: decision.error.message } : null;
}

type SpinBlockRepos = {
  games: GameRepository;
  numbers: NumberPool;
  users: UserRepository;
  entries: GameEntries;
  responsiblePlay: ResponsiblePlayStore;
};

/**
 * What the spins would answer now, read before any press so the game page disables its buttons with
 * the reason. It asks the very decisions the spins ask: the charge gate for a paid spin (priced at
 * the dearest available number, as a spin's limit check is), and the free entry's own checks
 * (maintenance, then the player's break: a free entry is no spending, so it meets no limit). The
 * spins still decide under their locks; this read only tells in advance.
 */
@injectable()
export class GetSpinBlocks {
  constructor(
    @inject(REPOSITORIES) private readonly repos: SpinBlockRepos,
    @inject(SETTINGS) private readonly settings: Pick<SettingsStore, 'get'>,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(input: { gameId: number; userId: number | null }): Promise<Result<SpinBlocks, DomainError>> {
    const game = await this.repos.games.findById(input.gameId);
    if (!game) return err(gameNotFound());
    const open = await ensureNotInMaintenance(this.settings);
    // A visitor is refused only by maintenance before the sign-in the spins ask for.
    if (input.userId === null) return ok({ paid: blockOf(open), free: blockOf(open) });
    const now = this.clock.now();
    const free = open.ok ? await ensureNotExcluded(this.repos, input.userId, now) : open;
    const paid = await this.paidBlock(input.userId, game, !open.ok, now);
    return ok({ paid, free: blockOf(free) });
  }

  private async paidBlock(userId: number, game: Game, maintenance: boolean, now: Date) {
    const gameId = game.id;
    const [user, record, available, counts, highest] = await Promise.all([
      this.repos.users.findById(userId),
      this.repos.responsiblePlay.find(userId),
      this.repos.numbers.countAvailable(gameId),
      this.repos.entries.claimCounts([gameId]),
      this.repos.numbers.highestAvailablePrice(gameId),
    ]);
    if (!user) return null;
    const { limits, spentList } = await limitsAndSpending(this.repos.responsiblePlay, userId, record, now);
    const [daily = 0, weekly = 0, monthly = 0] = spentList;
    const unsold = unsoldNumbers(available, counts.get(gameId)?.unsettled ?? 0);
    return blockOf(
      chargeGate({
        maintenance,
        player: user,
        excludedUntil: record?.excludedUntil ?? null,
        gameStatus: gameStatus(game, unsold, now),
        gameStartTime: game.startTime,
        limits,
        spent: { daily, weekly, monthly },
        amount: highest,
        now,
      }),
    );
  }
}
