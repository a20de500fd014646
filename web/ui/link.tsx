import { Anchor, type AnchorProps } from './anchor';
import * as styles from './link.css';

export type LinkProps = AnchorProps;

/** A link in running text or a list of links. */
export function Link({ className, ...props }: LinkProps) {
  return <Anchor {...props} className={[styles.link, className].filter(Boolean).join(' ')} />;
}
