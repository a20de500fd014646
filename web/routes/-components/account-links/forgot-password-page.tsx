import { PublicPage } from '../public/public-page';
import { AROUND_SIGN_IN } from './account-link-nav';
import { ForgotPasswordForm } from './forgot-password-form';

export function ForgotPasswordPage() {
  return (
    <PublicPage
      title="Forgot Password"
      icon="🔑"
      intro="Enter the e-mail address of your account: we will send it a link to choose a new password. The link works once, for 30 minutes."
      related={AROUND_SIGN_IN}
    >
      <ForgotPasswordForm />
    </PublicPage>
  );
}
