import { style } from '@vanilla-extract/css';
import { focusRing } from './focus.css';
import { vars } from './theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.textMuted });

export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle });

/** A field's refusal, under it (light red: readable on the page's dark background). */
export const error = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: '#fca5a5' });

export const control = style({
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.input,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  fontFamily: vars.font.body,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle },
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-focused]': { borderColor: vars.color.accent },
    '&[data-focus-visible]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { opacity: 0.5 },
  },
});

export const withTrailing = style({ position: 'relative', display: 'flex' });

export const trailingInput = style({ paddingRight: '92px' });

export const trailing = style({
  position: 'absolute',
  right: vars.space.xs,
  top: '50%',
  transform: 'translateY(-50%)',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: 'transparent',
  color: vars.color.accent,
  border: 'none',
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.accentHover },
    '&[data-focus-visible]': focusRing,
  },
});
