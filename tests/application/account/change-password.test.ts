import { beforeEach, describe, expect, it } from 'vitest';
import { ChangePassword } from '../../../application/accounts/change-password';
import { fieldOf } from '../../support/error-fields';
import { type AccountWorld, accountWorld } from './account-world';

describe('ChangePassword', () => {
  let w: AccountWorld;
  let change: ChangePassword;
  beforeEach(() => {
    w = accountWorld();
    change = new ChangePassword(w.repos.users, w.unitOfWork, w.sessions, w.hasher, w.clock);
  });

  const passwordOf = async (id: number) => (await w.repos.users.findById(id))?.passwordHash;

  it('stores the new password and signs out every other session of the player only', async () => {
    const [me, other] = [await w.aPlayer('old-password'), await w.aPlayer()];
    for (const hash of ['here', 'phone', 'laptop']) await w.session(me.id, hash);
    await w.session(other.id, 'theirs');

    const result = await change.execute({
      userId: me.id,
      sessionTokenHash: 'here',
      currentPassword: 'old-password',
      newPassword: 'new-password',
    });

    expect(result).toEqual({ ok: true, value: undefined });
    expect(await passwordOf(me.id)).toBe(await w.hasher.hash('new-password'));
    const live = async (hash: string) => (await w.sessions.find(hash, w.clock.now())) !== null;
    expect([await live('here'), await live('phone'), await live('laptop'), await live('theirs')]).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });

  it('refuses a wrong current password with WRONG_PASSWORD and changes nothing', async () => {
    const me = await w.aPlayer('old-password');
    await w.session(me.id, 'phone');
    const before = await passwordOf(me.id);
    const result = await change.execute({
      userId: me.id,
      sessionTokenHash: 'here',
      currentPassword: 'guess',
      newPassword: 'new-password',
    });
    expect(result).toEqual({
      ok: false,
      error: { code: 'WRONG_PASSWORD', message: 'Current password is incorrect', field: 'currentPassword' },
    });
    expect(await passwordOf(me.id)).toBe(before);
    expect(await w.sessions.find('phone', w.clock.now())).not.toBeNull();
  });

  it("applies the dialog's rules in order: match, then length, then the current password", async () => {
    const me = await w.aPlayer('old-password');
    const base = { userId: me.id, sessionTokenHash: 'here', currentPassword: 'old-password' };
    const refusal = async (input: Record<string, unknown>) => {
      const result = await change.execute({ ...base, ...input });
      return result.ok ? null : [fieldOf(result.error), result.error.message];
    };
    expect(await refusal({ newPassword: 'abcdef', confirmPassword: 'abcdeg' })).toEqual([
      'confirmPassword',
      'New passwords do not match.',
    ]);
    expect(await refusal({ newPassword: 'abc' })).toEqual([
      'newPassword',
      'Password must be at least 6 characters long.',
    ]);
    expect(await refusal({ newPassword: 'abcdef', currentPassword: '' })).toEqual([
      'currentPassword',
      'Current password is required.',
    ]);
    expect(await passwordOf(me.id)).toBe(await w.hasher.hash('old-password'));
  });
});
