import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** The column every player page sits in: centred, as wide as the layout allows, padded at the foot. */
export const page = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.lg} ${vars.space.xxxl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

/** A card's section heading. */
export const sectionTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 800, margin: 0 });

/** A plain vertical list of rows (no bullets). */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
