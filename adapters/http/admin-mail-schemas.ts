import { z } from 'zod';
import { text } from './validation';

/** The test e-mail: the use case words the refusals ('Please enter a valid email address'). */
export const testEmailInput = z.object({ email: text(320).optional(), type: text(20).optional() });

export const mailIdInput = z.object({ id: z.uuid({ error: 'Message not found' }) });

export const testEmailOut = z.object({ message: z.string() });
export const completionReportOut = z.object({
  message: z.string(),
  sent: z.number(),
});
