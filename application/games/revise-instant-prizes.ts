import type { Game, GameRules } from '../../domain/games/game';
import { type GameChanges, type GameRevision, numbersLocked } from '../../domain/games/game-revision';
import { checkInstantPrizes, gameTypeForPrizes, sameInstantPrizes } from '../../domain/games/instant-prizes';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import { placeInstantPrizes } from './place-instant-prizes';
import type { GameLog } from './ports/game-log';
import type { InstantPrizes } from './ports/instant-prizes';

/**
 * An edit's instant prizes (docs/rules/games.md, Instant wins): editable, with the game's numbers,
 * until the first claim, then locked with the free range. When the prizes or the numbers change, the
 * prizes are placed again on the numbers the seed gives for the new list; the game's type follows
 * the list. Answers the type to store.
 */
export async function reviseInstantPrizes(
  tx: { fairness: GameLog; instantPrizes: InstantPrizes },
  game: Game,
  changes: GameChanges,
  revision: GameRevision,
  hasClaims: boolean,
  rules: GameRules,
): Promise<Result<Pick<GameRevision, 'gameType'>, DomainError>> {
  const stored = await tx.instantPrizes.list(game.id);
  const current = stored.map(({ name, valueCents }) => ({ name, valueCents }));
  const asked = checkInstantPrizes(
    changes.instantPrizes ?? current,
    revision.totalNumbers,
    rules.maxPrizeValueCents,
  );
  if (!asked.ok) return asked;
  const changed = !sameInstantPrizes(current, asked.value);
  if (changed && hasClaims) return err(numbersLocked('instantPrizes'));
  if (changed || revision.totalNumbers !== game.totalNumbers)
    await placeInstantPrizes(tx, { id: game.id, totalNumbers: revision.totalNumbers }, asked.value);
  return ok({ gameType: gameTypeForPrizes(asked.value) });
}
