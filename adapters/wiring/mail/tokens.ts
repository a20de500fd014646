import type { Mailer, MailRenderer } from '../../../application/mail/ports/mailer';
import type { PublicUrlLinks } from '../../mail/public-url-links';
import { token } from '../shared/tokens';

export const MAIL_TOKENS = {
  mailer: token<Mailer>('Mailer'),
  mailRenderer: token<MailRenderer>('MailRenderer'),
  /** The site's links in e-mails; the server sets its address once it listens. */
  links: token<PublicUrlLinks>('SiteLinks'),
} as const;
