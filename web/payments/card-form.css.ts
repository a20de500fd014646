import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../ui/theme.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  textAlign: 'left',
});

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const row = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: '1fr 1fr 1fr' } },
});

export const squareContainer = style({ minHeight: '90px' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  justifyContent: 'flex-end',
});

export const testCards = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  padding: vars.space.md,
  background: vars.color.input,
  borderRadius: vars.radius.md,
});

export const testTable = style({
  width: '100%',
  marginTop: vars.space.sm,
  borderCollapse: 'collapse',
  textAlign: 'left',
});

globalStyle(`${testTable} th, ${testTable} td`, { padding: `${vars.space.xs} ${vars.space.sm}` });

export const mono = style({ fontFamily: vars.font.mono, whiteSpace: 'nowrap', color: vars.color.text });
