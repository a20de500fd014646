import { clockCountdown, countdownTo, useNow } from '../../../lib/countdown';
import * as styles from './draw.css';

/** 'Live draw in 12:03' until the draw time (the server's `drawAt`), then that the draw is due. */
export function DrawCountdown({ drawAt }: { drawAt: string }) {
  const now = useNow(1_000);
  const left = countdownTo(drawAt, now);
  return (
    <p className={styles.countdown} data-draw-at={drawAt}>
      {left.isExpired ? (
        'Live draw: any moment now'
      ) : (
        <>
          Live draw in{' '}
          <time className={styles.clock} dateTime={drawAt}>
            {clockCountdown(left)}
          </time>
        </>
      )}
    </p>
  );
}
