import { Link } from '../../../ui/link';
import * as styles from './game-page.css';

export interface SpinProofData {
  spin: number | null;
  clientSeed: string | null;
}

/**
 * Provably fair: the spin's number in its game and the client seed it used (the player's seed for this
 * game, docs/rules/fairness.md, Seeds and the commitment), with a 'Verify' link.
 */
export function SpinProof({ gameId, proof }: { gameId: number; proof: SpinProofData | null | undefined }) {
  if (!proof || proof.spin === null || proof.clientSeed === null) return null;
  return (
    <p className={styles.proof}>
      Spin #{proof.spin} of this game, your client seed for this game <code>{proof.clientSeed}</code>.{' '}
      <Link href={`/fairness/${gameId}`}>Verify</Link>
    </p>
  );
}
