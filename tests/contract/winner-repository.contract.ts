import { beforeEach, describe, expect, it } from 'vitest';
import type { WinnerRecord } from '../../application/ports/winner-repository';
import { aGameDraft, aNewUser, type StoreWorld } from './world';

type Subject = Pick<StoreWorld, 'winners' | 'users' | 'games'>;

export function describeWinnerRepositoryContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`WinnerRepository contract: ${name}`, () => {
    let world: Subject;
    let players: number[];
    let games: number[];
    const aWinner = (fields: Partial<WinnerRecord> = {}): WinnerRecord => ({
      gameId: games[0] ?? 0,
      userId: players[0] ?? 0,
      number: 12,
      reason: 'Longest streak',
      selectedAt: new Date('2026-01-12T10:00:00Z'),
      selectedBy: 'admin@example.com',
      ...fields,
    });

    beforeEach(async () => {
      world = await makeSubject();
      players = [];
      games = [];
      for (let i = 0; i < 2; i++) players.push((await world.users.create(aNewUser()))?.id ?? 0);
      for (let i = 0; i < 3; i++) games.push((await world.games.create(aGameDraft())).id);
    });

    it('records one winner per game and finds it', async () => {
      expect(await world.winners.record(aWinner())).toBe(true);
      expect(await world.winners.findByGame(games[0] ?? 0)).toEqual(aWinner());
      expect(await world.winners.record(aWinner({ userId: players[1], reason: 'Second pick' }))).toBe(false);
      expect(await world.winners.findByGame(games[0] ?? 0)).toEqual(aWinner());
      expect(await world.winners.findByGame(games[1] ?? 0)).toBeNull();
    });

    it('counts the games each player has won', async () => {
      await world.winners.record(aWinner({ gameId: games[0] }));
      await world.winners.record(aWinner({ gameId: games[1] }));
      await world.winners.record(aWinner({ gameId: games[2], userId: players[1] }));
      expect(await world.winners.countByUser(players[0] ?? 0)).toBe(2);
      expect(await world.winners.countByUser(players[1] ?? 0)).toBe(1);
      expect(await world.winners.countByUser(999_999)).toBe(0);
    });

    it('refuses a number the game does not have, or an unknown player', async () => {
      await expect(world.winners.record(aWinner({ number: 201 }))).rejects.toThrow();
      await expect(world.winners.record(aWinner({ userId: 999_999 }))).rejects.toThrow();
      expect(await world.winners.findByGame(games[0] ?? 0)).toBeNull();
    });
  });
}
