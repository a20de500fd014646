import { style } from '@vanilla-extract/css';
import { focusRing } from './focus.css';
import { vars } from './theme.css';

/** A link's look: a plain anchor, its states by pseudo-classes. */
export const link = style({
  color: vars.color.accent,
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.accentHover },
    '&:focus-visible': focusRing,
  },
});
