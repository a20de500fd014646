import { style } from '@vanilla-extract/css';
import { focusRing } from './focus.css';
import { vars } from './theme.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.input,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  fontFamily: vars.font.body,
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-focus-visible]': focusRing,
    '&[data-pressed]': { borderColor: vars.color.accent },
  },
});

export const value = style({
  selectors: { '&[data-placeholder]': { color: vars.color.textSubtle } },
});

export const popover = style({
  width: 'var(--trigger-width)',
  maxHeight: '300px',
  overflowY: 'auto',
  background: vars.color.surfaceSolid,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});

export const listBox = style({ padding: vars.space.xs, outline: 'none' });

export const item = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceStrong },
    '&[data-selected]': { background: vars.color.accent, color: vars.color.textOnAccent, fontWeight: 700 },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});
