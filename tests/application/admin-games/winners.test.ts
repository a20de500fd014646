import { describe, expect, it } from 'vitest';
import { ADMIN, adminWorld, HOUR } from './admin-world';

describe('participants and the manual pick', () => {
  it("lists the game's settled entries, paid and free, not pending, held or released ones", async () => {
    const w = adminWorld();
    const game = await w.aGame({ totalNumbers: 20, freePlay: { start: 16, end: 20 } });
    const [ann, bob, cal] = [await w.aPlayer('Ann'), await w.aPlayer('Bob'), await w.aPlayer('Cal')];
    await w.claim(game.id, 3, ann);
    await w.claim(game.id, 17, bob, { kind: 'free', status: 'free', priceCents: 0 });
    await w.claim(game.id, 4, ann);
    await w.claim(game.id, 5, cal, { status: 'pending', settledAt: null });
    const result = await w.useCases.listParticipants.execute(game.id);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value).toMatchObject({
      gameName: 'Mug Wheel',
      totalParticipants: 2,
      gameCompleted: false,
      hasWinner: false,
    });
    expect(result.value.entries.map((e) => [e.userId, e.number, e.kind, e.priceCents])).toEqual([
      [ann, 3, 'paid', 300],
      [bob, 17, 'free', 0],
      [ann, 4, 'paid', 400],
    ]);
    expect(await w.useCases.listParticipants.execute(999)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
  });

  it('picks only a participant, with a reason, recording who, when and why; then refuses a second winner', async () => {
    const w = adminWorld();
    const game = await w.aGame();
    const [ann, bob, stranger] = [await w.aPlayer('Ann'), await w.aPlayer('Bob'), await w.aPlayer('Sam')];
    await w.claim(game.id, 8, ann);
    await w.claim(game.id, 9, ann);
    await w.claim(game.id, 10, bob, { status: 'pending', settledAt: null });
    const pick = (playerId: number, reason: unknown, number?: number) =>
      w.useCases.selectWinner.execute({ gameId: game.id, playerId, reason, number, admin: ADMIN });
    expect(await pick(ann, '   ')).toMatchObject({
      ok: false,
      error: {
        code: 'INVALID_INPUT',
        field: 'reason',
        message: 'Please provide a reason for selecting this winner',
      },
    });
    expect(await pick(stranger, 'Nice')).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', field: 'playerId' },
    });
    expect(await pick(bob, 'Pending only')).toMatchObject({ ok: false, error: { field: 'playerId' } });
    expect(await pick(ann, 'Nice', 10)).toMatchObject({ ok: false, error: { field: 'number' } });
    const chosen = await pick(ann, '  Best story  ', 9);
    expect(chosen).toEqual({
      ok: true,
      value: {
        gameId: game.id,
        playerId: ann,
        playerName: 'Ann Player',
        email: expect.stringContaining('@'),
        number: 9,
        reason: 'Best story',
        method: 'manual',
        selectedAt: w.clock.now(),
        selectedBy: ADMIN.email,
        draw: null,
      },
    });
    expect(await w.repos.winners.findByGame(game.id)).toMatchObject({
      selectedByAdminId: ADMIN.id,
      number: 9,
    });
    expect(await pick(ann, 'Again')).toMatchObject({ ok: false, error: { code: 'WINNER_ALREADY_SELECTED' } });
    const participants = await w.useCases.listParticipants.execute(game.id);
    expect(participants.ok && participants.value.entries.map((e) => e.isWinner)).toEqual([false, true]);
    expect(participants.ok && participants.value.hasWinner).toBe(true);
  });

  it('never records two winners for one game, even when two picks race', async () => {
    const w = adminWorld();
    const game = await w.aGame();
    const [ann, bob] = [await w.aPlayer('Ann'), await w.aPlayer('Bob')];
    await w.claim(game.id, 1, ann);
    await w.claim(game.id, 2, bob);
    const results = await Promise.all(
      [ann, bob, ann, bob].map((playerId) =>
        w.useCases.selectWinner.execute({ gameId: game.id, playerId, reason: 'race', admin: ADMIN }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.error.code === 'WINNER_ALREADY_SELECTED')).toHaveLength(3);
  });

  it('lists winners with their game and counts, and deletes one so the game can be picked again', async () => {
    const w = adminWorld();
    const game = await w.aGame({ prizeValueCents: 25_000 });
    const ann = await w.aPlayer('Ann');
    await w.claim(game.id, 4, ann);
    await w.useCases.selectWinner.execute({
      gameId: game.id,
      playerId: ann,
      reason: 'Only one',
      admin: ADMIN,
    });
    const [listed] = await w.useCases.listWinners.execute();
    expect(listed).toMatchObject({
      gameName: 'Mug Wheel',
      prizeValueCents: 25_000,
      number: 4,
      totalParticipants: 1,
      totalSpins: 1,
    });
    const setAside = { winnerId: listed?.id ?? 0, reason: 'Unreachable' };
    expect(await w.useCases.deleteWinner.execute(setAside)).toEqual({ ok: true, value: undefined });
    expect(await w.useCases.deleteWinner.execute(setAside)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await w.useCases.listWinners.execute()).toEqual([]);
  });
});

