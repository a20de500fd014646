import { ContainerModule } from 'inversify';
import { DispatchMail, type DispatchTimings } from '../../../application/mail/dispatch-mail';
import type { Mailer } from '../../../application/mail/ports/mailer';
import { SendContactMessage } from '../../../application/mail/send-contact-message';
import type { MailConfig } from '../../config/mail-config';
import { KeptMailer } from '../../mail/kept-mailer';
import { PublicUrlLinks } from '../../mail/public-url-links';
import { ReactEmailRenderer } from '../../mail/react-email-renderer';
import { SmtpMailer } from '../../mail/smtp-mailer';
import { SHARED_TOKENS, store } from '../shared/tokens';
import { MAIL_TOKENS } from './tokens';

/** Ports a test may swap: a recording mailer, faster retry timings. */
export interface MailOverrides {
  mailer?: Mailer;
  dispatchTimings?: DispatchTimings;
}

/** E-mail: the mailer (SMTP, or kept without SMTP_URL), templates, links, the outbox's dispatcher. */
export const mailModule = (mail: MailConfig, publicUrl: string, overrides: MailOverrides) =>
  new ContainerModule(({ bind }) => {
    const { links, mailer, mailRenderer: renderer } = MAIL_TOKENS;
    const { clock, logger, unitOfWork } = SHARED_TOKENS;
    const site = new PublicUrlLinks(publicUrl);
    bind(links).toConstantValue(site);
    bind(mailer).toConstantValue(
      overrides.mailer ?? (mail.smtpUrl ? new SmtpMailer(mail.smtpUrl, mail.from) : new KeptMailer()),
    );
    bind(renderer).toConstantValue(new ReactEmailRenderer(() => site.siteUrl));
    bind(DispatchMail).toResolvedValue(
      (box, m, templates, now, log) =>
        new DispatchMail(box, m, templates, now, log.child({ component: 'mail' }), overrides.dispatchTimings),
      [store('outbox'), mailer, renderer, clock, logger],
    );
    bind(SendContactMessage).toResolvedValue(
      (u, now) => new SendContactMessage(u, now, mail.contactEmail),
      [unitOfWork, clock],
    );
  });
