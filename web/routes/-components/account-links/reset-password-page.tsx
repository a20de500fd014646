import { PublicPage } from '../public/public-page';
import { AROUND_SIGN_IN } from './account-link-nav';
import { ResetPasswordForm } from './reset-password-form';

export function ResetPasswordPage({ token }: { token: string }) {
  return (
    <PublicPage
      title="Choose a New Password"
      icon="🔒"
      intro="Your new password signs you out everywhere: sign in again with it afterwards."
      related={AROUND_SIGN_IN}
    >
      <ResetPasswordForm token={token} />
    </PublicPage>
  );
}
