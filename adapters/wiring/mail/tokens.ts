import { MAIL_RENDERER, MAILER } from '../../../application/mail/tokens';
import { SHARED_TOKENS } from '../shared/tokens';

export const MAIL_TOKENS = {
  mailer: MAILER,
  mailRenderer: MAIL_RENDERER,
  /** The site's links in e-mails; the server sets its address once it listens. */
  links: SHARED_TOKENS.links,
} as const;
