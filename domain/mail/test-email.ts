import { invalidInput } from '../shared/errors';
import { emailDomain, INVALID_EMAIL_MESSAGE } from '../shared/input';
import { err, ok, type Result } from '../shared/result';
import { type MailMessage, PRIZE_CLAIM_WINDOW_MS } from './mail-message';

export type TestEmailType = 'winner' | 'completion';
const TEST_EMAIL_TYPES: readonly TestEmailType[] = ['winner', 'completion'];
export const TEST_EMAIL_SENT = 'Test email sent';

/** docs/rules/mail.md, Test e-mails: the action fails with 'Please enter a valid email address' unless it is one (same rule as sign-up). */
export function readTestEmail(
  email: unknown,
  type: unknown,
): Result<{ email: string; type: TestEmailType }, ReturnType<typeof invalidInput>> {
  const address = typeof email === 'string' ? email.trim() : '';
  if (address.length > 254 || emailDomain(address) === null)
    return err(invalidInput('email', INVALID_EMAIL_MESSAGE));
  const kind = TEST_EMAIL_TYPES.find((t) => t === type);
  if (!kind) return err(invalidInput('type', "Type must be 'winner' or 'completion'"));
  return ok({ email: address, type: kind });
}

/** A sample of the chosen e-mail, marked as a test in its game name. */
export function testEmailMessage(type: TestEmailType, firstName: string, at: Date): MailMessage {
  const game = { gameName: 'Test Game', prize: 'Test Prize' };
  return type === 'winner'
    ? {
        kind: 'winner',
        firstName,
        ...game,
        prizeValueCents: 10_000,
        number: 42,
        claimBy: new Date(at.getTime() + PRIZE_CLAIM_WINDOW_MS).toISOString(),
      }
    : { kind: 'completion', firstName, ...game, winningNumber: 42, numbers: [7, 42] };
}
