import { describe, expect, it } from 'vitest';
import type { Repositories, RepositoriesUnitOfWork } from '../../../adapters/persistence/repositories';
import type { Subscriber } from '../../../application/mail/ports/subscription-store';
import { SelectWinner } from '../../../application/winners/select-winner';
import { ADMIN, adminWorld, HOUR } from '../admin-games/admin-world';

type World = ReturnType<typeof adminWorld>;
const mail = async (w: World) => (await w.repos.outbox.list(1000)).reverse();
const ofKind = async (w: World, kind: string) => (await mail(w)).filter((e) => e.message.kind === kind);
const emailOf = async (w: World, id: number) => (await w.repos.users.findById(id))?.email;

describe('the winner e-mail', () => {
  it('a manual pick queues exactly one e-mail to the winner with game, number and prize; a refused one none', async () => {
    const w = adminWorld();
    const game = await w.aGame({ name: 'Big Wheel', prize: 'Bike', prizeValueCents: 50_000 });
    const [ann, bob] = [await w.aPlayer('Ann'), await w.aPlayer('Bob')];
    await w.claim(game.id, 8, ann);
    const pick = (playerId: number) =>
      w.useCases.selectWinner.execute({ gameId: game.id, playerId, reason: 'Story', admin: ADMIN });
    expect((await pick(bob)).ok).toBe(false);
    expect(await ofKind(w, 'winner')).toEqual([]);
    expect((await pick(ann)).ok).toBe(true);
    expect((await pick(ann)).ok).toBe(false);
    const sent = await ofKind(w, 'winner');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: await emailOf(w, ann),
      status: 'pending',
      message: { kind: 'winner', firstName: 'Ann', gameName: 'Big Wheel', prize: 'Bike', number: 8 },
    });
  });

  it('a pick whose transaction rolls back leaves neither the winner nor the e-mail', async () => {
    const w = adminWorld();
    const game = await w.aGame();
    const ann = await w.aPlayer('Ann');
    await w.claim(game.id, 3, ann);
    const real = w.persistence.unitOfWork;
    // The outbox write fails after the winner row: the whole pick must roll back.
    const failing: RepositoriesUnitOfWork = {
      run: (work) =>
        real.run((tx) => {
          const outbox = {
            ...tx.outbox,
            enqueue: async () => {
              throw new Error('disk full');
            },
          };
          return work({ ...tx, outbox } as Repositories);
        }),
    };
    const pick = new SelectWinner(failing, w.clock);
    await expect(
      pick.execute({ gameId: game.id, playerId: ann, reason: 'Story', admin: ADMIN }),
    ).rejects.toThrow('disk full');
    expect(await w.repos.winners.findByGame(game.id)).toBeNull();
    expect(await mail(w)).toEqual([]);
  });

  it('the random draw queues one e-mail to the drawn player', async () => {
    const w = adminWorld();
    const game = await w.aGame({ name: 'Draw Wheel', durationHours: 1 });
    const [ann, bob] = [await w.aPlayer('Ann'), await w.aPlayer('Bob')];
    await w.claim(game.id, 1, ann);
    await w.claim(game.id, 2, bob);
    w.clock.advance(2 * HOUR);
    const drawn = await w.useCases.drawWinner.execute({ gameId: game.id, admin: ADMIN });
    if (!drawn.ok) throw new Error(drawn.error.message);
    const sent = await ofKind(w, 'winner');
    expect(sent.map((e) => [e.to, e.message.kind === 'winner' && e.message.number])).toEqual([
      [drawn.value.email, drawn.value.number],
    ]);
  });
});

describe('new-game announcements at creation', () => {
  it('go to every confirmed subscriber but players on a break, in the creating transaction', async () => {
    const w = adminWorld();
    const [ann, bob] = [await w.aPlayer('Ann'), await w.aPlayer('Bob')];
    const subscribed = async (subscriber: Subscriber, token: string, confirmed = true) => {
      await w.repos.subscriptions.subscribe(subscriber, w.clock.now(), token);
      if (confirmed) await w.repos.subscriptions.confirm(token, w.clock.now());
    };
    await subscribed({ userId: ann }, 'ann');
    await subscribed({ userId: bob }, 'bob');
    await subscribed({ email: 'visitor@example.com' }, 'visitor');
    // Never confirmed: someone else typed this address in.
    await subscribed({ email: 'stranger@example.com' }, 'stranger', false);
    await w.repos.responsiblePlay.extendExclusion(
      bob,
      new Date(w.clock.now().getTime() + 24 * HOUR),
      w.clock.now(),
    );
    const game = await w.aGame({ name: 'Fresh Wheel' });
    const sent = await ofKind(w, 'new-game');
    expect(sent.map((e) => e.to).sort()).toEqual([await emailOf(w, ann), 'visitor@example.com'].sort());
    expect(sent[0]?.message).toMatchObject({
      gameName: 'Fresh Wheel',
      gameUrl: expect.stringContaining(`${game.id}`),
    });
  });
});

