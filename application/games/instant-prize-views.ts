import { publishedInstantPrizes } from '../../domain/fairness/instant-wins';
import type { Game } from '../../domain/games/game';
import type { GameStatus } from '../../domain/games/game-status';
import type { Cents } from '../../domain/shared/money';
import { publicWinnerName } from '../../domain/winners/winner-publicity';
import type { PreferencesStore, UserRepository } from '../accounts';
import type { InstantPrizes, StoredInstantPrize } from './ports/instant-prizes';

/** An instant prize as every game answer lists it (docs/rules/games.md, Instant wins). */
export interface InstantPrizeView {
  k: number;
  name: string;
  valueCents: Cents;
  won: boolean;
  /** Shown once won, or once the game can take no more claims; null before. */
  number: number | null;
  /** The winner as the public may see them ('Pat P. from TN', 'A player from TN'); null while unwon. */
  winner: string | null;
  wonAt: Date | null;
}

/**
 * Whether a game's unwon instant-win numbers may be shown: once it can take no claim again (closed for
 * good, or past its end). A sold-out game with a hold that may be released is not there yet.
 */
const instantNumbersPublic = (game: Pick<Game, 'closedAt'>, status: GameStatus): boolean =>
  game.closedAt != null || status === 'ended';

/** The game's instant prizes as the game answers show them, the winners named by the publicity rule. */
async function instantPrizeViews(
  repos: { users: UserRepository; preferences: PreferencesStore },
  stored: readonly StoredInstantPrize[],
  numbersPublic: boolean,
): Promise<InstantPrizeView[]> {
  const spins = new Map(stored.flatMap((p) => (p.won ? [[p.k, p.won.spin ?? 0] as const] : [])));
  const published = publishedInstantPrizes(
    stored.map((p) => ({ name: p.name, value: p.valueCents })),
    stored.map((p) => p.number),
    spins,
    numbersPublic,
  );
  return Promise.all(
    stored.map(async (p, index) => {
      const won = p.won;
      const winner = won ? publicWinnerName(await repos.users.findById(won.userId)) : null;
      return {
        k: p.k,
        name: p.name,
        valueCents: p.valueCents,
        won: won !== null,
        number: published[index]?.number ?? null,
        winner,
        wonAt: won?.wonAt ?? null,
      };
    }),
  );
}

/** The instant prizes of these games' views, by game id (one read of the prizes for all of them). */
export async function instantPrizesOfGames(
  repos: { users: UserRepository; preferences: PreferencesStore; instantPrizes: InstantPrizes },
  games: readonly { game: Pick<Game, 'id' | 'closedAt'>; status: GameStatus }[],
): Promise<Map<number, InstantPrizeView[]>> {
  const stored = await repos.instantPrizes.listByGames(games.map(({ game }) => game.id));
  const views = new Map<number, InstantPrizeView[]>();
  for (const { game, status } of games) {
    const prizes = stored.get(game.id);
    if (prizes)
      views.set(game.id, await instantPrizeViews(repos, prizes, instantNumbersPublic(game, status)));
  }
  return views;
}
