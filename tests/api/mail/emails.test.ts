import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_TOKENS } from '../../../adapters/wiring/mail/tokens';
import { SHARED_TOKENS } from '../../../adapters/wiring/shared/tokens';
import { HttpClient } from '../../support/http-client';
import { aPaidGame, playersWithCards } from '../../support/paid-spins';
import { type MailWorld, OPERATOR, onePlayer, startMailWorld } from './mail-world';

/** Each e-mail the product sends, through nodemailer to a local SMTP server: recipient, subject, content. */
describe('e-mails over SMTP', () => {
  let w: MailWorld;
  beforeAll(async () => {
    w = await startMailWorld();
  });
  afterAll(() => w?.close());

  const emailOf = async (client: HttpClient) => (await client.get('/api/user')).body.email as string;

  it('sends a receipt for a charge: game, number, amount, card brand and last 4, date', async () => {
    const player = (await playersWithCards(w.server, 1, 'receipt'))[0] as HttpClient;
    const gameId = await aPaidGame(w.server, 30);
    const spin = await player.request(
      'POST',
      '/api/spin',
      { gameId, agreedToTerms: true },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(spin.status).toBe(200);
    await w.deliver();
    const [mail, ...more] = w.smtp.to(await emailOf(player));
    expect(more).toEqual([]);
    const n = spin.body.number as number;
    expect(mail?.subject).toBe(`Your receipt: number ${n} in Paid Wheel`);
    expect(mail?.text).toContain(`Number: ${n}`);
    expect(mail?.text).toContain(`Amount: $${n}.00`);
    expect(mail?.text).toContain('Card: Visa ending in 1111');
    expect(mail?.text).toMatch(/Date: \w{3} \d{1,2}, \d{4}/);
    expect(mail?.html).toContain('Payment receipt');
    expect(mail?.from).toBe('no-reply@prize-wheel.test');
  });

  it('tells a player their password changed', async () => {
    const player = await onePlayer(w, 'changed');
    const changed = await player.post('/api/user/change-password', {
      currentPassword: 'secret-password',
      newPassword: 'brand-new-secret',
      confirmPassword: 'brand-new-secret',
    });
    expect(changed.status).toBe(200);
    await w.deliver();
    const [mail] = w.smtp.to(await emailOf(player));
    expect(mail?.subject).toBe('Your Prize Wheel password was changed');
    expect(mail?.text).toContain('Hi Load,');
    expect(mail?.text).toContain('password of your Prize Wheel account was changed');
  });

  it('forwards the contact form to the operator, Reply-To the sender', async () => {
    const visitor = new HttpClient(w.server.url);
    const sent = await visitor.post('/api/contact', {
      name: 'Vera Visitor',
      email: 'vera@example.com',
      subject: 'When is the draw?',
      message: 'Hello,\nwhen is the draw of the mug game?',
    });
    expect(sent.status).toBe(201);
    await w.deliver();
    const mail = w.smtp.to(OPERATOR).find((m) => m.subject === 'Contact form: When is the draw?');
    expect(mail?.headers.get('reply-to')).toBe('vera@example.com');
    expect(mail?.text).toContain('From: Vera Visitor <vera@example.com>');
    expect(mail?.text).toContain('when is the draw of the mug game?');
  });

  const confirmationsTo = (address: string) =>
    w.smtp.to(address).filter((m) => m.subject === 'Confirm your Prize Wheel new-game e-mails');
  const confirmLinkOf = (address: string) =>
    /(http\S+\/confirm-subscription\?token=([\w-]+))/.exec(confirmationsTo(address)[0]?.text ?? '');

  it("'Get Notified' sends one confirmation e-mail per address, and announces nothing before it is confirmed", async () => {
    const player = await onePlayer(w, 'asker');
    const visitor = new HttpClient(w.server.url);
    for (let i = 0; i < 3; i++) {
      expect((await player.post('/api/notify', {})).status).toBe(200);
      const answer = await visitor.post('/api/notify', { email: 'stranger@example.com' });
      expect(answer.status).toBe(200);
      expect(answer.body.message).toMatch(/^Check your e-mail/);
    }
    await w.deliver();
    expect(confirmationsTo(await emailOf(player))).toHaveLength(1);
    expect(confirmationsTo('stranger@example.com')).toHaveLength(1);
    const link = confirmLinkOf('stranger@example.com');
    expect(link?.[1]).toMatch(new RegExp(`^${w.server.publicUrl}/confirm-subscription\\?token=`));
    expect(confirmationsTo('stranger@example.com')[0]?.text).toContain('If you did not ask for this');

    const game = await w.server.useCases.createGame.execute({
      name: 'Quiet',
      prize: 'A pen',
      totalNumbers: 5,
    });
    if (!game.ok) throw new Error(game.error.message);
    const announce = () => w.server.useCases.announceNewGame.execute({ gameId: game.value.id });
    expect(await announce()).toEqual({ ok: true, value: { recipients: 0 } });

    // REST and tRPC confirm alike; a made-up token is refused and changes nothing.
    const confirmed = await visitor.post('/api/notify/confirm', { token: link?.[2] });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe("You're subscribed: we'll e-mail you when new games open.");
    expect(await announce()).toEqual({ ok: true, value: { recipients: 1 } });
    const unknown = await visitor.post('/trpc/notifications.confirm', { token: 'z'.repeat(43) });
    expect(unknown.status).toBe(404);
    const bad = await visitor.post('/api/notify/confirm', { token: 'not a token' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'INVALID_INPUT', field: 'token' });
    const playerLink = confirmLinkOf(await emailOf(player));
    expect((await visitor.post('/trpc/notifications.confirm', { token: playerLink?.[2] })).status).toBe(200);
    expect(await announce()).toEqual({ ok: true, value: { recipients: 2 } });
    await w.deliver();
    // Later tests count their own subscribers.
    await w.server.db.sql`DELETE FROM new_game_subscriptions`;
  });

  it('treats a subscription from before confirmations as unconfirmed, and sends its confirmation when asked again', async () => {
    await w.server.db.sql`INSERT INTO new_game_subscriptions (email) VALUES ('old.fan@example.com')`;
    const game = await w.server.useCases.createGame.execute({ name: 'Old', prize: 'A pen', totalNumbers: 5 });
    if (!game.ok) throw new Error(game.error.message);
    const announced = await w.server.useCases.announceNewGame.execute({ gameId: game.value.id });
    expect(announced.ok && announced.value.recipients).toBe(0);
    const asker = new HttpClient(w.server.url);
    for (let i = 0; i < 2; i++) await asker.post('/api/notify', { email: 'Old.Fan@example.com' });
    await w.deliver();
    expect(confirmationsTo('old.fan@example.com')).toHaveLength(1);
    await w.server.db.sql`DELETE FROM new_game_subscriptions`;
  });

  it('announces a new game to each subscriber with a one-click unsubscribe link (RFC 8058)', async () => {
    const player = await onePlayer(w, 'fan');
    expect((await player.post('/api/notify', {})).status).toBe(200);
    expect(
      (await new HttpClient(w.server.url).post('/api/notify', { email: 'visitor.fan@example.com' })).status,
    ).toBe(200);
    await w.deliver();
    for (const address of [await emailOf(player), 'visitor.fan@example.com']) {
      expect((await player.post('/api/notify/confirm', { token: confirmLinkOf(address)?.[2] })).status).toBe(
        200,
      );
    }
    const game = await w.server.useCases.createGame.execute({
      name: 'Camera Wheel',
      prize: 'A camera',
      totalNumbers: 50,
    });
    if (!game.ok) throw new Error(game.error.message);
    const announced = await w.server.useCases.announceNewGame.execute({ gameId: game.value.id });
    expect(announced).toEqual({ ok: true, value: { recipients: 2 } });
    await w.deliver();

    const newGame = (m: { subject: string }) => m.subject.startsWith('New game');
    const [toPlayer] = w.smtp.to(await emailOf(player)).filter(newGame);
    const [toVisitor] = w.smtp.to('visitor.fan@example.com').filter(newGame);
    for (const mail of [toPlayer, toVisitor]) {
      expect(mail?.subject).toBe('New game: Camera Wheel');
      expect(mail?.text).toContain(`${w.server.publicUrl}/game/${game.value.id}`);
      expect(mail?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    }
    expect(toPlayer?.text).toContain('Hi Load,');
    expect(toVisitor?.text).toMatch(/^Hi,$/m);
    const oneClick = /^<(.+)>$/.exec(toVisitor?.headers.get('list-unsubscribe') ?? '')?.[1] ?? '';
    expect(oneClick).toMatch(new RegExp(`^${w.server.publicUrl}/api/unsubscribe\\?token=[a-f0-9]{64}$`));
    expect(toVisitor?.html).toContain(oneClick.replace('/api/unsubscribe', '/unsubscribe'));

    // What a mail provider sends: a form post, no cookie, no Origin.
    const post = () =>
      fetch(oneClick, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    expect((await post()).status).toBe(200);
    expect((await post()).status).toBe(200);
    const again = await w.server.useCases.announceNewGame.execute({ gameId: game.value.id });
    expect(again).toEqual({ ok: true, value: { recipients: 1 } });
    const bad = await fetch(`${w.server.url}/api/unsubscribe?token=nope`, { method: 'POST' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'INVALID_INPUT', field: 'token' });
  });

  it('renders the winner and completion e-mails (wired to the back office later)', async () => {
    const links = w.server.container.get(MAIL_TOKENS.links);
    expect(links.siteUrl).toBe(w.server.publicUrl);
    await w.server.container.get(SHARED_TOKENS.unitOfWork).run(async (tx) => {
      const at = w.clock.now();
      await tx.outbox.enqueue(
        {
          to: 'winner@example.com',
          message: {
            kind: 'winner',
            firstName: 'Wyn',
            gameName: 'Mug Wheel',
            prize: 'A travel mug',
            prizeValueCents: 50_000,
            number: 17,
            claimBy: new Date(at.getTime() + 72 * 3600_000).toISOString(),
          },
        },
        at,
      );
      await tx.outbox.enqueue(
        {
          to: 'player@example.com',
          message: {
            kind: 'completion',
            firstName: 'Pat',
            gameName: 'Mug Wheel',
            prize: 'A travel mug',
            winningNumber: 17,
            numbers: [3, 9],
          },
        },
        at,
      );
    });
    await w.deliver();
    const [winner] = w.smtp.to('winner@example.com');
    expect(winner?.subject).toBe('You won Mug Wheel!');
    expect(winner?.text).toContain('Your number 17 won Mug Wheel. Your prize: A travel mug (worth $500.00).');
    expect(winner?.text).toContain('within 72 hours');
    const [completion] = w.smtp.to('player@example.com');
    expect(completion?.subject).toBe('Mug Wheel has ended');
    expect(completion?.text).toContain('Your numbers were 3, 9.');
    expect(completion?.text).toContain('The winning number is 17.');
  });
});
