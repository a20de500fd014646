import { Text } from '@react-email/components';
import type { MailMessage } from '../../../domain/mail/mail-message';
import { claimKindOf, claimWords } from '../../../domain/winners/claim-words';
import { ClaimButton } from './claim-link';
import { Greeting, Layout, styles } from './layout';

type ClaimReceived = Extract<MailMessage, { kind: 'claim-received' }>;

export const claimReceivedSubject = (m: ClaimReceived) =>
  m.decision === 'accept'
    ? `We received your claim for ${m.prize}`
    : `You declined ${m.prize} from ${m.gameName}`;

/** The winner's answer received: a claim to be checked, or a prize declined (in the kind's words). */
export function ClaimReceivedEmail({ m, siteUrl }: { m: ClaimReceived; siteUrl: string }) {
  const accepted = m.decision === 'accept';
  return (
    <Layout
      preview={accepted ? `Your claim for ${m.prize} is being checked` : `You declined ${m.prize}`}
      heading={accepted ? 'We received your claim' : 'You declined the prize'}
      siteUrl={siteUrl}
    >
      <Greeting firstName={m.firstName} />
      {accepted ? (
        <Text style={styles.text}>
          Thank you: we received your claim for {m.prize} from {m.gameName}. We are checking it now and will
          e-mail you once it is verified, and again when your prize ships.
        </Text>
      ) : (
        <Text style={styles.text}>
          We received your answer about {m.prize} from {m.gameName}.{' '}
          {claimWords(claimKindOf(m.instant)).declined}
        </Text>
      )}
      <ClaimButton siteUrl={siteUrl} winnerId={m.winnerId} label="See your claim" />
    </Layout>
  );
}
