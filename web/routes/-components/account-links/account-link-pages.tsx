import { PublicPage } from '../public/public-page';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';
import { UnsubscribePanel } from './unsubscribe-panel';

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
