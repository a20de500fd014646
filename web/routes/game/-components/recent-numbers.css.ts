import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const chip = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  padding: vars.space.sm,
  background: vars.color.surfaceStrong,
  borderRadius: vars.radius.md,
});

export const number = style({ fontSize: vars.fontSize.lg, fontWeight: 900, color: vars.color.accent });

export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.textSubtle });
