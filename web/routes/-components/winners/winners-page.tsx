import { formatDateTime, formatPrizeValue } from '../../../lib/format';
import { trpc } from '../../../lib/trpc';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Link } from '../../../ui/link';
import { Spinner } from '../../../ui/spinner';
import { LiveDrawPanel } from '../draw/live-draw-panel';
import { Paragraph, PublicPage, Section } from '../public/public-page';
import * as styles from './winners.css';

const RELATED = [
  { href: '/official-rules', label: 'Official Rules' },
  { href: '/fairness', label: 'Provably Fair' },
  { href: '/games', label: 'Play a Game' },
] as const;

const HOW = { draw: 'Random draw', pick: "Operator's pick", instant: 'Instant win' } as const;

/** /winners: every winner in force, newest first, each with the proof its draw was fair. */
export function WinnersPage() {
  const winners = trpc.winners.list.useInfiniteQuery({}, { getNextPageParam: (page) => page.nextCursor });
  const items = winners.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <PublicPage
      title="Winners"
      icon="🏆"
      intro="Every prize won on Prize Wheel, newest first. Each links to its game's fairness page, where your browser checks the draw for itself."
      related={RELATED}
    >
      <Section title="Recent winners">
        {winners.isPending ? <Spinner label="Loading the winners..." /> : null}
        {winners.isError ? <Alert tone="danger">Could not load the winners. Please try again.</Alert> : null}
        {winners.isSuccess && items.length === 0 ? <Paragraph>No prize has been won yet.</Paragraph> : null}
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={`${item.gameId}-${item.wonAt}`} className={styles.row}>
              <div className={styles.main}>
                <strong className={styles.winner}>{item.winner}</strong>
                <span>
                  won {item.prize} ({formatPrizeValue(item.prizeValue)}) in {item.gameName}
                </span>
                <span className={styles.muted}>
                  {HOW[item.kind]}, {formatDateTime(item.wonAt)}
                </span>
              </div>
              <Link href={item.fairnessUrl}>Fairness of {item.gameName}</Link>
            </li>
          ))}
        </ul>
        {winners.hasNextPage ? (
          <Button
            variant="secondary"
            isDisabled={winners.isFetchingNextPage}
            onPress={() => winners.fetchNextPage()}
          >
            {winners.isFetchingNextPage ? 'Loading...' : 'Show more winners'}
          </Button>
        ) : null}
      </Section>
      <Section title="How this list is kept">
        <Paragraph>
          A winner is listed once drawn, picked or winning an instant prize, with their first name, last
          initial and state. A winner who keeps their name private is listed as a player from their state. A
          main prize declined or forfeited is redrawn in the open: the winner set aside leaves this list, and
          the game's fairness page shows both. An instant prize sits on a number fixed by the game's seed, so
          it is never redrawn; one declined or forfeited leaves this list.
        </Paragraph>
      </Section>
      <LiveDrawPanel />
    </PublicPage>
  );
}
