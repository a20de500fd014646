import type { ReactNode } from 'react';
import * as styles from './link.css';

/** A link to another site, opened in a new tab: its text says so. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
      {children} (opens in a new tab)
    </a>
  );
}
