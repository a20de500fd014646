import type { Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import * as styles from './button.css';

export type ButtonVariant = keyof typeof styles.variant;
export type ButtonSize = keyof typeof styles.size;

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
  /** The button element, to move focus to it (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLButtonElement>;
}

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

export function Button({ variant = 'primary', size = 'md', fullWidth, className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={buttonClass(variant, size, fullWidth, className)} />;
}
