import { beforeEach, describe, expect, it } from 'vitest';
import { UpdateProfile } from '../../../application/accounts/update-profile';
import { BLOCKED_STATES, ELIGIBLE_STATES, stateName } from '../../../domain/accounts/us-states';
import { fieldOf } from '../../support/error-fields';
import { type AccountWorld, accountWorld } from './account-world';

describe('UpdateProfile', () => {
  let w: AccountWorld;
  let update: UpdateProfile;
  beforeEach(() => {
    w = accountWorld();
    update = new UpdateProfile(w.repos.users);
  });
  const valid = { firstName: ' Ada ', lastName: 'Lovelace', phone: '(615) 555-0199', state: 'ca' };

  it('stores trimmed names, the phone and the state code', async () => {
    const me = await w.aPlayer();
    const result = await update.execute({ ...valid, userId: me.id });
    const expected = { firstName: 'Ada', lastName: 'Lovelace', phone: '(615) 555-0199', state: 'CA' };
    expect(result).toEqual({ ok: true, value: { ...me, ...expected } });
    expect(await w.repos.users.findById(me.id)).toMatchObject(expected);
  });

  it('gives a second-form account (no state, no phone) its state, the phone staying optional', async () => {
    const me = await w.aPlayer('secret-password', { state: null, phone: null });
    const result = await update.execute({ ...valid, phone: '', state: 'TX', userId: me.id });
    expect(result.ok && result.value).toMatchObject({ state: 'TX', phone: null });
  });

  it("admits every eligible state and refuses the blocked ones with the rules' sentence", async () => {
    const me = await w.aPlayer();
    for (const state of ELIGIBLE_STATES) {
      expect((await update.execute({ ...valid, state, userId: me.id })).ok, state).toBe(true);
    }
    for (const state of BLOCKED_STATES) {
      expect(await update.execute({ ...valid, state, userId: me.id })).toEqual({
        ok: false,
        error: {
          code: 'NOT_ELIGIBLE',
          field: 'state',
          message: `Sorry, residents of ${stateName(state)} are not eligible to participate in paid games due to state regulations.`,
        },
      });
    }
    expect((await w.repos.users.findById(me.id))?.state).toBe(ELIGIBLE_STATES.at(-1));
  });

  it('names the field at fault and changes nothing', async () => {
    const me = await w.aPlayer();
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: '  ' }, 'firstName'],
      [{ lastName: undefined }, 'lastName'],
      [{ lastName: 'x'.repeat(101) }, 'lastName'],
      [{ phone: 'call me' }, 'phone'],
      [{ phone: 42 }, 'phone'],
      [{ state: '' }, 'state'],
      [{ state: 'ZZ' }, 'state'],
    ];
    for (const [change, field] of cases) {
      const result = await update.execute({ ...valid, ...change, userId: me.id });
      expect(result.ok ? null : fieldOf(result.error), JSON.stringify(change)).toBe(field);
    }
    expect(await w.repos.users.findById(me.id)).toMatchObject({ firstName: 'Pat', state: 'TN' });
  });
});
