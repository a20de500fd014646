import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DEFAULT_PREFERENCES } from '../../../domain/accounts/preferences';
import type { HttpClient } from '../../support/http-client';
import { type MailWorld, onePlayer, startMailWorld } from '../mail/mail-world';
import { signInAdminAt } from '../support/admin-session';

const HOUR = 3_600_000;
const emailOf = (tag: string) => `${tag}0.${process.pid}@gmail.com`;
const subjects = (w: MailWorld, tag: string) => w.smtp.to(emailOf(tag)).map((m) => m.subject);

async function setPreferences(player: HttpClient, changes: Partial<typeof DEFAULT_PREFERENCES>) {
  const current = (await player.get('/api/user/preferences')).body;
  const saved = await player.request('PUT', '/api/user/preferences', { ...current, ...changes });
  expect(saved.status).toBe(200);
}

async function newGame(w: MailWorld, name: string, freeNumbers = true) {
  const created = await w.server.useCases.createGame.execute({
    name,
    prize: 'Teapot',
    durationHours: 1,
    totalNumbers: 10,
    ...(freeNumbers ? { freePlay: { start: 1, end: 10 } } : {}),
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

describe('each player preference changes what it names (real server, SMTP)', () => {
  let w: MailWorld;
  let admin: string;
  beforeAll(async () => {
    w = await startMailWorld();
    admin = await signInAdminAt(w.server.url);
  });
  afterAll(() => w?.close());

  it("'Email Notifications' off: no completion e-mail, but the winner's notice and a reset still come", async () => {
    const [quiet, keen] = [await onePlayer(w, 'quiet'), await onePlayer(w, 'keen')];
    await setPreferences(quiet, { emailNotifications: false });
    const game = await newGame(w, 'Quiet Wheel');
    for (const player of [quiet, keen]) {
      expect((await player.post('/api/free-spin', { gameId: game.id })).status).toBe(200);
    }
    w.clock.advance(2 * HOUR);
    admin = await signInAdminAt(w.server.url);
    const headers = { cookie: admin, origin: w.server.url, 'content-type': 'application/json' };
    const post = (path: string, body?: unknown) =>
      fetch(`${w.server.url}${path}`, {
        method: 'POST',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const participants = await (
      await fetch(`${w.server.url}/api/admin/games/${game.id}/participants`, { headers })
    ).json();
    const quietEntry = participants.participants.find((p: { email: string }) => p.email === emailOf('quiet'));
    expect(
      (await post(`/api/admin/games/${game.id}/select-winner`, { playerId: quietEntry.id, reason: 'Drawn' }))
        .status,
    ).toBe(200);
    const sent = await post(`/api/admin/games/${game.id}/send-completion-emails`);
    expect(await sent.json()).toMatchObject({ sent: 1 });
    expect((await quiet.post('/api/auth/forgot-password', { email: emailOf('quiet') })).status).toBe(200);
    await w.deliver();

    expect(subjects(w, 'keen')).toContain('Quiet Wheel has ended');
    expect(subjects(w, 'quiet')).not.toContain('Quiet Wheel has ended');
    expect(subjects(w, 'quiet')).toEqual(
      expect.arrayContaining(['You won Quiet Wheel!', 'Reset your Prize Wheel password']),
    );
  });

  it("'Win Notifications' decides the in-page notice of a drawn game's result, shown once", async () => {
    const [told, untold] = [await onePlayer(w, 'told'), await onePlayer(w, 'untold')];
    await setPreferences(untold, { winNotifications: false });
    const game = await newGame(w, 'Notice Wheel');
    for (const player of [told, untold]) {
      expect((await player.post('/api/free-spin', { gameId: game.id })).status).toBe(200);
    }
    expect((await told.get('/api/user/draw-notices')).body).toEqual([]);
    w.clock.advance(2 * HOUR);
    const drawn = await w.server.useCases.drawWinner.execute({
      gameId: game.id,
      admin: { id: 0, email: 'automatic draw' },
    });
    expect(drawn.ok).toBe(true);

    const notices = (await told.get('/api/user/draw-notices')).body;
    expect(notices).toEqual([
      expect.objectContaining({
        gameId: game.id,
        gameName: 'Notice Wheel',
        winningNumber: expect.any(Number),
      }),
    ]);
    expect((await untold.get('/api/user/draw-notices')).body).toEqual([]);
    expect((await told.post(`/api/user/draw-notices/${game.id}/seen`)).status).toBe(200);
    expect((await told.get('/api/user/draw-notices')).body).toEqual([]);
    // Turned back on, the result not yet seen is told.
    await setPreferences(untold, { winNotifications: true });
    expect((await untold.get('/api/user/draw-notices')).body).toHaveLength(1);
  });

  it("'Marketing Communications' is off by default and, confirmed by e-mail, alone decides a player's new-game announcements", async () => {
    const player = await onePlayer(w, 'market');
    expect((await player.get('/api/user/preferences')).body).toMatchObject({
      marketingCommunications: false,
    });
    await newGame(w, 'Unasked Wheel');
    await setPreferences(player, { marketingCommunications: true });
    expect((await player.get('/api/user/preferences')).body).toMatchObject({ marketingCommunications: true });
    // The account's address was never verified: its owner confirms it once, as 'Get Notified' asks.
    await newGame(w, 'Unconfirmed Wheel');
    await w.deliver();
    const confirmation = w.smtp
      .to(emailOf('market'))
      .find((m) => /confirm-subscription\?token=/.test(m.text));
    const token = /confirm-subscription\?token=([\w-]+)/.exec(confirmation?.text ?? '')?.[1];
    expect((await player.post('/api/notify/confirm', { token })).status).toBe(200);
    await newGame(w, 'Wanted Wheel');
    await setPreferences(player, { marketingCommunications: false });
    await newGame(w, 'Withdrawn Wheel');
    await w.deliver();
    const got = subjects(w, 'market').filter((s) => s.startsWith('New game:'));
    expect(got).toEqual(['New game: Wanted Wheel']);
  });
});
