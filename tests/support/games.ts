import type { TestServer } from './test-server';

/** A new game on `server` whose every number is free to play (one free spin a player): its id. */
export async function aFreePlayGame(server: TestServer, name: string, totalNumbers: number): Promise<number> {
  const game = await server.useCases.createGame.execute({
    name,
    prize: 'Mug',
    totalNumbers,
    freePlay: { start: 1, end: totalNumbers },
  });
  if (!game.ok) throw new Error(game.error.message);
  return game.value.id;
}
