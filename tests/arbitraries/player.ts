import fc from 'fast-check';
import { BLOCKED_STATES, ELIGIBLE_STATES, US_STATES } from '../../domain/accounts/us-states';
import type { User } from '../../domain/accounts/user';
import { aUser } from '../builders/user-builder';

export const stateCodeArb = fc.constantFrom(...US_STATES.map((s) => s.code));
export const eligibleStateArb = fc.constantFrom(...ELIGIBLE_STATES);
export const blockedStateArb = fc.constantFrom(...BLOCKED_STATES);
/** Two letters that name no US state. */
export const notAStateArb = fc
  .string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: 2, maxLength: 2 })
  .filter((code) => !US_STATES.some((s) => s.code === code));

const nameArb = fc.stringMatching(/^[A-Z][a-z]{1,20}$/);

/** A registered player in any state, or without one (second registration payload). */
export const playerArb: fc.Arbitrary<User> = fc
  .record({
    id: fc.integer({ min: 1, max: 1_000_000 }),
    firstName: nameArb,
    lastName: nameArb,
    local: fc.stringMatching(/^[a-z][a-z0-9.]{0,20}$/),
    state: fc.option(stateCodeArb, { nil: null }),
  })
  .map(({ id, firstName, lastName, local, state }) =>
    aUser()
      .withId(id)
      .with({ firstName, lastName, email: `${local}@gmail.com` })
      .inState(state)
      .build(),
  );
