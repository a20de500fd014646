import { style } from '@vanilla-extract/css';
import { focusRing } from './focus.css';
import { vars } from './theme.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  textAlign: 'left',
});

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.textMuted });

export const radio = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.input,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.accent },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const dot = style({
  flex: '0 0 auto',
  width: '18px',
  height: '18px',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.borderStrong}`,
  selectors: {
    [`${radio}[data-selected] &`]: { borderColor: vars.color.accent, borderWidth: '6px' },
  },
});
