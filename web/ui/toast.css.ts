import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from './focus.css';
import { vars } from './theme.css';

export const region = style({
  position: 'fixed',
  bottom: vars.space.lg,
  left: '50%',
  transform: 'translateX(-50%)',
  width: `min(420px, calc(100vw - 2 * ${vars.space.lg}))`,
  zIndex: 200,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.surfaceSolid,
  border: '1px solid',
  borderLeftWidth: '4px',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  outline: 'none',
  // Horizontal swipes are the toast's; vertical ones still scroll the page.
  touchAction: 'pan-y',
  userSelect: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const toast = styleVariants({
  info: [base, { borderColor: vars.color.info }],
  success: [base, { borderColor: vars.color.success }],
  danger: [base, { borderColor: vars.color.danger }],
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1 });

export const title = style({ fontWeight: 800 });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const close = style({
  minWidth: '32px',
  minHeight: '32px',
  background: 'transparent',
  border: 'none',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-hovered]': { background: vars.color.surfaceStrong },
  },
});