describe('the random draw', () => {
  it('opens once the game ended or sold out, waits for unsettled payments, and needs an entry', async () => {
    const w = adminWorld();
    const game = await w.aGame({ durationHours: 1 });
    const draw = () => w.useCases.drawWinner.execute({ gameId: game.id, admin: ADMIN });
    const ann = await w.aPlayer('Ann');
    expect(await draw()).toMatchObject({ ok: false, error: { code: 'DRAW_NOT_OPEN' } });
    w.clock.advance(HOUR);
    expect(await draw()).toMatchObject({ ok: false, error: { code: 'NO_ENTRIES' } });
    await w.claim(game.id, 6, ann);
    const held = await w.claim(game.id, 7, await w.aPlayer('Bob'), {
      status: 'held',
      settledAt: null,
      holdExpiresAt: new Date(w.clock.now().getTime() + 60_000),
    });
    expect(await draw()).toMatchObject({ ok: false, error: { code: 'DRAW_WAITING', unsettled: 1 } });
    w.clock.advance(60_000);
    // The expired hold is released by the draw itself, which then picks among the settled entry.
    const drawn = await draw();
    expect(drawn).toMatchObject({
      ok: true,
      value: {
        playerId: ann,
        number: 6,
        method: 'draw',
        reason: 'Random draw',
        draw: { index: 0, candidates: 1 },
      },
    });
    expect((await w.repos.numbers.findById(held.id))?.status).toBe('released');
    expect(await draw()).toMatchObject({ ok: false, error: { code: 'WINNER_ALREADY_SELECTED' } });
  });

  it('a sold-out game draws before its end time', async () => {
    const w = adminWorld();
    const game = await w.aGame({ totalNumbers: 2 });
    await w.claim(game.id, 1, await w.aPlayer());
    await w.claim(game.id, 2, await w.aPlayer());
    expect((await w.useCases.drawWinner.execute({ gameId: game.id, admin: ADMIN })).ok).toBe(true);
  });

  it('over many games picks every settled number equally often, paid and free alike (chi-square)', async () => {
    const w = adminWorld();
    const GAMES = 800;
    // Eight entries per game: four paid, four free, held by four players (two numbers each).
    const numbers = [2, 5, 9, 11, 13, 14, 17, 20];
    const players = [await w.aPlayer(), await w.aPlayer(), await w.aPlayer(), await w.aPlayer()];
    const games = [];
    for (let g = 0; g < GAMES; g++) {
      const game = await w.aGame({ totalNumbers: 20, freePlay: { start: 13, end: 20 }, durationHours: 1 });
      for (const [i, n] of numbers.entries()) {
        const free = n >= 13;
        await w.claim(
          game.id,
          n,
          players[i % 4] ?? 0,
          free ? { kind: 'free', status: 'free', priceCents: 0 } : {},
        );
      }
      games.push(game);
    }
    w.clock.advance(HOUR);
    const wins = new Map(numbers.map((n) => [n, 0]));
    for (const game of games) {
      const drawn = await w.useCases.drawWinner.execute({ gameId: game.id, admin: ADMIN });
      if (!drawn.ok) throw new Error(drawn.error.message);
      wins.set(drawn.value.number, (wins.get(drawn.value.number) ?? 0) + 1);
    }
    const expected = GAMES / numbers.length;
    const chiSquare = [...wins.values()].reduce(
      (sum, observed) => sum + (observed - expected) ** 2 / expected,
      0,
    );
    // 7 degrees of freedom: 24.32 is exceeded by chance once in a thousand runs.
    expect(chiSquare).toBeLessThan(24.32);
    for (const count of wins.values()) expect(count).toBeGreaterThan(0);
    const freeWins = numbers.filter((n) => n >= 13).reduce((sum, n) => sum + (wins.get(n) ?? 0), 0);
    expect(Math.abs(freeWins - GAMES / 2)).toBeLessThan(3.3 * Math.sqrt(GAMES / 4));
  });
});

