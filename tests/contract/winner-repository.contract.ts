import { beforeEach, describe, expect, it } from 'vitest';
import type { WinnerRecord } from '../../application/games/ports/winner-repository';
import { aClaim, aGameDraft, aNewUser, type StoreWorld } from './world';

type Subject = Pick<StoreWorld, 'winners' | 'users' | 'games' | 'numbers' | 'prizeClaims'>;

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

    const stored = (fields: Partial<WinnerRecord> = {}) => ({
      method: 'manual',
      selectedByAdminId: null,
      draw: null,
      ...aWinner(fields),
    });

    it('records one winner per game and finds it', async () => {
      expect(await world.winners.record(aWinner())).toBe(true);
      expect(await world.winners.findByGame(games[0] ?? 0)).toEqual(stored());
      expect(await world.winners.record(aWinner({ userId: players[1], reason: 'Second pick' }))).toBe(false);
      expect(await world.winners.findByGame(games[0] ?? 0)).toEqual(stored());
      expect(await world.winners.findByGame(games[1] ?? 0)).toBeNull();
    });

    it("lists each player's own wins, newest first, with the game and its prize", async () => {
      const [g0, g1, g2] = [games[0] ?? 0, games[1] ?? 0, games[2] ?? 0];
      await world.winners.record(
        aWinner({ gameId: g0, number: 3, selectedAt: new Date('2026-01-12T10:00:00Z') }),
      );
      await world.winners.record(
        aWinner({ gameId: g1, number: 9, selectedAt: new Date('2026-01-14T10:00:00Z') }),
      );
      await world.winners.record(aWinner({ gameId: g2, userId: players[1] }));
      const wins = await world.winners.listByUser(players[0] ?? 0);
      expect(wins).toEqual([
        {
          winnerId: expect.any(Number),
          kind: 'main',
          claimStatus: null,
          gameId: g1,
          gameName: 'Mega Wheel',
          prize: 'A bicycle',
          prizeValueCents: 1_000_000_00,
          number: 9,
          selectedAt: new Date('2026-01-14T10:00:00Z'),
        },
        expect.objectContaining({ gameId: g0, number: 3, selectedAt: new Date('2026-01-12T10:00:00Z') }),
      ]);
      expect((await world.winners.listByUser(players[1] ?? 0)).map((w) => w.gameId)).toEqual([g2]);
      const notifiedAt = new Date('2026-01-14T11:00:00Z');
      const opened = await world.prizeClaims.open({
        gameId: g1,
        gameName: 'Mega Wheel',
        prize: 'A bicycle',
        prizeValueCents: 1_000_000_00,
        notifiedAt,
        deadline: new Date('2026-01-17T11:00:00Z'),
      });
      expect(
        (await world.winners.listByUser(players[0] ?? 0)).map((w) => [w.winnerId, w.claimStatus]),
      ).toEqual([
        [opened, 'notified'],
        [wins[1]?.winnerId, null],
      ]);
      expect(await world.winners.listByUser(999_999)).toEqual([]);
    });

    it('records how the winner was chosen: a draw with its pick, a pick with the administrator', async () => {
      const draw = { index: 2, candidates: 5, sequence: 41 };
      await world.winners.record(aWinner({ method: 'draw', draw, reason: 'Random draw' }));
      await world.winners.record(aWinner({ gameId: games[1], selectedByAdminId: 7 }));
      expect(await world.winners.findByGame(games[0] ?? 0)).toEqual(
        stored({ method: 'draw', draw, reason: 'Random draw' }),
      );
      expect(await world.winners.findByGame(games[1] ?? 0)).toEqual(
        stored({ gameId: games[1], selectedByAdminId: 7 }),
      );
      await expect(world.winners.record(aWinner({ gameId: games[2], method: 'draw' }))).rejects.toThrow();
      await expect(
        world.winners.record(
          aWinner({ gameId: games[2], method: 'draw', draw: { index: 5, candidates: 5, sequence: 1 } }),
        ),
      ).rejects.toThrow();
      expect(await world.winners.findByGame(games[2] ?? 0)).toBeNull();
    });

    it('lists winners newest first with player, game and entry counts, and deletes by id', async () => {
      const [g0, g1] = [games[0] ?? 0, games[1] ?? 0];
      const [p0, p1] = [players[0] ?? 0, players[1] ?? 0];
      await world.numbers.claim(aClaim({ gameId: g0, number: 12, userId: p0, settledAt: new Date() }));
      await world.numbers.claim(aClaim({ gameId: g0, number: 13, userId: p0, settledAt: new Date() }));
      await world.numbers.claim(
        aClaim({ gameId: g0, number: 14, userId: p1, status: 'free', kind: 'free', priceCents: 0 }),
      );
      await world.numbers.claim(aClaim({ gameId: g0, number: 15, userId: p1, status: 'pending' }));
      await world.winners.record(aWinner({ selectedAt: new Date('2026-01-12T10:00:00Z') }));
      await world.winners.record(
        aWinner({ gameId: g1, userId: p1, selectedAt: new Date('2026-01-13T10:00:00Z') }),
      );
      const list = await world.winners.list();
      expect(list.map((w) => w.gameId)).toEqual([g1, g0]);
      expect(list[1]).toEqual({
        id: expect.any(Number),
        gameId: g0,
        gameName: 'Mega Wheel',
        prizeValueCents: 1_000_000_00,
        userId: p0,
        player: { firstName: 'Pat', lastName: 'Player', email: expect.stringContaining('@') },
        number: 12,
        reason: 'Longest streak',
        selectedAt: new Date('2026-01-12T10:00:00Z'),
        selectedBy: 'admin@example.com',
        selectedByAdminId: null,
        method: 'manual',
        draw: null,
        totalParticipants: 2,
        totalSpins: 3,
      });
      expect(list[0]).toMatchObject({ totalParticipants: 0, totalSpins: 0 });
      await world.users.erase(p0, new Date());
      expect((await world.winners.list())[1]?.player).toBeNull();
      const id = list[1]?.id ?? 0;
      expect(await world.winners.findById(id)).toMatchObject({ gameId: g0, number: list[1]?.number });
      expect(await world.winners.findById(999_999)).toBeNull();
      expect(await world.winners.delete(id)).toBe(true);
      expect(await world.winners.findById(id)).toBeNull();
      expect(await world.winners.delete(id)).toBe(false);
      expect(await world.winners.findByGame(g0)).toBeNull();
      expect(await world.winners.record(aWinner({ reason: 'Picked again' }))).toBe(true);
    });

    it('refuses a number the game does not have, or an unknown player', async () => {
      await expect(world.winners.record(aWinner({ number: 201 }))).rejects.toThrow();
      await expect(world.winners.record(aWinner({ userId: 999_999 }))).rejects.toThrow();
      expect(await world.winners.findByGame(games[0] ?? 0)).toBeNull();
    });
  });
}
