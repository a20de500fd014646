import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const periods = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.md,
});

export const limitFields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space.md,
});

export const pendingList = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});

export const holding = style({ margin: 0, fontWeight: 700 });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const figureTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const figureValue = style({ margin: 0, fontWeight: 800 });
