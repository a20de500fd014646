import { style } from '@vanilla-extract/css';
import { focusRing } from './focus.css';
import { vars } from './theme.css';

export const link = style({
  color: vars.color.accent,
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.accentHover },
    '&[data-focus-visible]': focusRing,
  },
});

/** The same look on a plain anchor (an outside link): its states by pseudo-classes, not data attributes. */
export const plainLink = style([
  link,
  {
    selectors: {
      '&:hover': { color: vars.color.accentHover },
      '&:focus-visible': focusRing,
    },
  },
]);
