import { DEMO_NOTICE } from '../../../lib/demo-notice';
import { trpc } from '../../../lib/trpc';
import { Alert } from '../../../ui/alert';

import { Paragraph, Section } from './public-page';
import * as styles from './public-page.css';

/** The demo's stand-in name, shown when the server names no operator (OPERATOR_NAME unset). */
const DEMO_SPONSOR = 'Prize Wheel demo (not a real sweepstakes)';

/**
 * The Official Rules' sponsor: the operator's legal name and address from the server's configuration.
 * A site that names none is a demo and says so, rather than presenting an invented company as real.
 */
export function SponsorSection() {
  const sponsor = trpc.config.sponsor.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  return (
    <Section title="1. Sponsor">
      {sponsor.isPending ? (
        <Paragraph>Loading the sponsor's name and address…</Paragraph>
      ) : sponsor.isError ? (
        <Alert tone="danger">
          The sponsor's name and address could not be loaded. Please reload the page.
        </Alert>
      ) : sponsor.data ? (
        <>
          <Paragraph>
            Each game is a separate giveaway run by {sponsor.data.name} (the "Sponsor"), the operator of this
            site.
          </Paragraph>
          <address className={styles.address}>
            {sponsor.data.name}
            <br />
            {sponsor.data.address}
          </address>
          <Paragraph>The Sponsor can also be reached through the Contact page.</Paragraph>
        </>
      ) : (
        <>
          <Paragraph>
            Sponsor: <strong>{DEMO_SPONSOR}</strong>.
          </Paragraph>
          <Alert tone="warning">{DEMO_NOTICE}</Alert>
        </>
      )}
    </Section>
  );
}
