import { ProgressBar as AriaProgressBar, Label } from 'react-aria-components';
import * as styles from './progress-bar.css';

export interface ProgressBarProps {
  label: string;
  /** Percent; anything outside 0 to 100 or not a number is clamped. */
  value: number;
  showValue?: boolean;
}

function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

export function ProgressBar({ label, value, showValue = true }: ProgressBarProps) {
  const percent = clampPercent(value);
  return (
    <AriaProgressBar value={percent} className={styles.root}>
      {({ valueText }) => (
        <>
          <div className={styles.labelRow}>
            <Label>{label}</Label>
            {showValue ? <span>{valueText}</span> : null}
          </div>
          <div className={styles.track}>
            <div className={styles.fill} style={{ width: `${percent}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
