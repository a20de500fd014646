import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(12px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.overlay,
  selectors: { '&[data-entering]': { animation: `${fadeIn} 150ms ease-out` } },
  // Inside the media block the override matches the entering selector's specificity, so it wins.
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '&[data-entering]': { animation: 'none' } } },
  },
});

export const modal = style({
  width: '100%',
  maxWidth: '460px',
  maxHeight: 'calc(100vh - 32px)',
  overflowY: 'auto',
  background: vars.color.surfaceSolid,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.card,
  selectors: {
    '&[data-entering]': { animation: `${rise} 180ms ease-out` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '&[data-entering]': { animation: 'none' } } },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  outline: 'none',
  textAlign: 'center',
});

export const icon = style({ fontSize: '3rem', lineHeight: 1 });

export const heading = style({ fontSize: vars.fontSize.xl, fontWeight: 800 });

export const tone = styleVariants({
  neutral: {},
  success: { color: vars.color.success },
  danger: { color: vars.color.danger },
  warning: { color: vars.color.warning },
  accent: { color: vars.color.accent },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  justifyContent: 'center',
  marginTop: vars.space.sm,
});
