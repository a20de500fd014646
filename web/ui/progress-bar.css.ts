import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '100%' });

export const labelRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const track = style({
  height: '10px',
  overflow: 'hidden',
  background: vars.color.surfaceStrong,
  borderRadius: vars.radius.pill,
});

export const fill = style({
  height: '100%',
  background: vars.gradient.progress,
  borderRadius: vars.radius.pill,
  transition: 'width 400ms ease-out',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
