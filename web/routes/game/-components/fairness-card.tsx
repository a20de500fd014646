import { useRef, useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { Button } from '../../../ui/button';
import { Link } from '../../../ui/link';
import * as local from './fairness-card.css';
import * as styles from './game-page.css';
import type { LiveLogHead } from './use-live-game';

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
 * Provably fair (docs/rules/fairness.md): the game's commitment (the server seed's SHA-256, fixed before its first
 * spin) and the live head of its hash-chained log, with the page that re-derives every pick.
 */
export function FairnessCard({
  gameId,
  frozen,
  liveHead,
}: {
  gameId: number;
  frozen: boolean;
  /** The head from the game's live stream; null while it is down (the card then polls). */
  liveHead: LiveLogHead | null;
}) {
  const fairness = trpc.games.fairness.useQuery(
    { id: gameId },
    { refetchInterval: frozen || liveHead ? false : HEAD_POLL_MS },
  );
  const polled = fairness.data
    ? { logHead: fairness.data.logHead, logEntries: fairness.data.log.length }
    : null;
  // The head as it stood when a spin began: it must not tell the spin's outcome before the wheel does.
  const shown = useRef<LiveLogHead | null>(null);
  if (!frozen) shown.current = liveHead ?? polled;
  const head = shown.current;
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
            <HashValue label="Log head" value={head?.logHead ?? fairness.data.logHead} />
          </dl>
          <p className={styles.muted}>
            {head?.logEntries ?? fairness.data.log.length} log {head?.logEntries === 1 ? 'entry' : 'entries'}.{' '}
            <Link href={`/fairness/${gameId}`}>Verify this game</Link>
          </p>
        </>
      )}
    </section>
  );
}
