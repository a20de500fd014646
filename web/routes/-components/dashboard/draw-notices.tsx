import { useEffect } from 'react';
import { trpc } from '../../../lib/trpc';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Link } from '../../../ui/link';
import { LinkButton } from '../../../ui/link-button';
import * as styles from './draw-notices.css';

/**
 * The results of drawn games the player entered, each shown once: the server records it as seen
 * when it appears, and it stays on screen until dismissed. None with 'Win Notifications' off.
 */
export function DrawNotices() {
  const utils = trpc.useUtils();
  const notices = trpc.drawNotices.list.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const seen = trpc.drawNotices.markSeen.useMutation();
  const { mutate } = seen;
  useEffect(() => {
    for (const notice of notices.data ?? []) mutate({ id: notice.gameId });
  }, [notices.data, mutate]);
  if (!notices.data?.length) return null;
  const dismiss = (gameId: number) =>
    utils.drawNotices.list.setData(undefined, (list) => list?.filter((n) => n.gameId !== gameId));
  return (
    <section aria-label="Draw results" className={styles.list}>
      {notices.data.map((notice) => (
        <Alert key={notice.gameId} tone={notice.won ? 'success' : 'info'}>
          <div className={styles.row}>
            <p className={styles.text}>
              <strong>
                {notice.won ? `You won ${notice.gameName}!` : `${notice.gameName} has been drawn.`}
              </strong>{' '}
              {notice.won
                ? `Your number ${notice.winningNumber} was drawn. Claim the prize before its deadline.`
                : `Number ${notice.winningNumber} won; your numbers did not win this time.`}{' '}
              <Link href={`/fairness/${notice.gameId}`}>Check the draw</Link>
            </p>
            {notice.winnerId !== null ? (
              <LinkButton href={`/claim/${notice.winnerId}`} size="sm">
                Claim your prize
              </LinkButton>
            ) : null}
            <Button
              variant="ghost"
              size="sm"
              onPress={() => dismiss(notice.gameId)}
              aria-label={`Dismiss the result of ${notice.gameName}`}
            >
              Dismiss
            </Button>
          </div>
        </Alert>
      ))}
    </section>
  );
}
