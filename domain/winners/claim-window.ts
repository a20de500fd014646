/**
 * The claim window: a winner has this long from the notice to claim the prize (the operator's
 * 'claimWindowHours' setting, 72 hours by default as the Official Rules say). A reminder goes at a
 * third and at two thirds of it; at its end an unanswered claim is forfeited.
 */
export const DEFAULT_CLAIM_WINDOW_HOURS = 72;
const REMINDERS = 2;
const HOUR_MS = 60 * 60 * 1000;

export const claimDeadline = (notifiedAt: Date, windowHours: number): Date =>
  new Date(notifiedAt.getTime() + windowHours * HOUR_MS);

/** The instant reminder `n` (1 or 2) is due: n thirds of the window after the notice. */
export function reminderAt(notifiedAt: Date, deadline: Date, n: number): Date {
  const span = deadline.getTime() - notifiedAt.getTime();
  return new Date(notifiedAt.getTime() + Math.floor((span * n) / (REMINDERS + 1)));
}

/**
 * The reminder to send now, or null: the latest one whose time came and that has not gone yet. A
 * server that was down through both sends only the second (a reminder leaves at most once).
 */
export function reminderDue(
  claim: { notifiedAt: Date; deadline: Date; remindersSent: number },
  now: Date,
): number | null {
  if (now >= claim.deadline) return null;
  let due = 0;
  for (let n = 1; n <= REMINDERS; n++) if (now >= reminderAt(claim.notifiedAt, claim.deadline, n)) due = n;
  return due > claim.remindersSent ? due : null;
}

export const windowPassed = (deadline: Date, now: Date): boolean => now >= deadline;
