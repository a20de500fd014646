import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../support/test-server';
import { useTwoMailServers } from '../../support/two-mail-servers';
import { signInAdminAt } from '../support/admin-session';
import { type MailWorld, onePlayer, startMailWorld } from './mail-world';

const HOUR = 3_600_000;

/** A request as the back office sends it, with the administrator's cookie (or none). */
async function call(server: TestServer, cookie: string | null, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A one-hour game whose numbers are all free, and a player who spun one of them. */
async function gameWithEntry(w: MailWorld, tag: string) {
  const created = await w.server.useCases.createGame.execute({
    name: `Mail Wheel ${tag}`,
    prize: 'Teapot',
    durationHours: 1,
    totalNumbers: 10,
    freePlay: { start: 1, end: 10 },
  });
  if (!created.ok) throw new Error(created.error.message);
  const player = await onePlayer(w, tag);
  const spin = await player.post('/api/free-spin', { gameId: created.value.id });
  if (spin.status !== 200) throw new Error(`free spin: ${spin.status} ${JSON.stringify(spin.body)}`);
  return {
    game: created.value,
    number: spin.body.number as number,
    email: `${tag}0.${process.pid}@gmail.com`,
  };
}

describe('mail in the back office over HTTP, to a local SMTP server', () => {
  let w: MailWorld;
  let admin: string;
  beforeAll(async () => {
    w = await startMailWorld();
    admin = await signInAdminAt(w.server.url);
  });
  afterAll(() => w?.close());

  it('refuses every mail route without an administrator session, or with a player session', async () => {
    const player = await onePlayer(w, 'refused');
    const routes: [string, string, unknown?][] = [
      ['POST', '/api/admin/test-email', { email: 'a@b.c', type: 'winner' }],
      ['POST', '/api/admin/games/1/send-completion-emails'],
      ['GET', '/api/admin/mail'],
      ['GET', '/api/admin/mail/00000000-0000-4000-8000-000000000000'],
    ];
    for (const [method, path, body] of routes) {
      expect((await call(w.server, null, method, path, body)).status).toBe(401);
      expect((await call(w.server, player.cookieHeader(), method, path, body)).status).toBe(401);
    }
  });

  it("sends test e-mails of both types, refusing an address that is not one with the back office's text", async () => {
    for (const email of ['', 'nobody', 'a@', '@example.com', 'ops@example', 'two words@example.com']) {
      expect(await call(w.server, admin, 'POST', '/api/admin/test-email', { email, type: 'winner' })).toEqual(
        {
          status: 400,
          body: expect.objectContaining({
            code: 'INVALID_INPUT',
            field: 'email',
            message: 'Please enter a valid email address',
          }),
        },
      );
    }
    for (const type of ['winner', 'completion']) {
      expect(
        await call(w.server, admin, 'POST', '/api/admin/test-email', { email: 'ops@example.com', type }),
      ).toEqual({
        status: 200,
        body: { message: 'Test email sent' },
      });
    }
    await w.deliver();
    // Two e-mails of one instant may leave in either order.
    const got = w.smtp.to('ops@example.com');
    expect(got.map((m) => m.subject).sort()).toEqual(['Test Game has ended', 'You won Test Game!']);
    expect(got.find((m) => m.subject === 'You won Test Game!')?.text).toContain(
      'Your number 42 won Test Game',
    );
  });

  it('e-mails the picked winner once (game, number, prize), then completion e-mails once per participant', async () => {
    const { game, number, email } = await gameWithEntry(w, 'winner');
    expect(
      (await call(w.server, admin, 'POST', `/api/admin/games/${game.id}/send-completion-emails`)).body,
    ).toMatchObject({
      code: 'GAME_NOT_OVER',
    });
    w.clock.advance(2 * HOUR);
    admin = await signInAdminAt(w.server.url); // the session idled out meanwhile
    const participants = await call(w.server, admin, 'GET', `/api/admin/games/${game.id}/participants`);
    expect(participants.status, JSON.stringify(participants.body)).toBe(200);
    const [entry] = participants.body.participants as { id: number }[];
    const pick = await call(w.server, admin, 'POST', `/api/admin/games/${game.id}/select-winner`, {
      playerId: entry?.id,
      reason: 'Best story',
    });
    expect(pick.status).toBe(200);
    expect(
      (
        await call(w.server, admin, 'POST', `/api/admin/games/${game.id}/select-winner`, {
          playerId: entry?.id,
          reason: 'Again',
        })
      ).status,
    ).toBe(409);
    // Several presses at once: one sends, the others are refused and queue nothing.
    const sends = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(w.server, admin, 'POST', `/api/admin/games/${game.id}/send-completion-emails`),
      ),
    );
    expect(sends.filter((s) => s.status === 200)).toEqual([
      { status: 200, body: { message: 'Completion emails sent: 1', sent: 1 } },
    ]);
    for (const refused of sends.filter((s) => s.status !== 200)) {
      expect(refused).toEqual({
        status: 409,
        body: { code: 'ALREADY_SENT', message: 'Completion emails were already sent for this game' },
      });
    }
    await w.deliver();
    // Queued at one instant: the outbox may send them in either order.
    const got = w.smtp.to(email);
    const won = got.find((m) => m.subject === `You won ${game.name}!`);
    const ended = got.find((m) => m.subject === `${game.name} has ended`);
    expect(got).toHaveLength(2);
    expect(won?.text).toContain(`Your number ${number} won ${game.name}. Your prize: Teapot`);
    expect(ended?.text).toContain(`The winning number is ${number}`);
  });

  it('lists the outbox newest first and shows one message with its HTML and text', async () => {
    const list = await call(w.server, admin, 'GET', '/api/admin/mail');
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const messages = (
      list.body as unknown as {
        messages: { id: string; status: string; subject: string | null; to: string }[];
      }
    ).messages;
    expect(list.body).toMatchObject({ page: 1, pageSize: 50, total: messages.length });
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((m) => ['pending', 'sent', 'kept', 'failed'].includes(m.status))).toBe(true);
    const sent = messages.find((m) => m.subject === 'You won Test Game!');
    expect(sent).toMatchObject({ status: 'sent', to: 'ops@example.com' });
    const one = await call(w.server, admin, 'GET', `/api/admin/mail/${sent?.id}`);
    expect(one.body).toMatchObject({ subject: 'You won Test Game!', rendered: true });
    expect(one.body.html).toContain('<html');
    expect(one.body.text).toContain('Test Game');
    expect((await call(w.server, admin, 'GET', '/api/admin/mail/not-an-id')).status).toBe(400);
    expect(
      (await call(w.server, admin, 'GET', '/api/admin/mail/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
  });
});

describe('automatic closing with two server processes on one database', () => {
  const two = useTwoMailServers();

  it('closes and draws a game that ended exactly once; its winner gets exactly one e-mail', async () => {
    const { a, b, db, smtp } = two;
    expect((await a.server.useCases.changeSetting.execute({ key: 'automaticDraw', value: true })).ok).toBe(
      true,
    );
    const { game, email } = await gameWithEntry(a, 'closing');
    for (const w of [a, b]) w.clock.advance(2 * HOUR);
    const runs = await Promise.all([
      a.server.useCases.closeGames.execute(),
      b.server.useCases.closeGames.execute(),
      a.server.useCases.closeGames.execute(),
      b.server.useCases.closeGames.execute(),
    ]);
    expect(runs.flatMap((r) => r.closed)).toEqual([game.id]);
    expect(runs.flatMap((r) => r.drawn)).toEqual([game.id]);
    await Promise.all([a.deliver(), b.deliver(), a.deliver(), b.deliver()]);
    const [row] = await db.sql<{ winners: number; closings: number }[]>`
      SELECT (SELECT count(*)::int FROM winners WHERE game_id = ${game.id}) AS winners,
             (SELECT count(*)::int FROM game_closings WHERE game_id = ${game.id}) AS closings`;
    expect(row).toEqual({ winners: 1, closings: 1 });
    expect(smtp.to(email).map((m) => m.subject)).toEqual([`You won ${game.name}!`]);
  });
});
