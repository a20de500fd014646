import { gamePriceWording } from '../../../../domain/games/price-wording';
import { countdownTo, shortCountdown } from '../../../lib/countdown';
import { formatPrizeValue, percentComplete } from '../../../lib/format';
import { notStartedYet, priceRangeText, sellsNumbers } from '../../../lib/game-rules';
import { instantFieldsOf } from '../../../lib/instant-prizes';
import type { GameOut } from '../../../lib/trpc';
import { LinkButton } from '../../../ui/link-button';
import { ProgressBar } from '../../../ui/progress-bar';
import { DrawCountdown } from '../draw/draw-countdown';
import { InstantPrizeList } from '../instant-prizes/instant-prize-list';
import { PricedAbovePrize } from '../pricing/priced-above-prize';
import * as styles from './game-card.css';

export interface GameCardProps {
  game: GameOut;
  index: number;
  now: number;
}

/** The lobby card lists this many instant prizes; the game page lists them all. */
const LOBBY_PRIZES_SHOWN = 3;

export function GameCard({ game, index, now }: GameCardProps) {
  const theme = (index % 4) as 0 | 1 | 2 | 3;
  const complete = percentComplete(game.totalNumbers, game.numbersLeft);
  const end = countdownTo(game.endTime, now);
  const upcoming = notStartedYet(game, now);
  const headingId = `game-${game.id}-name`;
  const { instantPrizes, gameType } = instantFieldsOf(game);
  const { free } = gamePriceWording(game);

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={`${styles.top} ${styles.theme[theme]}`}>
        <span className={styles.prizeValue}>{formatPrizeValue(game.prizeValue)}</span>
        {upcoming ? null : <span className={styles.live}>● LIVE</span>}
        {gameType === 'instant_win' ? <span className={styles.instantPlay}>INSTANT PLAY</span> : null}
        {game.prizeImageUrl ? (
          <img className={styles.prizeImage} src={game.prizeImageUrl} alt={game.prize} loading="lazy" />
        ) : (
          <span className={styles.prizeIcon} role="img" aria-label={game.prize}>
            {game.emoji}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <h3 id={headingId} className={styles.name}>
            {game.name}
          </h3>
          <span className={styles.code} title="Game code">
            {game.code}
          </span>
        </div>
        {game.description ? <p className={styles.description}>{game.description}</p> : null}
        {instantPrizes.length > 0 ? (
          <div>
            <h4 id={`game-${game.id}-instant`} className={styles.instantTitle}>
              🏆 Instant prizes
            </h4>
            <InstantPrizeList
              prizes={instantPrizes}
              totalNumbers={game.totalNumbers}
              limit={LOBBY_PRIZES_SHOWN}
              labelledBy={`game-${game.id}-instant`}
            />
          </div>
        ) : null}
        <ProgressBar label="Numbers claimed" value={complete} showValue={false} />
        <div className={styles.counts}>
          <span className={styles.spotsLeft}>{game.numbersLeft} spots left</span>
          <span>{complete}% complete</span>
        </div>
        {sellsNumbers(game) ? (
          <>
            <p className={styles.payNote}>Spin the wheel, pay what you land on</p>
            <p className={styles.priceRange}>{priceRangeText(game)}</p>
          </>
        ) : null}
        {free ? <p className={styles.payNote}>{free}</p> : null}
        <PricedAbovePrize game={game} />
        {game.freeRangeCoversAll ? (
          <p className={styles.freeNote}>No Purchase Necessary: One free entry per game</p>
        ) : null}
        <p className={styles.ends}>
          {upcoming ? (
            <>
              Starts in{' '}
              <span className={styles.endsValue}>{shortCountdown(countdownTo(game.startTime, now))}</span>
            </>
          ) : end.isExpired ? (
            <span className={styles.endsValue}>Game ended</span>
          ) : (
            <>
              Game ends: <span className={styles.endsValue}>{shortCountdown(end)}</span>
            </>
          )}
        </p>
        {upcoming || end.isExpired ? null : <DrawCountdown drawAt={game.drawAt} />}
        <LinkButton
          href={`/game/${game.id}`}
          size="lg"
          fullWidth
          className={styles.cta}
          aria-label={`Spin to win: ${game.name}`}
        >
          SPIN TO WIN
        </LinkButton>
      </div>
    </article>
  );
}
