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
