import type { User } from '../../domain/accounts/user';

/** Object mother for players: `aUser().inState('TX').build()`. */
export class UserBuilder {
  private user: User = {
    id: 1,
    email: 'player@gmail.com',
    firstName: 'Pat',
    lastName: 'Player',
    phone: '615-555-0100',
    state: 'TN',
    optOutPublicity: false,
    acceptedTermsAt: new Date('2030-01-01T00:00:00Z'),
    status: 'active',
    role: 'regular',
    createdAt: new Date('2030-01-01T00:00:00Z'),
  };

  with(fields: Partial<User>): this {
    Object.assign(this.user, fields);
    return this;
  }
  withId(id: number): this {
    return this.with({ id });
  }
  withEmail(email: string): this {
    return this.with({ email });
  }
  inState(state: string | null): this {
    return this.with({ state });
  }
  /** Registered with the second payload: no state, phone or terms timestamp. */
  withoutState(): this {
    return this.with({ state: null, phone: null, acceptedTermsAt: null });
  }
  build(): User {
    return { ...this.user };
  }
}

export const aUser = (): UserBuilder => new UserBuilder();
