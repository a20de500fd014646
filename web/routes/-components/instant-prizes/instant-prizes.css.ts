import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const block = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const chance = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});
export const prize = style({ fontWeight: 700, color: vars.color.text });
export const won = style({ color: vars.color.success, fontWeight: 700 });
export const open = style({ color: vars.color.textMuted });
export const more = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textSubtle });
export const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  fontSize: vars.fontSize.xs,
  fontWeight: 800,
});
export const winNote = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSurface,
  border: `1px solid ${vars.color.accent}`,
  fontWeight: 700,
});

export const winText = style({ margin: 0 });
