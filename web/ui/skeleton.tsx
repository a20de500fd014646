import * as styles from './skeleton.css';

export interface SkeletonProps {
  /** CSS width, e.g. '4ch' or '60%'. */
  width: string;
  /** CSS height; by default one line of the surrounding text. */
  height?: string;
}

/** Reserves the space of late data so nothing moves when it arrives; hidden from assistive technology. */
export function Skeleton({ width, height = '1lh' }: SkeletonProps) {
  return <span className={styles.bar} style={{ width, height }} aria-hidden="true" />;
}
