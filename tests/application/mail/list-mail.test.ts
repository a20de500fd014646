import { describe, expect, it } from 'vitest';
import { ADMIN, adminWorld } from '../admin-games/admin-world';

describe('the Mail panel, a page at a time', () => {
  it('finds the winner notice under a pile of other mail by kind and search, 50 a page with the total', async () => {
    const w = adminWorld();
    for (let i = 0; i < 60; i++)
      await w.repos.outbox.enqueue(
        {
          to: `player${i}@example.com`,
          message: { kind: 'password-changed', firstName: 'Pat', changedAt: w.clock.now().toISOString() },
        },
        w.clock.now(),
      );
    const game = await w.aGame({ name: 'Big Wheel', prize: 'Bike' });
    const ann = await w.aPlayer('Ann');
    await w.claim(game.id, 3, ann);
    expect(
      (
        await w.useCases.selectWinner.execute({
          gameId: game.id,
          playerId: ann,
          reason: 'Story',
          admin: ADMIN,
        })
      ).ok,
    ).toBe(true);

    const first = await w.useCases.listMail.execute({});
    expect(first).toMatchObject({ ok: true, value: { total: 61, page: 1, pageSize: 50 } });
    expect(first.ok && first.value.messages).toHaveLength(50);
    const second = await w.useCases.listMail.execute({ page: 2 });
    expect(second.ok && second.value.messages).toHaveLength(11);
    const winners = await w.useCases.listMail.execute({ kind: 'winner' });
    expect(winners.ok && winners.value.messages.map((m) => m.kind)).toEqual(['winner']);
    const searched = await w.useCases.listMail.execute({ search: 'PLAYER5' });
    expect(searched.ok && searched.value.total).toBe(11);
  });

  it('names the field of a bad status, kind or page', async () => {
    const w = adminWorld();
    expect(await w.useCases.listMail.execute({ kind: 'spam' })).toMatchObject({
      ok: false,
      error: { field: 'kind' },
    });
    expect(await w.useCases.listMail.execute({ status: 'lost' })).toMatchObject({
      ok: false,
      error: { field: 'status' },
    });
    expect(await w.useCases.listMail.execute({ page: 0 })).toMatchObject({
      ok: false,
      error: { field: 'page' },
    });
  });
});
