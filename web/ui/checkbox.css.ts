import { style } from '@vanilla-extract/css';
import { focusRing } from './focus.css';
import { vars } from './theme.css';

export const checkbox = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const box = style({
  flex: '0 0 auto',
  width: '22px',
  height: '22px',
  marginTop: '1px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.input,
  color: vars.color.textOnAccent,
  fontSize: vars.fontSize.sm,
  fontWeight: 900,
  selectors: {
    [`${checkbox}[data-selected] &`]: { background: vars.color.accent, borderColor: vars.color.accent },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
});