describe('completion e-mails', () => {
  it('one per participant of an ended game, once; a live game is refused', async () => {
    const w = adminWorld();
    const game = await w.aGame({ name: 'Done Wheel', prize: 'Mug', durationHours: 1 });
    const [ann, bob] = [await w.aPlayer('Ann'), await w.aPlayer('Bob')];
    await w.claim(game.id, 4, ann);
    await w.claim(game.id, 2, ann);
    await w.claim(game.id, 9, bob);
    expect(await w.useCases.sendCompletionEmails.execute(game.id)).toMatchObject({
      ok: false,
      error: { code: 'GAME_NOT_OVER' },
    });
    w.clock.advance(2 * HOUR);
    const [first, second] = await Promise.all([
      w.useCases.sendCompletionEmails.execute(game.id),
      w.useCases.sendCompletionEmails.execute(game.id),
    ]);
    expect([first, second]).toEqual(
      expect.arrayContaining([
        { ok: true, value: { sent: 2 } },
        {
          ok: false,
          error: { code: 'ALREADY_SENT', message: 'Completion emails were already sent for this game' },
        },
      ]),
    );
    const sent = await ofKind(w, 'completion');
    expect(sent.map((e) => [e.to, e.message.kind === 'completion' && e.message.numbers])).toEqual(
      expect.arrayContaining([
        [await emailOf(w, ann), [2, 4]],
        [await emailOf(w, bob), [9]],
      ]),
    );
    expect(sent).toHaveLength(2);
    expect(await w.useCases.sendCompletionEmails.execute(999)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
  });
});

describe('test e-mails', () => {
  it("refuse an address without '@' with the back office's text, and queue a sample of either type", async () => {
    const w = adminWorld();
    const admin = { firstName: 'Ada' };
    for (const email of ['', '   ', 'nobody', undefined, 42]) {
      expect(await w.useCases.sendTestEmail.execute({ email, type: 'winner', admin })).toEqual({
        ok: false,
        error: { code: 'INVALID_INPUT', field: 'email', message: 'Please enter a valid email address' },
      });
    }
    expect(
      await w.useCases.sendTestEmail.execute({ email: 'ops@example.com', type: 'receipt', admin }),
    ).toMatchObject({
      ok: false,
      error: { field: 'type' },
    });
    expect(await mail(w)).toEqual([]);
    for (const type of ['winner', 'completion']) {
      expect(await w.useCases.sendTestEmail.execute({ email: ' ops@example.com ', type, admin })).toEqual({
        ok: true,
        value: { message: 'Test email sent' },
      });
    }
    expect((await mail(w)).map((e) => [e.to, e.message.kind])).toEqual([
      ['ops@example.com', 'winner'],
      ['ops@example.com', 'completion'],
    ]);
  });
});

describe('automatic closing', () => {
  it('closes a game once when it ends; with automaticDraw on draws it once, waiting for unsettled payments', async () => {
    const w = adminWorld();
    expect((await w.useCases.changeSetting.execute({ key: 'automaticDraw', value: true })).ok).toBe(true);
    const game = await w.aGame({ durationHours: 1 });
    const [ann, bob] = [await w.aPlayer('Ann'), await w.aPlayer('Bob')];
    await w.claim(game.id, 1, ann);
    const pending = await w.claim(game.id, 2, bob, { status: 'pending', settledAt: null });
    expect(await w.useCases.closeGames.execute()).toEqual({ closed: [], drawn: [] });
    w.clock.advance(2 * HOUR);
    expect(await w.useCases.closeGames.execute()).toEqual({ closed: [game.id], drawn: [] });
    expect(await w.useCases.closeGames.execute()).toEqual({ closed: [], drawn: [] });
    expect(await w.repos.winners.findByGame(game.id)).toBeNull();
    expect(await w.repos.numbers.markPaid(pending.id, w.clock.now())).toBe(true);
    expect(await w.useCases.closeGames.execute()).toEqual({ closed: [], drawn: [game.id] });
    expect(await w.useCases.closeGames.execute()).toEqual({ closed: [], drawn: [] });
    const winner = await w.repos.winners.findByGame(game.id);
    expect(winner).toMatchObject({ method: 'draw', selectedBy: 'automatic draw' });
    expect([ann, bob]).toContain(winner?.userId);
    expect((await ofKind(w, 'winner')).map((e) => e.to)).toEqual([await emailOf(w, winner?.userId ?? 0)]);
  });

  it('with automaticDraw off closes without drawing, and never draws it later', async () => {
    const w = adminWorld();
    const game = await w.aGame({ durationHours: 1 });
    await w.claim(game.id, 1, await w.aPlayer('Ann'));
    w.clock.advance(2 * HOUR);
    expect(await w.useCases.closeGames.execute()).toEqual({ closed: [game.id], drawn: [] });
    await w.useCases.changeSetting.execute({ key: 'automaticDraw', value: true });
    expect(await w.useCases.closeGames.execute()).toEqual({ closed: [], drawn: [] });
    expect(await ofKind(w, 'winner')).toEqual([]);
  });
});
