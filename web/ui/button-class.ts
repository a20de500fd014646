import * as styles from './button.css';

export type ButtonVariant = keyof typeof styles.variant;
export type ButtonSize = keyof typeof styles.size;

/**
 * The classes of a button's look, for a react-aria `Button` (button.tsx) and for an anchor that looks
 * like one (link-button.tsx): apart from both, so a page with only the anchor loads no react-aria.
 */
export function buttonClass(
  variant: ButtonVariant,
  size: ButtonSize,
  fullWidth = false,
  extra?: string,
): string {
  return [styles.base, styles.variant[variant], styles.size[size], fullWidth && styles.fullWidth, extra]
    .filter(Boolean)
    .join(' ');
}
