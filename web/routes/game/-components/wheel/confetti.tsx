import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import * as styles from './confetti.css';
import { prefersReducedMotion } from './segments';

const CONFETTI_PIECES = 50;
const CONFETTI_MS = 3_000;

export interface ConfettiProps {
  /** A new value fires a new burst; null shows nothing. */
  burst: number | null;
  /**
   * Whether the result dialog the burst celebrates is open: the pieces fall behind it (under the
   * dialogs' overlay) and stop when it closes, so they never cover the page's buttons or the result.
   */
  shown: boolean;
}

/** A short celebratory burst (compositor-only animations); skipped under prefers-reduced-motion. */
export function Confetti({ burst, shown }: ConfettiProps) {
  const [visible, setVisible] = useState<number | null>(null);

  useEffect(() => {
    if (burst === null || prefersReducedMotion()) return;
    setVisible(burst);
    const timer = window.setTimeout(() => setVisible(null), CONFETTI_MS);
    return () => window.clearTimeout(timer);
  }, [burst]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh random layout for every burst (visible is its id)
  const pieces = useMemo(
    () =>
      Array.from({ length: CONFETTI_PIECES }, (_, index) => {
        const duration = 1_800 + Math.random() * 1_100;
        const delay = Math.random() * (CONFETTI_MS - duration);
        return {
          index,
          style: {
            left: `${Math.random() * 100}%`,
            animationDuration: `${duration}ms`,
            animationDelay: `${delay}ms`,
            '--drift': `${(Math.random() - 0.5) * 30}vw`,
            '--turn': `${(Math.random() - 0.5) * 1440}deg`,
          } as CSSProperties,
        };
      }),
    [visible],
  );

  if (visible === null || !shown) return null;
  return (
    <div className={styles.layer} aria-hidden="true" data-confetti="">
      {pieces.map((piece) => (
        <span
          key={piece.index}
          className={`${styles.piece} ${styles.colour[piece.index % 12]}`}
          style={piece.style}
        />
      ))}
    </div>
  );
}
