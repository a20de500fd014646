import { type Container, ContainerModule, type ResolutionContext } from 'inversify';
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
import { SHARED_TOKENS } from '../shared/tokens';
import { MAIL_TOKENS } from './tokens';

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
    const repos = (ctx: ResolutionContext) => ctx.get(SHARED_TOKENS.repositories);
    const uow = (ctx: ResolutionContext) => ctx.get(SHARED_TOKENS.unitOfWork);
    const clock = (ctx: ResolutionContext) => ctx.get(SHARED_TOKENS.clock);
    const links = new PublicUrlLinks(publicUrl);
    bind(MAIL_TOKENS.links).toConstantValue(links);
    bind(MAIL_TOKENS.mailer).toConstantValue(
      overrides.mailer ?? (mail.smtpUrl ? new SmtpMailer(mail.smtpUrl, mail.from) : new KeptMailer()),
    );
    bind(MAIL_TOKENS.mailRenderer).toConstantValue(new ReactEmailRenderer(() => links.siteUrl));
    bind(DispatchMail).toDynamicValue(
      (ctx) =>
        new DispatchMail(
          repos(ctx).outbox,
          ctx.get(MAIL_TOKENS.mailer),
          ctx.get(MAIL_TOKENS.mailRenderer),
          clock(ctx),
          ctx.get(SHARED_TOKENS.logger).child({ component: 'mail' }),
          overrides.dispatchTimings,
        ),
    );
    bind(SendContactMessage).toDynamicValue(
      (ctx) => new SendContactMessage(uow(ctx), clock(ctx), mail.contactEmail),
    );
    bind(AnnounceNewGame).toDynamicValue((ctx) => new AnnounceNewGame(uow(ctx), links, clock(ctx)));
    bind(SubscribeToNewGames).toDynamicValue(
      (ctx) => new SubscribeToNewGames(uow(ctx), ctx.get(ACCOUNTS_TOKENS.sessionTokens), links, clock(ctx)),
    );
    bind(ConfirmSubscription).toDynamicValue(
      (ctx) =>
        new ConfirmSubscription(repos(ctx).subscriptions, ctx.get(ACCOUNTS_TOKENS.sessionTokens), clock(ctx)),
    );
    bind(Unsubscribe).toDynamicValue((ctx) => new Unsubscribe(repos(ctx).subscriptions));
    bind(SendCompletionEmails).toDynamicValue((ctx) => new SendCompletionEmails(uow(ctx), clock(ctx)));
    bind(SendTestEmail).toDynamicValue((ctx) => new SendTestEmail(uow(ctx), clock(ctx)));
    bind(ListMail).toDynamicValue((ctx) => new ListMail(repos(ctx).outbox));
    bind(GetMail).toDynamicValue((ctx) => new GetMail(repos(ctx).outbox, ctx.get(MAIL_TOKENS.mailRenderer)));
  });

/** The mail feature's slice of UseCases. */
export const mailUseCases = (container: Container) => ({
  dispatchMail: container.get(DispatchMail),
  sendContactMessage: container.get(SendContactMessage),
  announceNewGame: container.get(AnnounceNewGame),
  subscribeToNewGames: container.get(SubscribeToNewGames),
  confirmSubscription: container.get(ConfirmSubscription),
  unsubscribe: container.get(Unsubscribe),
  sendCompletionEmails: container.get(SendCompletionEmails),
  sendTestEmail: container.get(SendTestEmail),
  listMail: container.get(ListMail),
  getMail: container.get(GetMail),
});

export type MailUseCases = ReturnType<typeof mailUseCases>;
