import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { type ButtonSize, type ButtonVariant, buttonClass } from './button';

export interface LinkButtonProps extends Omit<AriaLinkProps, 'className'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
}

/** A navigation that looks like a button (it is still a link for assistive technology). */
export function LinkButton({
  variant = 'primary',
  size = 'md',
  fullWidth,
  className,
  ...props
}: LinkButtonProps) {
  return <AriaLink {...props} className={buttonClass(variant, size, fullWidth, className)} />;
}
