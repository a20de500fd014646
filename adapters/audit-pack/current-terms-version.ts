import { createHash } from 'node:crypto';
import type { TermsVersion, TermsVersions } from '../../application/back-office/ports/audit-sources';
import type { GameRepository, InstantPrizes } from '../../application/games';
import { gameTypeOf } from '../../domain/games/game-types';
import { freeRangeOf } from '../../domain/games/wheel-spin';

/** Keys in a fixed (sorted) order at every depth, so the same terms give the same text and hash. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
}

/**
 * The game's terms as they stand now, as its only version ('version 1 (current)'): the terms the pack
 * states while no store of their versions is bound.
 */
export class CurrentTermsVersion implements TermsVersions {
  constructor(
    private readonly games: Pick<GameRepository, 'findById'>,
    private readonly prizes: Pick<InstantPrizes, 'list'>,
  ) {}

  async ofGame(gameId: number): Promise<TermsVersion[]> {
    const game = await this.games.findById(gameId);
    if (!game) return [];
    const range = freeRangeOf(game);
    const prizes = await this.prizes.list(gameId);
    const document = JSON.stringify(
      canonical({
        game: game.id,
        name: game.name,
        prize: game.prize,
        prizeValueCents: game.prizeValueCents,
        priceRule: gameTypeOf(game.gameType).priceRule,
        totalNumbers: game.totalNumbers,
        freeRange: range ? { from: range.from, to: range.to } : null,
        startTime: game.startTime.toISOString(),
        endTime: game.endTime.toISOString(),
        minimumToRun: game.minimumToRun ?? null,
        maxEntriesPerPlayer: game.maxEntriesPerPlayer ?? null,
        instantPrizes: prizes.map((p) => ({ k: p.k, name: p.name, valueCents: p.valueCents })),
      }),
    );
    const hash = createHash('sha256').update(document).digest('hex');
    return [{ version: 1, at: game.startTime, hash, document }];
  }
}
