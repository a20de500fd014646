import { PublicPage } from '../public/public-page';
import { ForgotPasswordForm } from './forgot-password-form';
import { ConfirmSubscriptionPanel, UnsubscribePanel } from './link-action-panel';
import { ResetPasswordForm } from './reset-password-form';

const CONTACT = { href: '/contact', label: 'Contact Us' };
const AROUND = [{ href: '/?tab=login', label: 'Login' }, CONTACT];

export function ForgotPasswordPage() {
  return (
    <PublicPage
      title="Forgot Password"
      icon="🔑"
      intro="Enter the e-mail address of your account: we will send it a link to choose a new password. The link works once, for 30 minutes."
      related={AROUND}
    >
      <ForgotPasswordForm />
    </PublicPage>
  );
}

export function ResetPasswordPage({ token }: { token: string }) {
  return (
    <PublicPage
      title="Choose a New Password"
      icon="🔒"
      intro="Your new password signs you out everywhere: sign in again with it afterwards."
      related={AROUND}
    >
      <ResetPasswordForm token={token} />
    </PublicPage>
  );
}

export function UnsubscribePage({ token }: { token: string }) {
  return (
    <PublicPage
      title="Unsubscribe"
      icon="✉️"
      intro="Stop the e-mails about new games? You can ask for them again any time with 'Get Notified'."
      related={[{ href: '/', label: 'Home' }, CONTACT]}
    >
      <UnsubscribePanel token={token} />
    </PublicPage>
  );
}

export function ConfirmSubscriptionPage({ token }: { token: string }) {
  return (
    <PublicPage
      title="Confirm Your E-mails"
      icon="✉️"
      intro="Confirm that you want an e-mail when new games open. You can unsubscribe from any of them."
      related={[{ href: '/', label: 'Home' }, CONTACT]}
    >
      <ConfirmSubscriptionPanel token={token} />
    </PublicPage>
  );
}
