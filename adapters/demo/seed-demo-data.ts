import type { CreateGame } from '../../application/games/create-game';
import type { GameRepository } from '../../application/games/ports/game-repository';
import { DEMO_GAMES } from './demo-games';

/** Demo mode: an empty database gets the sample games once; a database with games is left alone. */
export async function seedDemoData(games: GameRepository, createGame: CreateGame): Promise<number> {
  if ((await games.list()).length > 0) return 0;
  for (const input of DEMO_GAMES) {
    const created = await createGame.execute(input);
    if (!created.ok) throw new Error(`demo game "${input.name}" is invalid: ${created.error.message}`);
  }
  return DEMO_GAMES.length;
}
