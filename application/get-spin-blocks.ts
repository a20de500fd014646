import type { DomainError } from '../domain/errors';
import { gameNotFound } from '../domain/game.errors';
import { err, ok, type Result } from '../domain/result';
import { isExcluded, selfExcluded } from '../domain/self-exclusion';
import { underMaintenance } from '../domain/settings';
import { checkSpin, hasLimitInForce, limitsInForce, NO_LIMITS } from '../domain/spending-limits';
import { LIMIT_PERIODS, periodStart } from '../domain/spending-periods';
import type { Clock } from './ports/clock';
import type { SettingsStore } from './ports/settings-store';
import type { Repositories } from './ports/unit-of-work';

/** Why a kind of spin would be refused now: maintenance, the player's break or a spending limit. */
export interface SpinBlock {
  reason: 'maintenance' | 'break' | 'limit';
  message: string;
}

export interface SpinBlocks {
  paid: SpinBlock | null;
  free: SpinBlock | null;
}

const blockOf = (reason: SpinBlock['reason'], error: DomainError): SpinBlock => ({
  reason,
  message: error.message,
});

/**
 * What the spins would answer now, read before any press so the game page disables its buttons with
 * the reason: the same rules the spins apply (a free entry is no spending, so only a paid spin meets
 * the limits). The spins still decide under their locks; this read only tells in advance.
 */
export class GetSpinBlocks {
  constructor(
    private readonly repos: Pick<Repositories, 'games' | 'numbers' | 'responsiblePlay'>,
    private readonly settings: Pick<SettingsStore, 'get'>,
    private readonly clock: Clock,
  ) {}

  async execute(input: { gameId: number; userId: number | null }): Promise<Result<SpinBlocks, DomainError>> {
    if (!(await this.repos.games.findById(input.gameId))) return err(gameNotFound());
    if (await this.settings.get('maintenanceMode')) {
      const block = blockOf('maintenance', underMaintenance());
      return ok({ paid: block, free: block });
    }
    if (input.userId === null) return ok({ paid: null, free: null });
    const now = this.clock.now();
    const record = await this.repos.responsiblePlay.find(input.userId);
    if (record?.excludedUntil && isExcluded(record.excludedUntil, now)) {
      const block = blockOf('break', selfExcluded(record.excludedUntil));
      return ok({ paid: block, free: block });
    }
    const amounts = limitsInForce(record?.limits ?? NO_LIMITS, now);
    if (!hasLimitInForce(amounts)) return ok({ paid: null, free: null });
    const [spentList, highest] = await Promise.all([
      this.repos.responsiblePlay.spentSince(
        input.userId,
        LIMIT_PERIODS.map((period) => periodStart(period, now)),
      ),
      this.repos.numbers.highestAvailablePrice(input.gameId),
    ]);
    const [daily = 0, weekly = 0, monthly = 0] = spentList;
    const refusal = checkSpin(amounts, { daily, weekly, monthly }, highest, now);
    return ok({ paid: refusal ? blockOf('limit', refusal) : null, free: null });
  }
}
