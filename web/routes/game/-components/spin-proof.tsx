import { Link } from '../../../ui/link';
import * as styles from './game-page.css';

export interface SpinProofData {
  spin: number | null;
  clientSeed: string | null;
}

/** Provably fair: the spin's number in its game and the client seed it used, with a 'Verify' link. */
export function SpinProof({ gameId, proof }: { gameId: number; proof: SpinProofData | null | undefined }) {
  if (!proof || proof.spin === null || proof.clientSeed === null) return null;
  return (
    <p className={styles.muted}>
      Spin #{proof.spin} of this game, client seed <code>{proof.clientSeed}</code>.{' '}
      <Link href={`/fairness/${gameId}`}>Verify</Link>
    </p>
  );
}
