import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../ui/theme.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const message = style({ resize: 'vertical', minHeight: '140px', lineHeight: 1.5 });

export const error = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: '#fca5a5' });

export const hours = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const hoursDays = style({ fontWeight: 700, color: vars.color.text });

export const hoursTime = style({ margin: 0, color: vars.color.textMuted });

export const formHeading = style({ fontSize: vars.fontSize.xl, fontWeight: 800 });
