import { formatAmount } from '../../../lib/format';
import { trpc } from '../../../lib/trpc';
import * as styles from './responsible.css';

/**
 * What this spin can cost, counted by the server over the numbers a paid spin can land on now (the
 * available numbers outside the free range): shown in the play-responsibly dialog, fetched afresh
 * each time it opens.
 */
export function SpinPriceFigures({ gameId }: { gameId: number }) {
  const price = trpc.responsiblePlay.spinPrice.useQuery(
    { id: gameId },
    { staleTime: 0, refetchOnMount: 'always' },
  );
  if (price.isPending) return <p>Counting what this spin can cost...</p>;
  if (price.isError) return <p>What this spin can cost could not be loaded. Cancel and try again.</p>;
  const { numbersLeft, priceRange } = price.data;
  if (priceRange === null) return <p>No number is left for a paid spin to land on.</p>;
  return (
    <dl className={styles.figures} aria-label="What this spin can cost">
      <dt className={styles.figureTerm}>Lowest price</dt>
      <dd className={styles.figureValue}>{formatAmount(priceRange.lowest)}</dd>
      <dt className={styles.figureTerm}>Highest price</dt>
      <dd className={styles.figureValue}>{formatAmount(priceRange.highest)}</dd>
      <dt className={styles.figureTerm}>Average price</dt>
      <dd className={styles.figureValue}>{formatAmount(priceRange.average)}</dd>
      <dt className={styles.figureTerm}>Numbers it can land on</dt>
      <dd className={styles.figureValue}>{numbersLeft}</dd>
    </dl>
  );
}
