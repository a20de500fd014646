import { PublicPage } from '../public/public-page';
import { AROUND_HOME } from './account-link-nav';
import { ConfirmSubscriptionPanel } from './link-action-panel';

export function ConfirmSubscriptionPage({ token }: { token: string }) {
  return (
    <PublicPage
      title="Confirm Your E-mails"
      icon="✉️"
      intro="Confirm that you want an e-mail when new games open. You can unsubscribe from any of them."
      related={AROUND_HOME}
    >
      <ConfirmSubscriptionPanel token={token} />
    </PublicPage>
  );
}
