import { PublicPage } from '../public/public-page';
import { AROUND_HOME } from './account-link-nav';
import { UnsubscribePanel } from './link-action-panel';

export function UnsubscribePage({ token }: { token: string }) {
  return (
    <PublicPage
      title="Unsubscribe"
      icon="✉️"
      intro="Stop the e-mails about new games? You can ask for them again any time with 'Get Notified'."
      related={AROUND_HOME}
    >
      <UnsubscribePanel token={token} />
    </PublicPage>
  );
}
