import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESET_REQUESTS_PER_EMAIL, RESET_WINDOW_MS } from '../../../domain/accounts/password-reset';
import { HttpClient } from '../../support/http-client';
import { type MailWorld, onePlayer, startMailWorld } from './mail-world';

describe('password reset by e-mail', () => {
  let w: MailWorld;
  beforeAll(async () => {
    w = await startMailWorld();
  });
  afterAll(() => w?.close());
  // Each test starts a fresh window of the per-address request limit (all requests come from here).
  beforeEach(() => w.clock.advance(RESET_WINDOW_MS));

  const tokenIn = (text: string) => /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

  const resetWith = (token: string, password: string) =>
    new HttpClient(w.server.url).post('/api/auth/reset-password', { token, password });

  async function requestLink(email: string): Promise<string> {
    const asked = await new HttpClient(w.server.url).post('/api/auth/forgot-password', { email });
    expect(asked.status).toBe(200);
    await w.deliver();
    const mail = w.smtp.to(email).at(-1);
    expect(mail?.subject).toBe('Reset your Prize Wheel password');
    return tokenIn(mail?.text ?? '');
  }

  it('answers the same for a known and an unknown address, and mails only the account', async () => {
    const player = await onePlayer(w, 'same');
    const email = (await player.get('/api/user')).body.email as string;
    const known = await new HttpClient(w.server.url).post('/api/auth/forgot-password', { email });
    const unknown = await new HttpClient(w.server.url).post('/api/auth/forgot-password', {
      email: 'nobody@example.com',
    });
    expect(unknown).toEqual(known);
    await w.deliver();
    expect(w.smtp.to('nobody@example.com')).toEqual([]);
    const [mail] = w.smtp.to(email);
    expect(mail?.text).toContain(`${w.server.publicUrl}/reset-password?token=`);
    expect(mail?.text).toContain('30 minutes');
  });

  it('sets the password once, signs every session out, and tells the player', async () => {
    const player = await onePlayer(w, 'reset');
    const email = (await player.get('/api/user')).body.email as string;
    const token = await requestLink(email);
    const reset = await new HttpClient(w.server.url).post('/api/auth/reset-password', {
      token,
      password: 'fresh-secret',
    });
    expect(reset).toEqual({
      status: 200,
      body: { success: true, message: expect.stringContaining('sign in') },
    });
    expect((await player.get('/api/user')).status).toBe(401);
    const again = await new HttpClient(w.server.url).post('/api/auth/reset-password', {
      token,
      password: 'other-secret',
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'INVALID_INPUT', field: 'token' });
    const fresh = new HttpClient(w.server.url);
    expect((await fresh.post('/api/login', { email, password: 'secret-password' })).status).toBe(401);
    expect((await fresh.post('/api/login', { email, password: 'fresh-secret' })).status).toBe(200);
    await w.deliver();
    expect(w.smtp.to(email).map((m) => m.subject)).toContain('Your Prize Wheel password was changed');
  });

  it('voids every older link once a newer one resets the password', async () => {
    const player = await onePlayer(w, 'older');
    const email = (await player.get('/api/user')).body.email as string;
    const older = await requestLink(email);
    const newer = await requestLink(email);
    expect((await resetWith(newer, 'newer-secret')).status).toBe(200);
    const late = await resetWith(older, 'older-secret');
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ code: 'INVALID_INPUT', field: 'token' });
    const fresh = new HttpClient(w.server.url);
    expect((await fresh.post('/api/login', { email, password: 'older-secret' })).status).toBe(401);
    expect((await fresh.post('/api/login', { email, password: 'newer-secret' })).status).toBe(200);
  });

  it('voids the links issued before a password change, over REST and tRPC', async () => {
    const changes = [
      (player: HttpClient) =>
        player.post('/api/user/change-password', {
          currentPassword: 'secret-password',
          newPassword: 'changed-secret',
        }),
      (player: HttpClient) =>
        player.post('/trpc/account.changePassword', {
          currentPassword: 'secret-password',
          newPassword: 'changed-secret',
        }),
    ];
    for (const [i, change] of changes.entries()) {
      const player = await onePlayer(w, `changed${i}`);
      const email = (await player.get('/api/user')).body.email as string;
      const token = await requestLink(email);
      expect((await change(player)).status).toBe(200);
      await w.deliver();
      const stale = await resetWith(token, 'stale-link-1');
      expect(stale.body).toMatchObject({ code: 'INVALID_INPUT', field: 'token' });
      const fresh = new HttpClient(w.server.url);
      expect((await fresh.post('/api/login', { email, password: 'changed-secret' })).status).toBe(200);
      expect((await resetWith(await requestLink(email), 'later-1')).status).toBe(200);
    }
  });

  it('lets only one of two links used in parallel reset the password', async () => {
    const player = await onePlayer(w, 'two-links');
    const email = (await player.get('/api/user')).body.email as string;
    const tokens = [await requestLink(email), await requestLink(email)];
    const answers = await Promise.all(
      [...tokens, ...tokens].map((token, i) => resetWith(token, `both-${i}-x`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400]);
  });

  it('lets only one of 8 parallel uses of a link win', async () => {
    const player = await onePlayer(w, 'race');
    const email = (await player.get('/api/user')).body.email as string;
    const token = await requestLink(email);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        new HttpClient(w.server.url).post('/api/auth/reset-password', { token, password: `parallel-${i}` }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(7);
  });

  it('refuses a link after 30 minutes, and bad input with the field named', async () => {
    const player = await onePlayer(w, 'late');
    const email = (await player.get('/api/user')).body.email as string;
    const token = await requestLink(email);
    w.clock.advance(30 * 60_000);
    const late = await new HttpClient(w.server.url).post('/api/auth/reset-password', {
      token,
      password: 'too-late-1',
    });
    expect(late.body).toMatchObject({ code: 'INVALID_INPUT', field: 'token' });
    const short = await new HttpClient(w.server.url).post('/api/auth/reset-password', {
      token,
      password: '123',
    });
    expect(short.body).toMatchObject({ code: 'INVALID_INPUT', field: 'password' });
    const noEmail = await new HttpClient(w.server.url).post('/api/auth/forgot-password', {
      email: 'not-an-address',
    });
    expect(noEmail.body).toMatchObject({ code: 'INVALID_INPUT', field: 'email' });
  });

  it(`throttles requests per address: ${RESET_REQUESTS_PER_EMAIL} per 15 minutes, also when sent in parallel`, async () => {
    const email = 'throttled@example.com';
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        new HttpClient(w.server.url).post('/api/auth/forgot-password', { email }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(RESET_REQUESTS_PER_EMAIL);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(6 - RESET_REQUESTS_PER_EMAIL);
    w.clock.advance(15 * 60_000);
    expect((await new HttpClient(w.server.url).post('/api/auth/forgot-password', { email })).status).toBe(
      200,
    );
  });

  it('offers the same through tRPC', async () => {
    const client = new HttpClient(w.server.url);
    const asked = await client.post('/trpc/auth.forgotPassword', { email: 'trpc.nobody@example.com' });
    expect(asked.status).toBe(200);
    const reset = await client.post('/trpc/auth.resetPassword', {
      token: 'x'.repeat(43),
      password: 'whatever-1',
    });
    expect(reset.status).toBe(400);
  });
});
