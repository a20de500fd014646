import { toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';
import type { MailRenderer, RenderedMessage } from '../../application/mail/ports/mailer';
import type { MailMessage } from '../../domain/mail/mail-message';
import { emailHtml } from './email-html';
import { FilledTemplate } from './filled-template';
import { AdminTwoFactorLockedEmail, adminTwoFactorLockedSubject } from './templates/admin-two-factor-locked';
import { ClaimReceivedEmail, claimReceivedSubject } from './templates/claim-received';
import { ClaimReminderEmail, claimReminderSubject } from './templates/claim-reminder';
import { ClaimVerifiedEmail, claimVerifiedSubject } from './templates/claim-verified';
import { CompletionEmail, completionSubject } from './templates/completion';
import { ConfirmSubscriptionEmail, confirmSubscriptionSubject } from './templates/confirm-subscription';
import { ContactMessageEmail, contactMessageSubject } from './templates/contact-message';
import { GameCancelledEmail, gameCancelledSubject } from './templates/game-cancelled';
import { GameExtendedEmail, gameExtendedSubject } from './templates/game-extended';
import { NewGameEmail, newGameSubject } from './templates/new-game';
import { PasswordChangedEmail, passwordChangedSubject } from './templates/password-changed';
import { PasswordResetEmail, passwordResetSubject } from './templates/password-reset';
import { PrizeDeliveredEmail, prizeDeliveredSubject } from './templates/prize-delivered';
import { PrizeShippedEmail, prizeShippedSubject } from './templates/prize-shipped';
import { ReceiptEmail, ReceiptView, receiptFields, receiptSubject } from './templates/receipt';
import { TermsChangedEmail, termsChangedSubject } from './templates/terms-changed';
import { WinnerEmail, winnerSubject } from './templates/winner';
import { WinnerSetAsideEmail, winnerSetAsideSubject } from './templates/winner-set-aside';

interface Parts {
  subject: string;
  element: ReactElement;
  headers?: Record<string, string>;
}

/** Each kind of e-mail: its subject, its React Email component, and any headers of its own. */
export function partsOf(m: MailMessage, siteUrl: string): Parts {
  switch (m.kind) {
    case 'receipt':
      return { subject: receiptSubject(m), element: <ReceiptEmail m={m} siteUrl={siteUrl} /> };
    case 'password-changed':
      return { subject: passwordChangedSubject(), element: <PasswordChangedEmail m={m} siteUrl={siteUrl} /> };
    case 'password-reset':
      return { subject: passwordResetSubject(), element: <PasswordResetEmail m={m} siteUrl={siteUrl} /> };
    case 'contact-message':
      return {
        subject: contactMessageSubject(m),
        element: <ContactMessageEmail m={m} siteUrl={siteUrl} />,
        headers: { 'Reply-To': m.email },
      };
    case 'confirm-subscription':
      return {
        subject: confirmSubscriptionSubject(),
        element: <ConfirmSubscriptionEmail m={m} siteUrl={siteUrl} />,
      };
    case 'new-game':
      return {
        subject: newGameSubject(m),
        element: <NewGameEmail m={m} siteUrl={siteUrl} />,
        // RFC 8058 one-click unsubscribe: mail clients POST to the link without opening it.
        headers: {
          'List-Unsubscribe': `<${m.unsubscribeOneClickUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      };
    case 'winner':
      return { subject: winnerSubject(m), element: <WinnerEmail m={m} siteUrl={siteUrl} /> };
    case 'winner-set-aside':
      return { subject: winnerSetAsideSubject(m), element: <WinnerSetAsideEmail m={m} siteUrl={siteUrl} /> };
    case 'claim-reminder':
      return { subject: claimReminderSubject(m), element: <ClaimReminderEmail m={m} siteUrl={siteUrl} /> };
    case 'claim-received':
      return { subject: claimReceivedSubject(m), element: <ClaimReceivedEmail m={m} siteUrl={siteUrl} /> };
    case 'claim-verified':
      return { subject: claimVerifiedSubject(m), element: <ClaimVerifiedEmail m={m} siteUrl={siteUrl} /> };
    case 'prize-shipped':
      return { subject: prizeShippedSubject(m), element: <PrizeShippedEmail m={m} siteUrl={siteUrl} /> };
    case 'prize-delivered':
      return { subject: prizeDeliveredSubject(m), element: <PrizeDeliveredEmail m={m} siteUrl={siteUrl} /> };
    case 'completion':
      return { subject: completionSubject(m), element: <CompletionEmail m={m} siteUrl={siteUrl} /> };
    case 'game-cancelled':
      return { subject: gameCancelledSubject(m), element: <GameCancelledEmail m={m} siteUrl={siteUrl} /> };
    case 'game-extended':
      return { subject: gameExtendedSubject(m), element: <GameExtendedEmail m={m} siteUrl={siteUrl} /> };
    case 'terms-changed':
      return { subject: termsChangedSubject(m), element: <TermsChangedEmail m={m} siteUrl={siteUrl} /> };
    case 'admin-two-factor-locked':
      return {
        subject: adminTwoFactorLockedSubject(),
        element: <AdminTwoFactorLockedEmail m={m} siteUrl={siteUrl} />,
      };
  }
}

/**
 * Renders every e-mail with React Email: HTML and plain text from one component; the receipt from its
 * template rendered once (FilledTemplate), the same HTML and text.
 */
export class ReactEmailRenderer implements MailRenderer {
  /** siteUrl: the public address, read at each render (the server learns its port late). */
  constructor(private readonly siteUrl: () => string) {}

  /** The receipt, the e-mail of every paid spin: rendered once, then filled for each. */
  private readonly receipt = new FilledTemplate((f: ReturnType<typeof receiptFields>, siteUrl: string) => (
    <ReceiptView f={f} siteUrl={siteUrl} />
  ));

  async render(message: MailMessage): Promise<RenderedMessage> {
    if (message.kind === 'receipt') {
      const filled = await this.receipt.fill(receiptFields(message), this.siteUrl());
      if (filled) return { subject: receiptSubject(message), ...filled };
    }
    const { subject, element, headers } = partsOf(message, this.siteUrl());
    // One React render: the plain text is converted from that HTML, as React Email's render(..., { plainText: true })
    // would from a second render of its own (the same text for every kind; a receipt 2.0 ms, not 3.7).
    const html = await emailHtml(element);
    const text = toPlainText(html);
    return headers ? { subject, html, text, headers } : { subject, html, text };
  }
}
