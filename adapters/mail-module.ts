import { type Container, ContainerModule, type ResolutionContext } from 'inversify';
import { RequestPasswordReset } from '../application/accounts/request-password-reset';
import { ResetPassword } from '../application/accounts/reset-password';
import { CloseGames } from '../application/games/close-games';
import { AnnounceNewGame } from '../application/mail/announce-new-game';
import { DispatchMail, type DispatchTimings } from '../application/mail/dispatch-mail';
import { GetMail } from '../application/mail/get-mail';
import { ListMail } from '../application/mail/list-mail';
import type { Mailer } from '../application/mail/ports/mailer';
import { SendCompletionEmails } from '../application/mail/send-completion-emails';
import { SendContactMessage } from '../application/mail/send-contact-message';
import { SendTestEmail } from '../application/mail/send-test-email';
import { Unsubscribe } from '../application/mail/unsubscribe';
import { DrawWinner } from '../application/winners/draw-winner';
import type { MailConfig } from './config/mail-config';
import { KeptMailer } from './mail/kept-mailer';
import { PublicUrlLinks } from './mail/public-url-links';
import { ReactEmailRenderer } from './mail/react-email-renderer';
import { SmtpMailer } from './mail/smtp-mailer';
import { TOKENS } from './tokens';
import type { UseCases } from './use-cases';

/** Ports a test may swap: a recording mailer, faster retry timings. */
export interface MailOverrides {
  mailer?: Mailer;
  dispatchTimings?: DispatchTimings;
}

/** E-mail: the mailer (SMTP, or kept without SMTP_URL), the templates, the outbox's use cases. */
export const mailModule = (mail: MailConfig, publicUrl: string, overrides: MailOverrides) =>
  new ContainerModule(({ bind }) => {
    const repos = (ctx: ResolutionContext) => ctx.get(TOKENS.repositories);
    const links = new PublicUrlLinks(publicUrl);
    bind(TOKENS.links).toConstantValue(links);
    bind(TOKENS.mailer).toConstantValue(
      overrides.mailer ?? (mail.smtpUrl ? new SmtpMailer(mail.smtpUrl, mail.from) : new KeptMailer()),
    );
    bind(TOKENS.mailRenderer).toConstantValue(new ReactEmailRenderer(() => links.siteUrl));
    bind(DispatchMail).toDynamicValue(
      (ctx) =>
        new DispatchMail(
          repos(ctx).outbox,
          ctx.get(TOKENS.mailer),
          ctx.get(TOKENS.mailRenderer),
          ctx.get(TOKENS.clock),
          ctx.get(TOKENS.logger).child({ component: 'mail' }),
          overrides.dispatchTimings,
        ),
    );
    bind(SendContactMessage).toDynamicValue(
      (ctx) => new SendContactMessage(ctx.get(TOKENS.unitOfWork), ctx.get(TOKENS.clock), mail.contactEmail),
    );
    bind(AnnounceNewGame).toDynamicValue(
      (ctx) => new AnnounceNewGame(ctx.get(TOKENS.unitOfWork), links, ctx.get(TOKENS.clock)),
    );
    bind(RequestPasswordReset).toDynamicValue(
      (ctx) =>
        new RequestPasswordReset(
          ctx.get(TOKENS.unitOfWork),
          ctx.get(TOKENS.sessionTokens),
          links,
          ctx.get(TOKENS.loginAttempts),
          ctx.get(TOKENS.clock),
        ),
    );
    bind(ResetPassword).toDynamicValue(
      (ctx) =>
        new ResetPassword(
          ctx.get(TOKENS.unitOfWork),
          ctx.get(TOKENS.sessions),
          ctx.get(TOKENS.sessionTokens),
          ctx.get(TOKENS.hasher),
          ctx.get(TOKENS.clock),
        ),
    );
    bind(Unsubscribe).toDynamicValue((ctx) => new Unsubscribe(repos(ctx).subscriptions));
    bind(SendCompletionEmails).toDynamicValue(
      (ctx) => new SendCompletionEmails(ctx.get(TOKENS.unitOfWork), ctx.get(TOKENS.clock)),
    );
    bind(SendTestEmail).toDynamicValue(
      (ctx) => new SendTestEmail(ctx.get(TOKENS.unitOfWork), ctx.get(TOKENS.clock)),
    );
    bind(ListMail).toDynamicValue((ctx) => new ListMail(repos(ctx).outbox));
    bind(GetMail).toDynamicValue((ctx) => new GetMail(repos(ctx).outbox, ctx.get(TOKENS.mailRenderer)));
    bind(CloseGames).toDynamicValue(
      (ctx) =>
        new CloseGames(
          ctx.get(TOKENS.unitOfWork),
          ctx.get(TOKENS.settings),
          ctx.get(DrawWinner),
          ctx.get(TOKENS.clock),
          ctx.get(TOKENS.logger).child({ component: 'closing' }),
        ),
    );
  });

type MailUseCases = Pick<
  UseCases,
  | 'dispatchMail'
  | 'sendContactMessage'
  | 'announceNewGame'
  | 'requestPasswordReset'
  | 'resetPassword'
  | 'unsubscribe'
  | 'sendCompletionEmails'
  | 'sendTestEmail'
  | 'listMail'
  | 'getMail'
  | 'closeGames'
>;

export function resolveMailUseCases(container: Container): MailUseCases {
  return {
    dispatchMail: container.get(DispatchMail),
    sendContactMessage: container.get(SendContactMessage),
    announceNewGame: container.get(AnnounceNewGame),
    requestPasswordReset: container.get(RequestPasswordReset),
    resetPassword: container.get(ResetPassword),
    unsubscribe: container.get(Unsubscribe),
    sendCompletionEmails: container.get(SendCompletionEmails),
    sendTestEmail: container.get(SendTestEmail),
    listMail: container.get(ListMail),
    getMail: container.get(GetMail),
    closeGames: container.get(CloseGames),
  };
}
