import type { GameView } from '../../application/games/game-view';
import type { WinnersCursor } from '../../application/winners/ports/winners-list';
import type { DomainError } from '../../domain/shared/errors';
import type { Result } from '../../domain/shared/result';
import type { UseCases } from '../wiring/use-cases';
import { presentAvailableNumbers, presentGame, presentRecentNumbers } from './endpoints/games/games';
import { presentPublicWinners } from './endpoints/winners/winners';
import { type SerializedAnswer, serializer } from './shared-answer';

/** An answer for one game, or why there is none (an unknown game). */
export type GameAnswer = Result<SerializedAnswer, DomainError>;

/**
 * The shared public reads as sent (the games', and the public winners list): each cached value
 * presented and serialised once (shared-answer.ts).
 */
export interface GameAnswers {
  lobby(): Promise<SerializedAnswer>;
  game(id: number): Promise<GameAnswer>;
  availableNumbers(id: number): Promise<GameAnswer>;
  recentNumbers(id: number): Promise<GameAnswer>;
  /** A page of the public winners list (the first one cached: adapters/cache/cached-public-winners.ts). */
  winners(after: WinnersCursor | null): Promise<SerializedAnswer>;
}

const made = new WeakMap<UseCases, GameAnswers>();

/** One set per use cases, so the site and the Node listener's fast path serialise each value once. */
export function gameAnswers(useCases: UseCases): GameAnswers {
  let answers = made.get(useCases);
  if (!answers) {
    answers = makeGameAnswers(useCases);
    made.set(useCases, answers);
  }
  return answers;
}

function makeGameAnswers(useCases: UseCases): GameAnswers {
  const lobby = serializer((views: readonly GameView[]) => views.map(presentGame));
  const game = serializer(presentGame);
  const available = serializer(presentAvailableNumbers);
  const recent = serializer(presentRecentNumbers);
  const winners = serializer(presentPublicWinners);
  const answer = async <T extends object>(
    result: Promise<Result<T, DomainError>>,
    serialize: (value: T) => SerializedAnswer,
  ): Promise<GameAnswer> => {
    const read = await result;
    return read.ok ? { ok: true, value: serialize(read.value) } : read;
  };
  return {
    lobby: async () => lobby(await useCases.listGames.execute()),
    game: (id) => answer(useCases.getGame.execute(id), game),
    availableNumbers: (id) => answer(useCases.getAvailableNumbers.execute(id), available),
    recentNumbers: (id) => answer(useCases.getRecentNumbers.execute(id), recent),
    winners: async (after) => winners(await useCases.listPublicWinners.execute({ after })),
  };
}
