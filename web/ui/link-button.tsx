import { Anchor, type AnchorProps } from './anchor';
import { type ButtonSize, type ButtonVariant, buttonClass } from './button-class';

export interface LinkButtonProps extends AnchorProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** A navigation that looks like a button (it is still a link for assistive technology). */
export function LinkButton({
  variant = 'primary',
  size = 'md',
  fullWidth,
  className,
  ...props
}: LinkButtonProps) {
  return <Anchor {...props} className={buttonClass(variant, size, fullWidth, className)} />;
}
