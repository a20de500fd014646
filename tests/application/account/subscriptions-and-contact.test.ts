import { beforeEach, describe, expect, it } from 'vitest';
import { PublicUrlLinks } from '../../../adapters/mail/public-url-links';
import { CryptoSessionTokens } from '../../../adapters/security/crypto-session-tokens';
import { ConfirmSubscription } from '../../../application/mail/confirm-subscription';
import { SendContactMessage } from '../../../application/mail/send-contact-message';
import { SubscribeToNewGames } from '../../../application/mail/subscribe-to-new-games';
import { fieldOf } from '../../support/error-fields';
import { type AccountWorld, accountWorld } from './account-world';

describe('SubscribeToNewGames', () => {
  let w: AccountWorld;
  let subscribe: SubscribeToNewGames;
  beforeEach(() => {
    w = accountWorld();
    const links = new PublicUrlLinks('https://prizewheel.test');
    subscribe = new SubscribeToNewGames(w.unitOfWork, new CryptoSessionTokens(), links, w.clock);
  });

  const confirmations = () =>
    [...w.store.outbox.values()].filter((e) => e.message.kind === 'confirm-subscription');

  it('subscribes a signed-in player by account, and a visitor by a lower-cased address, once', async () => {
    const me = await w.aPlayer();
    expect(await subscribe.execute({ userId: me.id })).toEqual({ ok: true, value: { userId: me.id } });
    expect(await subscribe.execute({ userId: null, email: ' Fan@Example.com ' })).toEqual({
      ok: true,
      value: { email: 'fan@example.com' },
    });
    expect((await subscribe.execute({ userId: null, email: 'fan@example.com' })).ok).toBe(true);
    expect(w.store.subscriptions.size).toBe(2);
    expect(await w.repos.subscriptions.isSubscribed({ userId: me.id })).toBe(true);
  });

  it('sends each new subscription one confirmation e-mail, and announces nothing before it is confirmed', async () => {
    const me = await w.aPlayer();
    await subscribe.execute({ userId: me.id });
    await subscribe.execute({ userId: null, email: 'fan@example.com' });
    await subscribe.execute({ userId: null, email: 'FAN@example.com' });
    await subscribe.execute({ userId: me.id });
    const sent = confirmations();
    expect(sent.map((e) => e.to).sort()).toEqual([me.email, 'fan@example.com'].sort());
    expect(await w.repos.subscriptions.listRecipients()).toEqual([]);
    const link = sent.find((e) => e.to === 'fan@example.com')?.message;
    const confirmUrl = link?.kind === 'confirm-subscription' ? link.confirmUrl : '';
    expect(confirmUrl).toMatch(/^https:\/\/prizewheel\.test\/confirm-subscription\?token=[\w-]{43}$/);
    const confirm = new ConfirmSubscription(w.repos.subscriptions, new CryptoSessionTokens(), w.clock);
    const token = new URL(confirmUrl).searchParams.get('token');
    expect(await confirm.execute({ token })).toEqual({ ok: true, value: { confirmed: true } });
    expect(await confirm.execute({ token })).toEqual({ ok: true, value: { confirmed: true } });
    expect((await w.repos.subscriptions.listRecipients()).map((r) => r.email)).toEqual(['fan@example.com']);
    expect((await confirm.execute({ token: 'x'.repeat(43) })).ok).toBe(false);
    const bad = await confirm.execute({ token: '../../etc' });
    expect(bad.ok ? null : [bad.error.code, fieldOf(bad.error)]).toEqual(['INVALID_INPUT', 'token']);
  });

  it('needs a valid address from a visitor', async () => {
    for (const email of [undefined, '', 'not-an-address', 'a@b', 42, `${'x'.repeat(250)}@gmail.com`]) {
      const result = await subscribe.execute({ userId: null, email });
      expect(result.ok ? null : [result.error.code, fieldOf(result.error)], String(email)).toEqual([
        'INVALID_INPUT',
        'email',
      ]);
    }
    expect(w.store.subscriptions.size).toBe(0);
  });
});

describe('SendContactMessage', () => {
  let w: AccountWorld;
  let send: SendContactMessage;
  beforeEach(() => {
    w = accountWorld();
    send = new SendContactMessage(w.unitOfWork, w.clock, 'operator@example.com');
  });
  const valid = { name: ' Pat ', email: 'pat@example.com', subject: 'Prize', message: 'When is the draw?' };

  it('stores the trimmed message with the time and the sender account, if any', async () => {
    const me = await w.aPlayer();
    const result = await send.execute({ ...valid, userId: me.id });
    expect(result.ok).toBe(true);
    expect(await w.repos.contactMessages.list(5)).toEqual([
      { ...valid, name: 'Pat', id: expect.any(Number), userId: me.id, createdAt: w.clock.now() },
    ]);
  });

  it('requires every field, bounds their lengths and checks the address, storing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ email: undefined }, 'email'],
      [{ email: 'nope' }, 'email'],
      [{ subject: '   ' }, 'subject'],
      [{ message: null }, 'message'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ subject: 'x'.repeat(201) }, 'subject'],
      [{ message: 'x'.repeat(5001) }, 'message'],
      [{ message: ['text'] }, 'message'],
    ];
    for (const [change, field] of cases) {
      const result = await send.execute({ ...valid, ...change, userId: null });
      expect(result.ok ? null : fieldOf(result.error), JSON.stringify(change)).toBe(field);
    }
    expect(await w.repos.contactMessages.list(5)).toEqual([]);
  });
});
