import type { ReactNode } from 'react';
import * as styles from './link.css';

/**
 * A link to another site, opened in a new tab: a plain anchor, as the router's links resolve their
 * address inside the app (web/routes/__root.tsx). Its text says it opens a new tab.
 */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className={styles.plainLink} href={href} target="_blank" rel="noopener noreferrer">
      {children} (opens in a new tab)
    </a>
  );
}
