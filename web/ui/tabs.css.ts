import { style } from '@vanilla-extract/css';
import { focusRing } from './focus.css';
import { vars } from './theme.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const tabList = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: vars.space.xs,
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  textAlign: 'center',
  fontWeight: 700,
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { background: vars.color.accent, color: vars.color.textOnAccent },
    '&[data-focus-visible]': focusRing,
  },
});

export const tabPanel = style({
  outline: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-focus-visible]': focusRing,
    // A force-mounted panel that is not selected stays in the DOM (keeping its state) but is not shown.
    '&[data-inert]': { display: 'none' },
  },
});
