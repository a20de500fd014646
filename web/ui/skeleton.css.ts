import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

/** A grey bar in place of a figure or a line of text not here yet; sized by its caller. */
export const bar = style({
  display: 'inline-block',
  maxWidth: '100%',
  verticalAlign: 'middle',
  background: vars.color.surfaceStrong,
  borderRadius: vars.radius.sm,
  animation: `${pulse} 1.5s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
