import { formatAmount } from '../../../lib/format';
import { trpc } from '../../../lib/trpc';
import * as styles from './responsible.css';

/**
 * What this spin can cost, counted by the server from the numbers available now (the draw's
 * candidates): shown in the play-responsibly dialog, fetched afresh each time it opens.
 */
export function SpinPriceFigures({ gameId }: { gameId: number }) {
  const price = trpc.responsiblePlay.spinPrice.useQuery(
    { id: gameId },
    { staleTime: 0, refetchOnMount: 'always' },
  );
  if (price.isPending) return <p>Counting what this spin can cost...</p>;
  if (price.isError) return <p>What this spin can cost could not be loaded. Cancel and try again.</p>;
  const f = price.data;
  return (
    <dl className={styles.figures} aria-label="What this spin can cost">
      <dt className={styles.figureTerm}>Lowest price</dt>
      <dd className={styles.figureValue}>{formatAmount(f.lowestPrice)}</dd>
      <dt className={styles.figureTerm}>Highest price</dt>
      <dd className={styles.figureValue}>{formatAmount(f.highestPrice)}</dd>
      <dt className={styles.figureTerm}>Average price</dt>
      <dd className={styles.figureValue}>{formatAmount(f.averagePrice)}</dd>
      <dt className={styles.figureTerm}>Free numbers left</dt>
      <dd className={styles.figureValue}>
        {f.freeNumbersLeft} of {f.availableNumbers}
      </dd>
    </dl>
  );
}
