import { z } from 'zod';
import { text } from './validation';

/** Types only: the domain words the messages (an unknown address answers like a known one). */
export const forgotPasswordInput = z.object({ email: text(320).optional() });

export const resetPasswordInput = z
  .object({
    token: text(300).optional(),
    password: text(1000).optional(),
    confirmPassword: text(1000).optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export const unsubscribeInput = z.object({ token: text(300).optional() });
export const confirmSubscriptionInput = z.object({ token: text(300).optional() });

export const UNSUBSCRIBED_MESSAGE = "You're unsubscribed: we won't e-mail you about new games any more.";
