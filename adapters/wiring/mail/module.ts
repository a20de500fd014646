import { ContainerModule } from 'inversify';
import { AnnounceNewGame } from '../../../application/mail/announce-new-game';
import { ConfirmSubscription } from '../../../application/mail/confirm-subscription';
import { DispatchMail, type DispatchTimings } from '../../../application/mail/dispatch-mail';
import { GetMail } from '../../../application/mail/get-mail';
import { ListMail } from '../../../application/mail/list-mail';
import type { Mailer } from '../../../application/mail/ports/mailer';
import { SendCompletionEmails } from '../../../application/mail/send-completion-emails';
import { SendContactMessage } from '../../../application/mail/send-contact-message';
import { SendTestEmail } from '../../../application/mail/send-test-email';
import { SubscribeToNewGames } from '../../../application/mail/subscribe-to-new-games';
import { Unsubscribe } from '../../../application/mail/unsubscribe';
import type { MailConfig } from '../../config/mail-config';
import { KeptMailer } from '../../mail/kept-mailer';
import { PublicUrlLinks } from '../../mail/public-url-links';
import { ReactEmailRenderer } from '../../mail/react-email-renderer';
import { SmtpMailer } from '../../mail/smtp-mailer';
import { ACCOUNTS_TOKENS } from '../accounts/tokens';
import { construct, SHARED_TOKENS } from '../shared/tokens';
import { MAIL_TOKENS } from './tokens';

const { clock, logger, repositories: repos, unitOfWork: uow } = SHARED_TOKENS;
const { links, mailer, mailRenderer: renderer } = MAIL_TOKENS;
const { sessionTokens: tokens } = ACCOUNTS_TOKENS;

/** Ports a test may swap: a recording mailer, faster retry timings. */
export interface MailOverrides {
  mailer?: Mailer;
  dispatchTimings?: DispatchTimings;
}

/**
 * E-mail: the mailer (SMTP, or kept without SMTP_URL), the templates and the site's links, the
 * outbox's dispatcher, new-game announcements and their subscriptions, the back office's Mail panel.
 */
export const mailModule = (mail: MailConfig, publicUrl: string, overrides: MailOverrides) =>
  new ContainerModule(({ bind }) => {
    const site = new PublicUrlLinks(publicUrl);
    bind(links).toConstantValue(site);
    bind(mailer).toConstantValue(
      overrides.mailer ?? (mail.smtpUrl ? new SmtpMailer(mail.smtpUrl, mail.from) : new KeptMailer()),
    );
    bind(renderer).toConstantValue(new ReactEmailRenderer(() => site.siteUrl));
    bind(DispatchMail).toResolvedValue(
      (r, m, templates, now, log) =>
        new DispatchMail(
          r.outbox,
          m,
          templates,
          now,
          log.child({ component: 'mail' }),
          overrides.dispatchTimings,
        ),
      [repos, mailer, renderer, clock, logger],
    );
    bind(SendContactMessage).toResolvedValue(
      (u, now) => new SendContactMessage(u, now, mail.contactEmail),
      [uow, clock],
    );
    bind(AnnounceNewGame).toResolvedValue(construct(AnnounceNewGame), [uow, links, clock]);
    bind(SubscribeToNewGames).toResolvedValue(construct(SubscribeToNewGames), [uow, tokens, links, clock]);
    bind(ConfirmSubscription).toResolvedValue(
      (r, t, now) => new ConfirmSubscription(r.subscriptions, t, now),
      [repos, tokens, clock],
    );
    bind(Unsubscribe).toResolvedValue((r) => new Unsubscribe(r.subscriptions), [repos]);
    bind(SendCompletionEmails).toResolvedValue(construct(SendCompletionEmails), [uow, clock]);
    bind(SendTestEmail).toResolvedValue(construct(SendTestEmail), [uow, clock]);
    bind(ListMail).toResolvedValue((r) => new ListMail(r.outbox), [repos]);
    bind(GetMail).toResolvedValue((r, templates) => new GetMail(r.outbox, templates), [repos, renderer]);
  });

/** The mail feature's slice of UseCases. */
export const mailUseCases = {
  dispatchMail: DispatchMail,
  sendContactMessage: SendContactMessage,
  announceNewGame: AnnounceNewGame,
  subscribeToNewGames: SubscribeToNewGames,
  confirmSubscription: ConfirmSubscription,
  unsubscribe: Unsubscribe,
  sendCompletionEmails: SendCompletionEmails,
  sendTestEmail: SendTestEmail,
  listMail: ListMail,
  getMail: GetMail,
};
