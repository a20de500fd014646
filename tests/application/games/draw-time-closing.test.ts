import { describe, expect, it } from 'vitest';
import { adminWorld, HOUR } from '../admin-games/admin-world';

const MINUTE = 60_000;

describe('the automatic draw waits for the draw time', () => {
  it('draws a sell-out the set minutes after it closed, and shows that time on the game', async () => {
    const w = adminWorld();
    await w.useCases.changeSettings.execute({ values: { automaticDraw: true, drawDelayMinutes: 15 } });
    const game = await w.aGame({ durationHours: 24, totalNumbers: 2 });
    const [ann, bob] = [await w.aPlayer('Ann'), await w.aPlayer('Bob')];
    await w.claim(game.id, 1, ann);
    await w.claim(game.id, 2, bob);
    const closedAt = w.clock.now();
    expect(await w.useCases.closeGames.execute()).toEqual({ closed: [game.id], drawn: [] });
    const closed = await w.repos.games.findById(game.id);
    expect(closed?.drawAt).toEqual(new Date(closedAt.getTime() + 15 * MINUTE));
    // A setting changed later does not move a draw already fixed.
    await w.useCases.changeSettings.execute({ values: { drawDelayMinutes: 0 } });
    w.clock.advance(14 * MINUTE);
    expect(await w.useCases.closeGames.execute()).toEqual({ closed: [], drawn: [] });
    expect(await w.repos.winners.findByGame(game.id)).toBeNull();
    w.clock.advance(MINUTE);
    expect(await w.useCases.closeGames.execute()).toEqual({ closed: [], drawn: [game.id] });
  });

  it('keeps the draw rule its terms fixed when it opened, whatever the setting says at its sell-out', async () => {
    const w = adminWorld();
    await w.useCases.changeSettings.execute({ values: { automaticDraw: true, drawDelayMinutes: 30 } });
    const game = await w.aGame({ durationHours: 24, totalNumbers: 1 });
    const [terms] = await w.repos.terms.list(game.id);
    expect(terms?.document.schedule.drawAfterSellOutMinutes).toBe(30);
    await w.useCases.changeSettings.execute({ values: { drawDelayMinutes: 0 } });
    await w.claim(game.id, 1, await w.aPlayer());
    const closedAt = w.clock.now();
    expect(await w.useCases.closeGames.execute()).toEqual({ closed: [game.id], drawn: [] });
    expect((await w.repos.games.findById(game.id))?.drawAt).toEqual(
      new Date(closedAt.getTime() + 30 * MINUTE),
    );
  });

  it('with the default (0) draws a sell-out at once, and a game that ends at its end time', async () => {
    const w = adminWorld();
    await w.useCases.changeSetting.execute({ key: 'automaticDraw', value: true });
    const soldOut = await w.aGame({ durationHours: 24, totalNumbers: 1 });
    await w.claim(soldOut.id, 1, await w.aPlayer());
    expect(await w.useCases.closeGames.execute()).toEqual({ closed: [soldOut.id], drawn: [soldOut.id] });
    const ending = await w.aGame({ durationHours: 1 });
    await w.claim(ending.id, 1, await w.aPlayer());
    expect(await w.useCases.closeGames.execute()).toEqual({ closed: [], drawn: [] });
    w.clock.advance(HOUR);
    expect(await w.useCases.closeGames.execute()).toEqual({ closed: [ending.id], drawn: [ending.id] });
    expect((await w.repos.games.findById(ending.id))?.drawAt).toEqual(ending.endTime);
  });
});