describe('setting a winner aside', () => {
  it('logs every number of the player with the reason, tells the player, and leaves them out of the redraw and of a pick', async () => {
    const w = adminWorld();
    const game = await w.aGame({ totalNumbers: 20, durationHours: 1 });
    const [ann, bob, cal] = [await w.aPlayer('Ann'), await w.aPlayer('Bob'), await w.aPlayer('Cal')];
    await w.claim(game.id, 3, ann);
    await w.claim(game.id, 7, ann);
    await w.claim(game.id, 5, bob);
    await w.claim(game.id, 6, cal);
    w.clock.advance(HOUR);
    const pick = (playerId: number, number?: number) =>
      w.useCases.selectWinner.execute({
        gameId: game.id,
        playerId,
        reason: 'Best story',
        number,
        admin: ADMIN,
      });
    expect((await pick(ann, 7)).ok).toBe(true);
    const [winner] = await w.useCases.listWinners.execute();
    const reason = 'Ineligible: an employee of the sponsor';
    expect(await w.useCases.deleteWinner.execute({ winnerId: winner?.id ?? 0, reason: 42 })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', field: 'reason' },
    });
    expect(await w.useCases.deleteWinner.execute({ winnerId: winner?.id ?? 0, reason })).toEqual({
      ok: true,
      value: undefined,
    });
    const log = (await w.repos.fairness.read(game.id))?.log ?? [];
    expect(log.map(({ hash: _, at: __, ...e }) => e)).toEqual([
      { type: 'terms', detail: expect.stringMatching(/^v1:[0-9a-f]{64}$/) },
      { type: 'pick', number: 7, detail: 'Best story' },
      { type: 'setaside', number: 7, detail: reason },
      { type: 'setaside', number: 3, detail: reason },
    ]);
    const mail = (await w.repos.outbox.list(50)).filter((m) => m.message.kind === 'winner-set-aside');
    expect(mail.map((m) => m.message)).toEqual([
      { kind: 'winner-set-aside', firstName: 'Ann', gameName: 'Mug Wheel', number: 7, reason },
    ]);
    expect(await pick(ann, 3)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', field: 'playerId' },
    });
    const redraw = await w.useCases.drawWinner.execute({ gameId: game.id, admin: ADMIN });
    if (!redraw.ok) throw new Error(redraw.error.message);
    expect(redraw.value.draw?.candidates).toBe(2);
    expect([5, 6]).toContain(redraw.value.number);
  });
});
