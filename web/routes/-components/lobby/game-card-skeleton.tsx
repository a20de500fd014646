import { Skeleton } from '../../../ui/skeleton';
import * as styles from './game-card.css';

/** A game card's frame, the size of a card, while the games load: the lobby does not move when they come. */
export function GameCardSkeleton({ index }: { index: number }) {
  const theme = (index % 4) as 0 | 1 | 2 | 3;
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={`${styles.top} ${styles.theme[theme]}`} />
      <div className={styles.body}>
        <div className={`${styles.titleRow} ${styles.name}`}>
          <Skeleton width="60%" />
        </div>
        <Skeleton width="100%" height="10px" />
        <div className={styles.counts}>
          <Skeleton width="35%" />
          <Skeleton width="25%" />
        </div>
        <p className={styles.payNote}>Spin the wheel, pay what you land on</p>
        <p className={styles.ends}>
          <Skeleton width="50%" />
        </p>
        <Skeleton width="100%" height="52px" />
      </div>
    </div>
  );
}
