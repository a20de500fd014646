import type { ReactNode } from 'react';
import * as styles from './alert.css';

export interface AlertProps {
  tone: keyof typeof styles.alert;
  children: ReactNode;
}

/** An inline message; errors interrupt (role alert), the rest are polite status messages. */
export function Alert({ tone, children }: AlertProps) {
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={styles.alert[tone]}>
      {children}
    </div>
  );
}
