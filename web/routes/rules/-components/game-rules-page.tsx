import { noTermsText } from '../../../../domain/terms/terms-answer';
import type { TermsDocument } from '../../../../domain/terms/terms-document';
import { trpc } from '../../../lib/trpc';
import { formatZonedDateTime } from '../../../lib/us-format';
import { Alert } from '../../../ui/alert';
import { Spinner } from '../../../ui/spinner';
import { OfficialRulesSections } from '../../-components/public/official-rules-sections';
import { Paragraph, PublicPage, Section } from '../../-components/public/public-page';
import * as styles from './game-rules.css';
import { TermsFacts } from './terms-facts';

const RELATED = [
  { href: '/official-rules', label: 'Official Rules' },
  { href: '/fairness', label: 'Provably Fair' },
  { href: '/prize-rules', label: 'Prize Rules' },
] as const;

/** The answer's document, as the server wrote it from domain/games/game-terms.ts. */
const asTerms = (document: Record<string, unknown>) => document as unknown as TermsDocument;

/** The Official Rules' text the version holds (format 2 on); a version of format 1 names only their edition. */
function RulesInForce({ document }: { document: TermsDocument }) {
  const rules = document.officialRules.text;
  if (!rules) return null;
  return (
    <details className={styles.disclosure}>
      <summary className={styles.summary}>Official Rules in force ({document.officialRules.edition})</summary>
      <div className={styles.rules}>
        <p className={styles.rulesIntro}>{rules.intro}</p>
        <OfficialRulesSections rules={rules} headingLevel="h3" />
      </div>
    </details>
  );
}

function Versions({ gameId }: { gameId: number }) {
  const terms = trpc.games.terms.useQuery({ id: gameId }, { retry: false });
  if (terms.isPending) return <Spinner label="Loading the game's terms..." />;
  if (terms.isError) return <Alert tone="danger">Could not load the terms: {terms.error.message}</Alert>;
  const { versions, recordedSince } = terms.data;
  if (versions.length === 0)
    return (
      <Section title="Terms">
        <Paragraph>{noTermsText(recordedSince)} The Official Rules and the game page apply.</Paragraph>
      </Section>
    );
  const newest = [...versions].reverse();
  return (
    <>
      {newest.map((version, index) => (
        <Section
          key={version.version}
          title={`Version ${version.version}${index === 0 ? ' (in force)' : ''}, from ${formatZonedDateTime(version.at)}`}
        >
          <TermsFacts document={asTerms(version.document)} />
          <Paragraph>
            SHA-256 of its canonical document: <code>{version.hash}</code>. The game's{' '}
            <a href={`/fairness/${gameId}`}>fairness page</a> checks it against the log.
          </Paragraph>
          <RulesInForce document={asTerms(version.document)} />
          <details className={styles.disclosure}>
            <summary className={styles.summary}>The document as published</summary>
            <pre className={styles.json}>{JSON.stringify(version.document, null, 2)}</pre>
          </details>
        </Section>
      ))}
    </>
  );
}

/** /rules/{gameId}: the game's terms, every version, each with its hash (docs/rules/fairness.md, Terms). */
export function GameRulesPage({ gameId }: { gameId: number }) {
  const game = trpc.games.byId.useQuery({ id: gameId }, { retry: false });
  return (
    <PublicPage
      title={game.data ? `Rules of ${game.data.name}` : `Rules of Game ${gameId}`}
      icon="📜"
      intro="The terms this game was opened with, and every change since: each version is fixed by its SHA-256 in the game's public log."
      related={RELATED}
      back={{ href: `/game/${gameId}`, label: 'Back to the Game' }}
    >
      <Versions gameId={gameId} />
    </PublicPage>
  );
}
