import * as styles from './spinner.css';

export interface SpinnerProps {
  /** Visible text under the spinner; also what assistive technology announces. */
  label: string;
  fullPage?: boolean;
  showLabel?: boolean;
}

export function Spinner({ label, fullPage = false, showLabel = true }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-label={showLabel ? undefined : label}
      className={[styles.wrapper, fullPage && styles.fullPage].filter(Boolean).join(' ')}
    >
      <div className={styles.ring} aria-hidden="true" />
      {showLabel ? <p>{label}</p> : null}
    </div>
  );
}
