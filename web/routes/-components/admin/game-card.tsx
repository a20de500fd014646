import { formatAmount } from '../../../lib/format';
import { instantFieldsOf } from '../../../lib/instant-prizes';
import { formatZonedDateTime } from '../../../lib/us-format';
import { Button } from '../../../ui/button';
import { LinkButton } from '../../../ui/link-button';
import * as styles from './admin-games.css';
import { type AdminGame, type RefundProgressOut, statusLabel } from './admin-types';
import { AuditPackLinks } from './audit-pack-links';
import { CompletionEmailsButton } from './completion-emails-button';
import { GameIdentity } from './game-alert-dialog';
import { refundsConfirmedText } from './game-refunds';

export interface GameCardActions {
  onWinner: (game: AdminGame) => void;
  onEdit: (game: AdminGame) => void;
  onDelete: (game: AdminGame) => void;
  onCancel: (game: AdminGame) => void;
  onEnd: (game: AdminGame) => void;
}

/** One game in the Games tab's grid; its numbers-left figure is live (the list is polled every 5 s). */
export function GameCard({
  game,
  refundsConfirmed,
  onWinner,
  onEdit,
  onDelete,
  onCancel,
  onEnd,
}: {
  game: AdminGame;
  /** The game's refunds, once every one is confirmed: a line on the card instead of a panel. */
  refundsConfirmed?: RefundProgressOut | undefined;
} & GameCardActions) {
  const titleId = `admin-game-${game.id}`;
  const { instantPrizes, maxEntriesPerPlayer } = instantFieldsOf(game);
  return (
    <article className={styles.gameCard} aria-labelledby={titleId}>
      <GameIdentity game={game} headingId={titleId} />
      {game.prizeImageUrl ? (
        <img
          className={styles.cardImage}
          src={game.prizeImageUrl}
          alt={`Prize: ${game.prize}`}
          loading="lazy"
        />
      ) : null}
      <span className={styles.status}>{statusLabel(game)}</span>
      <dl className={styles.facts}>
        <dt className={styles.term}>Prize</dt>
        <dd className={styles.value}>{game.prize}</dd>
        <dt className={styles.term}>Value</dt>
        <dd className={styles.value}>{formatAmount(game.prizeValue)}</dd>
        <dt className={styles.term}>Numbers left</dt>
        <dd className={styles.value}>
          <span className={styles.liveDot} title="Live" aria-hidden="true" />
          {game.numbersLeft} of {game.totalNumbers}
          <span className={styles.srOnly}> (live)</span>
        </dd>
        <dt className={styles.term}>Players</dt>
        <dd className={styles.value}>{game.playersCount}</dd>
        <dt className={styles.term}>Ends</dt>
        <dd className={styles.value}>{formatZonedDateTime(game.endTime)}</dd>
        {instantPrizes.length > 0 ? (
          <>
            <dt className={styles.term}>Instant prizes</dt>
            <dd className={styles.value}>
              {instantPrizes.length} ({instantPrizes.filter((p) => p.won).length} won)
            </dd>
          </>
        ) : null}
        {maxEntriesPerPlayer !== null ? (
          <>
            <dt className={styles.term}>Paid entries cap</dt>
            <dd className={styles.value}>{maxEntriesPerPlayer} per player</dd>
          </>
        ) : null}
        {refundsConfirmed ? (
          <>
            <dt className={styles.term}>Refunds</dt>
            <dd className={styles.value}>{refundsConfirmedText(refundsConfirmed)}</dd>
          </>
        ) : null}
        {game.hasWinner ? (
          <>
            <dt className={styles.term}>Winner</dt>
            <dd className={styles.value}>Selected</dd>
          </>
        ) : null}
      </dl>
      <div className={styles.cardActions}>
        <LinkButton
          size="sm"
          variant="primary"
          href={`/game/${game.id}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`View ${game.name} (opens in a new tab)`}
        >
          View
        </LinkButton>
        {game.actions.pickWinner ? (
          <Button
            size="sm"
            variant="secondary"
            onPress={() => onWinner(game)}
            aria-label={`Winner for ${game.name}`}
          >
            Winner
          </Button>
        ) : null}
        {game.actions.edit ? (
          <Button size="sm" variant="secondary" onPress={() => onEdit(game)} aria-label={`Edit ${game.name}`}>
            Edit
          </Button>
        ) : null}
        {game.actions.endNow ? (
          <Button
            size="sm"
            variant="secondary"
            onPress={() => onEnd(game)}
            aria-label={`End Now: ${game.name}`}
          >
            End Now
          </Button>
        ) : null}
        <CompletionEmailsButton game={game} />
        <AuditPackLinks game={game} />
        {game.actions.cancel ? (
          <Button
            size="sm"
            variant="secondary"
            onPress={() => onCancel(game)}
            aria-label={`Cancel Game ${game.name}`}
          >
            Cancel Game
          </Button>
        ) : null}
        <Button size="sm" variant="danger" onPress={() => onDelete(game)} aria-label={`Delete ${game.name}`}>
          Delete
        </Button>
      </div>
    </article>
  );
}
