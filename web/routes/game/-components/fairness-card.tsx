import { useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { Button } from '../../../ui/button';
import { Link } from '../../../ui/link';
import * as local from './fairness-card.css';
import * as styles from './game-page.css';

const HEAD_POLL_MS = 15_000;

const shorten = (hex: string) => `${hex.slice(0, 10)}…${hex.slice(-6)}`;

/** A hash shown short, with a button to show it whole and one to copy it. */
function HashValue({ label, value }: { label: string; value: string }) {
  const [expanded, setExpanded] = useState(false);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
      setExpanded(true);
    }
  };
  return (
    <div>
      <dt className={styles.term}>{label}</dt>
      <dd className={local.value}>
        <code className={local.hash} title={value}>
          {expanded ? value : shorten(value)}
        </code>
        <Button variant="ghost" size="sm" aria-expanded={expanded} onPress={() => setExpanded(!expanded)}>
          {expanded ? 'Show less' : 'Show all'}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Copy the ${label.toLowerCase()}`}
          onPress={() => void copy()}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </dd>
    </div>
  );
}

/**
 * Provably fair (issue 12): the game's commitment (the server seed's SHA-256, fixed before its first
 * spin) and the live head of its hash-chained log, with the page that re-derives every pick.
 */
export function FairnessCard({ gameId, frozen }: { gameId: number; frozen: boolean }) {
  const fairness = trpc.games.fairness.useQuery(
    { id: gameId },
    { refetchInterval: frozen ? false : HEAD_POLL_MS },
  );
  return (
    <section className={styles.card} aria-labelledby="fairness-title">
      <h2 id="fairness-title" className={styles.cardTitle}>
        Provably Fair
      </h2>
      {fairness.isPending ? (
        <p className={styles.muted}>Loading the game's commitment...</p>
      ) : fairness.isError ? (
        <p className={styles.muted}>The game's commitment could not be loaded.</p>
      ) : (
        <>
          <p className={styles.muted}>
            Every number is picked from a secret seed fixed before the first spin and your own client seed.
            The seed is revealed when the game closes.
          </p>
          <dl className={local.list}>
            <HashValue label="Commitment (server seed hash)" value={fairness.data.serverSeedHash} />
            <HashValue label="Log head" value={fairness.data.logHead} />
          </dl>
          <p className={styles.muted}>
            {fairness.data.log.length} log {fairness.data.log.length === 1 ? 'entry' : 'entries'}.{' '}
            <Link href={`/fairness/${gameId}`}>Verify this game</Link>
          </p>
        </>
      )}
    </section>
  );
}
