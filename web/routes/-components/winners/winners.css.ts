import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const winner = style({ fontSize: vars.fontSize.lg });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const legend = style({ fontWeight: 700, padding: `0 ${vars.space.xs}` });

export const legal = style({ color: vars.color.text, fontSize: vars.fontSize.sm, lineHeight: 1.5 });
