import { token } from '../shared/tokens';
import type { Mailer, MailRenderer } from './ports/mailer';

export const MAILER = token<Mailer>('Mailer');
export const MAIL_RENDERER = token<MailRenderer>('MailRenderer');
