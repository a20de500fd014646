import type { MailKind } from './mail-message';

/** The Mail panel reads the outbox this many at a time (docs/rules/back-office.md, Lists). */
export const MAIL_PAGE_SIZE = 50;

/** How the Mail panel's kind filter names each kind of e-mail (every kind named: a Record). */
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  winner: 'Winner notices',
  'claim-reminder': 'Claim reminders',
  'claim-received': 'Claims received',
  'claim-verified': 'Claims verified',
  'prize-shipped': 'Prize shipped',
  'prize-delivered': 'Prize delivered',
  'winner-set-aside': 'Winner set aside',
  receipt: 'Receipts',
  completion: 'Game completion',
  'game-cancelled': 'Game cancelled',
  'game-extended': 'Game extended',
  'terms-changed': 'Terms changed',
  'new-game': 'New game announcements',
  'confirm-subscription': 'Subscription confirmations',
  'password-reset': 'Password resets',
  'password-changed': 'Password changed',
  'contact-message': 'Contact messages',
  'admin-two-factor-locked': 'Administrator sign-in locked',
};

export const MAIL_KINDS = Object.keys(MAIL_KIND_LABELS) as MailKind[];

export const isMailKind = (value: unknown): value is MailKind =>
  typeof value === 'string' && Object.hasOwn(MAIL_KIND_LABELS, value);

/**
 * docs/rules/back-office.md, Mail tab: a search matches, case-insensitively, anywhere in the
 * recipient's address or the subject (once rendered). The in-memory outbox asks this; the SQL says the same.
 */
export function matchesMailSearch(
  mail: { to: string | null; subject: string | null },
  search: string,
): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [mail.to ?? '', mail.subject ?? ''].some((h) => h.toLowerCase().includes(needle));
}
