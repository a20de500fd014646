import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrapper = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.xxxl,
  color: vars.color.textMuted,
  fontWeight: 600,
});

export const fullPage = style({ flex: 1, minHeight: '60vh' });

export const ring = style({
  width: '48px',
  height: '48px',
  border: `4px solid ${vars.color.surfaceStrong}`,
  borderTopColor: vars.color.accent,
  borderRadius: '50%',
  animation: `${spin} 900ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '3s' } },
});
