import { ContainerModule, type Newable } from 'inversify';
import { AnnounceNewGame } from '../../../application/games/announce-new-game';
import { SendCompletionEmails } from '../../../application/games/send-completion-emails';
import { ConfirmSubscription } from '../../../application/mail/confirm-subscription';
import { DispatchMail, type DispatchTimings } from '../../../application/mail/dispatch-mail';
import { GetMail } from '../../../application/mail/get-mail';
import { ListMail } from '../../../application/mail/list-mail';
import type { Mailer } from '../../../application/mail/ports/mailer';
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
import { injected, SHARED_TOKENS, store } from '../shared/tokens';
import { MAIL_TOKENS } from './tokens';

const { clock, logger, unitOfWork: uow } = SHARED_TOKENS;
const { links, mailer, mailRenderer: renderer } = MAIL_TOKENS;
const { sessionTokens: tokens } = ACCOUNTS_TOKENS;
const [outbox, subscriptions] = [store('outbox'), store('subscriptions')];
const classes = {
  announceNewGame: injected(AnnounceNewGame, uow, links, clock),
  subscribeToNewGames: injected(SubscribeToNewGames, uow, tokens, links, clock),
  confirmSubscription: injected(ConfirmSubscription, subscriptions, tokens, clock),
  unsubscribe: injected(Unsubscribe, subscriptions),
  sendCompletionEmails: injected(SendCompletionEmails, uow, clock),
  sendTestEmail: injected(SendTestEmail, uow, clock),
  listMail: injected(ListMail, outbox),
  getMail: injected(GetMail, outbox, renderer),
};

export const mailUseCases = {
  ...classes,
  dispatchMail: DispatchMail,
  sendContactMessage: SendContactMessage,
};

/** Ports a test may swap: a recording mailer, faster retry timings. */
export interface MailOverrides {
  mailer?: Mailer;
  dispatchTimings?: DispatchTimings;
}

/** E-mail: the mailer (SMTP, or kept without SMTP_URL), templates, links, the outbox's dispatcher. */
export const mailModule = (mail: MailConfig, publicUrl: string, overrides: MailOverrides) =>
  new ContainerModule(({ bind }) => {
    for (const useCase of Object.values(classes) as Newable[]) bind(useCase).toSelf();
    const site = new PublicUrlLinks(publicUrl);
    bind(links).toConstantValue(site);
    bind(mailer).toConstantValue(
      overrides.mailer ?? (mail.smtpUrl ? new SmtpMailer(mail.smtpUrl, mail.from) : new KeptMailer()),
    );
    bind(renderer).toConstantValue(new ReactEmailRenderer(() => site.siteUrl));
    bind(DispatchMail).toResolvedValue(
      (box, m, templates, now, log) =>
        new DispatchMail(box, m, templates, now, log.child({ component: 'mail' }), overrides.dispatchTimings),
      [outbox, mailer, renderer, clock, logger],
    );
    bind(SendContactMessage).toResolvedValue(
      (u, now) => new SendContactMessage(u, now, mail.contactEmail),
      [uow, clock],
    );
  });
