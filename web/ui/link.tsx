import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import * as styles from './link.css';

export interface LinkProps extends Omit<AriaLinkProps, 'className'> {
  className?: string;
}

export function Link({ className, ...props }: LinkProps) {
  return <AriaLink {...props} className={[styles.link, className].filter(Boolean).join(' ')} />;
}
