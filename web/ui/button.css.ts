import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from './focus.css';
import { vars } from './theme.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontWeight: 700,
  cursor: 'pointer',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: 'background-color 150ms, transform 150ms, opacity 150ms',
  WebkitTapHighlightColor: 'transparent',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-pressed]': { transform: 'scale(0.98)' },
    // The same states on an anchor that looks like a button (link-button.tsx), by pseudo-classes.
    'a&:focus-visible': focusRing,
    'a&:active': { transform: 'scale(0.98)' },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const variant = styleVariants({
  primary: {
    background: vars.color.accent,
    color: vars.color.textOnAccent,
    selectors: {
      '&[data-hovered]': { background: vars.color.accentHover },
      '&[data-pressed]': { background: vars.color.accentPressed },
      'a&:hover': { background: vars.color.accentHover },
      'a&:active': { background: vars.color.accentPressed },
    },
  },
  secondary: {
    background: vars.color.primary,
    color: vars.color.text,
    selectors: {
      '&[data-hovered]': { background: vars.color.primaryHover },
      '&[data-pressed]': { background: vars.color.primaryPressed },
      'a&:hover': { background: vars.color.primaryHover },
      'a&:active': { background: vars.color.primaryPressed },
    },
  },
  ghost: {
    background: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.border,
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceStrong },
      '&[data-pressed]': { background: vars.color.surfaceStrong },
      'a&:hover': { background: vars.color.surfaceStrong },
      'a&:active': { background: vars.color.surfaceStrong },
    },
  },
  danger: {
    background: vars.color.dangerSolid,
    color: vars.color.text,
    selectors: { '&[data-hovered]': { opacity: 0.9 }, 'a&:hover': { opacity: 0.9 } },
  },
});

export const size = styleVariants({
  sm: { padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm, minHeight: '36px' },
  md: { padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.fontSize.md, minHeight: '44px' },
  lg: { padding: `${vars.space.md} ${vars.space.xl}`, fontSize: vars.fontSize.lg, minHeight: '52px' },
});

export const fullWidth = style({ width: '100%' });
