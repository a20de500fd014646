import type { Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { type ButtonSize, type ButtonVariant, buttonClass } from './button-class';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
  /** The button element, to move focus to it (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', size = 'md', fullWidth, className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={buttonClass(variant, size, fullWidth, className)} />;
}
