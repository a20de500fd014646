import { beforeEach, describe, expect, it } from 'vitest';
import { HmacEmailKeys } from '../../../adapters/security/hmac-email-keys';
import { DeleteAccount } from '../../../application/accounts/delete-account';
import { ErasedIdentity } from '../../../application/accounts/erased-identity';
import type { AccountErasureHook } from '../../../application/accounts/ports/account-erasure-hook';
import { DEFAULT_PREFERENCES, storedPart } from '../../../domain/accounts/preferences';
import { TEST_DATA_KEY } from '../../support/test-config';
import { type AccountWorld, accountWorld } from './account-world';

describe('DeleteAccount', () => {
  let w: AccountWorld;
  beforeEach(() => {
    w = accountWorld();
  });
  const deleteAccount = (hooks: AccountErasureHook[] = []) =>
    new DeleteAccount(
      w.unitOfWork,
      w.sessions,
      hooks,
      w.clock,
      new ErasedIdentity(new HmacEmailKeys(TEST_DATA_KEY)),
    );

  it('erases personal data, credentials, sessions, subscriptions, messages and preferences; keeps the claims', async () => {
    const [me, other] = [await w.aPlayer(), await w.aPlayer()];
    const game = await w.aGame();
    const free = await w.claim({ userId: me.id, gameId: game.id, number: 190, kind: 'free' });
    await w.session(me.id, 'mine');
    await w.session(other.id, 'theirs');
    const now = w.clock.now();
    await w.repos.subscriptions.subscribe({ userId: me.id }, now, 'confirm-1');
    await w.repos.subscriptions.subscribe({ email: me.email.toUpperCase() }, now, 'confirm-2');
    await w.repos.subscriptions.subscribe({ userId: other.id }, now, 'confirm-3');
    const message = { name: 'Pat', subject: 'Hi', message: 'Hello', createdAt: now };
    await w.repos.contactMessages.add({ ...message, email: me.email, userId: null });
    await w.repos.contactMessages.add({ ...message, email: other.email, userId: other.id });
    const quiet = { ...DEFAULT_PREFERENCES, soundEffects: false };
    await w.repos.preferences.save(me.id, quiet, now);
    await w.repos.preferences.save(other.id, quiet, now);

    expect(await deleteAccount().execute(me.id)).toBe(true);

    expect(await w.repos.users.findById(me.id)).toBeNull();
    expect(await w.repos.users.findByEmail(me.email)).toBeNull();
    expect(JSON.stringify([...w.store.users.values()])).not.toContain(me.email);
    expect(await w.sessions.find('mine', w.clock.now())).toBeNull();
    expect(await w.repos.subscriptions.isSubscribed({ userId: me.id })).toBe(false);
    expect(await w.repos.subscriptions.isSubscribed({ email: me.email })).toBe(false);
    expect((await w.repos.contactMessages.list(10)).map((m) => m.email)).toEqual([other.email]);
    expect(await w.repos.preferences.find(me.id)).toBeNull();
    // The ledger stays, anonymised: the claim keeps the id of the erased row.
    expect(await w.repos.numbers.listByUser(me.id)).toEqual([free]);
    expect(await w.repos.numbers.findFreeEntry(me.id, game.id)).not.toBeNull();
    // Nobody else is touched.
    expect(await w.repos.users.findById(other.id)).not.toBeNull();
    expect(await w.sessions.find('theirs', w.clock.now())).not.toBeNull();
    expect(await w.repos.subscriptions.isSubscribed({ userId: other.id })).toBe(true);
    expect(await w.repos.preferences.find(other.id)).toEqual(storedPart(quiet));
  });

  it('frees the e-mail address for a new account', async () => {
    const me = await w.aPlayer();
    await deleteAccount().execute(me.id);
    const again = await w.repos.users.create({ ...me, passwordHash: 'x' });
    expect(again?.id).not.toBe(me.id);
  });

  it('runs the erasure hooks first; a failing hook leaves the account whole', async () => {
    const me = await w.aPlayer();
    await w.session(me.id, 'mine');
    const calls: string[] = [];
    const recorder: AccountErasureHook = {
      async beforeErase(userId) {
        calls.push(`hook ${userId}, account there: ${(await w.repos.users.findById(userId)) !== null}`);
      },
    };
    const failing: AccountErasureHook = {
      async beforeErase() {
        throw new Error('gateway down');
      },
    };

    await expect(deleteAccount([recorder, failing]).execute(me.id)).rejects.toThrow('gateway down');
    expect(await w.repos.users.findById(me.id)).not.toBeNull();
    expect(await w.sessions.find('mine', w.clock.now())).not.toBeNull();

    expect(await deleteAccount([recorder]).execute(me.id)).toBe(true);
    expect(calls).toEqual([`hook ${me.id}, account there: true`, `hook ${me.id}, account there: true`]);
    expect(await deleteAccount([recorder]).execute(me.id)).toBe(false);
  });
});
