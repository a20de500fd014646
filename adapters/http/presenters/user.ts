import { z } from 'zod';
import type { User } from '../../../domain/user';

/** The current-user shape of player.md section 3. */
export const userOut = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  state: z.string().nullable(),
  cardOnFile: z.boolean(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  createdAt: z.string(),
});
export type UserOut = z.infer<typeof userOut>;

/** Cards arrive with the card issue; until then nobody has one on file. */
export function presentUser(user: User): UserOut {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    state: user.state,
    cardOnFile: false,
    cardBrand: null,
    cardLast4: null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The message of a successful registration (the spec does not show one). */
export const REGISTERED_MESSAGE = 'Registration successful';
