import { clockCountdown, countdownTo, useClock } from '../../../lib/countdown';
import * as styles from './draw.css';

/** 'Live draw in 12:03' until the draw time (the server's `drawAt`), then that the draw is due. */
export function DrawCountdown({ drawAt }: { drawAt: string }) {
  // Before the page's first render in the browser (a page the server rendered): the clock blank.
  const now = useClock(1_000);
  const left = now === null ? null : countdownTo(drawAt, now);
  return (
    <p className={styles.countdown} data-draw-at={drawAt}>
      {left?.isExpired ? (
        'Live draw: any moment now'
      ) : (
        <>
          Live draw in{' '}
          <time className={styles.clock} dateTime={drawAt}>
            {left ? clockCountdown(left) : '--:--'}
          </time>
        </>
      )}
    </p>
  );
}
